import { guardGraphqlRequest } from './guard'

const post = (body: string) => new Request('http://localhost/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('the GraphQL guard in front of Payload', () => {
  it.each([
    ['a body that is not JSON', '{"query": '],
    ['a subscription', JSON.stringify({ query: 'subscription { x }' })],
    ['fragments that spread each other', JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' })],
    ['one bad operation in a batch', JSON.stringify([{ query: '{ Pages { docs { id } } }' }, { query: 'subscription { x }' }])],
  ])('refuses %s with a 400 and a message', async (_name, body) => {
    const answer = await guardGraphqlRequest(post(body))
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message.length).toBeGreaterThan(5)
  })

  it('hands a valid query (or one Payload reports itself) on unchanged', async () => {
    for (const body of [JSON.stringify({ query: '{ Pages { docs { id } } }', variables: { a: 1 } }), JSON.stringify({ query: '{ broken' })]) {
      const passed = await guardGraphqlRequest(post(body))
      expect(passed).toBeInstanceOf(Request)
      expect(await (passed as Request).text()).toBe(body)
    }
  })
})
