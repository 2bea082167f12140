import { buildSchema, Kind, NoFragmentCyclesRule, parse, validate, type DocumentNode } from 'graphql'

/**
 * Malformed GraphQL requests that Payload 3.90 answers with a 500 (found by tests/fault/bad-input):
 * a body that is not JSON (its "Invalid JSON" error escapes the handler), a `subscription`
 * operation (its complexity rule reads the missing Subscription type) and fragments that spread
 * each other (the complexity rule recurses until the stack overflows). Refused here with a 400 and
 * GraphQL's usual {errors: [{message}]}; anything else goes to Payload unchanged.
 */
const refuse = (message: string) => Response.json({ errors: [{ message }] }, { status: 400, headers: { 'cache-control': 'no-store' } })

// NoFragmentCyclesRule looks only at fragment spreads, not at types: any schema will do.
const anySchema = buildSchema('type Query { ok: Boolean }')

function problemIn(operation: unknown): string | null {
  const query = (operation as { query?: unknown } | null)?.query
  // No query, or one that does not parse: Payload answers those well itself.
  if (typeof query !== 'string') return null
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: 20_000 })
  } catch {
    return null
  }
  if (document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription')) {
    return 'Subscriptions are not supported.'
  }
  const cycle = validate(anySchema, document, [NoFragmentCyclesRule])[0]
  return cycle ? cycle.message : null
}

/** The request to hand on to Payload (its body re-created), or the 400 answer. */
export async function guardGraphqlRequest(request: Request): Promise<Request | Response> {
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse('The request body must be JSON: {"query": "…"}.')
  }
  for (const operation of Array.isArray(body) ? body : [body]) {
    const problem = problemIn(operation)
    if (problem) return refuse(problem)
  }
  return new Request(request.url, { method: 'POST', headers: request.headers, body: text })
}
