import { parseFields } from './read-body'

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>

describe('a form body as fields', () => {
  it('keeps a field sent once as its value', async () => {
    expect(
      await parseFields(bytes('clientName=Ana+Silva&clientPhone=923456789'), 'application/x-www-form-urlencoded'),
    ).toEqual({ clientName: 'Ana Silva', clientPhone: '923456789' })
  })

  it('keeps every value of a field sent twice, so the form refuses it instead of picking one', async () => {
    expect(
      await parseFields(bytes('clientName=Ana+Silva&clientName=Bea+Costa'), 'application/x-www-form-urlencoded'),
    ).toEqual({ clientName: ['Ana Silva', 'Bea Costa'] })
    const form = new FormData()
    for (const email of ['a@x.ao', 'b@x.ao', 'c@x.ao']) form.append('email', email)
    const multipart = new Request('http://localhost/', { method: 'POST', body: form })
    const body = new Uint8Array(await multipart.arrayBuffer())
    expect(await parseFields(body, multipart.headers.get('content-type') ?? '')).toEqual({
      email: ['a@x.ao', 'b@x.ao', 'c@x.ao'],
    })
  })

  it('reads a JSON object, and nothing else as JSON', async () => {
    expect(await parseFields(bytes('{"email":"a@x.ao"}'), 'application/json')).toEqual({ email: 'a@x.ao' })
    expect(await parseFields(bytes('["a"]'), 'application/json')).toBeNull()
  })
})
