import { requireDocumentData } from './json-body'

const request = (method: string, path: string, body?: string, type = 'application/json') =>
  new Request(`http://localhost:3000${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': type },
    body,
  })

describe('requireDocumentData', () => {
  it('refuses a create or an update with no body, or JSON that is not an object, with 400', async () => {
    for (const [method, path] of [
      ['POST', '/api/pages'],
      ['PATCH', '/api/pages/3'],
      ['PATCH', '/api/pages?where[id][equals]=3'],
    ]) {
      for (const body of [undefined, '', 'null', '[]', '"x"', '42']) {
        const outcome = await requireDocumentData(request(method as string, path as string, body))
        expect(outcome).toBeInstanceOf(Response)
        expect((outcome as Response).status).toBe(400)
        expect((await (outcome as Response).json()).errors[0].message).toMatch(/JSON object/)
      }
    }
  })

  it('hands on a JSON object, a multipart body, broken JSON (Payload responds to it) and every other route', async () => {
    const ok = request('PATCH', '/api/pages/3', '{"title":"x"}')
    expect(await requireDocumentData(ok)).toBe(ok)
    // Payload still reads the body afterwards.
    expect(await ok.json()).toEqual({ title: 'x' })
    const upload = request('POST', '/api/media', '--b--', 'multipart/form-data; boundary=b')
    expect(await requireDocumentData(upload)).toBe(upload)
    const broken = request('POST', '/api/pages', '{"title":')
    expect(await requireDocumentData(broken)).toBe(broken)
    for (const [method, path] of [
      ['POST', '/api/users/logout'],
      ['POST', '/api/pages/versions/3'],
      ['POST', '/api/pages/access'],
      ['DELETE', '/api/pages/3'],
    ]) {
      const other = request(method as string, path as string)
      expect(await requireDocumentData(other)).toBe(other)
    }
  })
})
