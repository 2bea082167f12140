import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema } from 'graphql'
import { guardGraphqlRequest } from './guard'

const schema = buildSchema(readFileSync(path.join(__dirname, '..', '..', 'cms', 'schema.graphql'), 'utf8'))
const post = (body: string) =>
  new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
const guard = (body: string) => guardGraphqlRequest(post(body), schema)
const attack = `{ ${Array.from({ length: 160 }, (_, i) => `alias${i}: Pages(limit: 100) { docs { id title path updatedAt } }`).join('\n')} }`

describe('the GraphQL guard in front of Payload', () => {
  it.each([
    ['a body that is not JSON', '{"query": '],
    ['a subscription', JSON.stringify({ query: 'subscription { x }' })],
    [
      'fragments that spread each other',
      JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
    ],
    [
      'one bad operation in a batch',
      JSON.stringify([{ query: '{ Pages { docs { id } } }' }, { query: 'subscription { x }' }]),
    ],
    ['160 aliases of Pages(limit: 100), before Payload runs it', JSON.stringify({ query: attack })],
    [
      'a list read too big for one request',
      JSON.stringify({ query: 'query ($n: Int) { Pages(limit: $n) { docs { id } } }', variables: { n: 1000 } }),
    ],
    [
      'a batch that is too big together',
      JSON.stringify(
        Array.from({ length: 3 }, () => ({
          query:
            '{ a: Programmes(limit: 450) { docs { id title startsAt endsAt } } b: Programmes(limit: 450) { docs { id title startsAt endsAt } } }',
        })),
      ),
    ],
  ])('refuses %s with a 400 and a message', async (_name, body) => {
    const outcome = await guard(body)
    expect(outcome).toBeInstanceOf(Response)
    const response = outcome as Response
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message.length).toBeGreaterThan(5)
  })

  it('hands a valid query (or one Payload reports itself) on unchanged', async () => {
    for (const body of [
      JSON.stringify({ query: '{ Pages { docs { id } } }', variables: { a: 1 } }),
      JSON.stringify({ query: '{ broken' }),
    ]) {
      const passed = await guard(body)
      expect(passed).toBeInstanceOf(Request)
      expect(await (passed as Request).text()).toBe(body)
    }
  })
})
