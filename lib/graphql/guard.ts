import {
  buildSchema,
  Kind,
  NoFragmentCyclesRule,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql'
import { graphqlCostProblem, type GraphqlOperation } from './cost'
import { apiError } from '@/lib/rest/api-error'

/**
 * Malformed GraphQL requests that Payload 3.90 responds to with a 500 (found by tests/fault/bad-input):
 * a body that is not JSON (its "Invalid JSON" error escapes the handler), a `subscription`
 * operation (its complexity rule reads the missing Subscription type) and fragments that spread
 * each other (the complexity rule recurses until the stack overflows). And requests that would read
 * more than one request may (./cost.ts: cost, aliases, depth; a batch counted together). Refused
 * here, before anything runs, with a 400 and GraphQL's usual {errors: [{message}]}; anything else
 * goes to Payload unchanged.
 */
const refuse = (message: string) => apiError(400, message)

// NoFragmentCyclesRule looks only at fragment spreads, not at types: any schema will do.
const anySchema = buildSchema('type Query { ok: Boolean }')

/** The parsed operation, or why it is refused; null when Payload should respond to it itself. */
function parsed(operation: unknown): GraphqlOperation | string | null {
  const { query, variables } = (operation ?? {}) as { query?: unknown; variables?: unknown }
  // No query, or one that does not parse: Payload responds to those well itself.
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
  // Checked before the cost, whose count would follow the cycle forever.
  const cycle = validate(anySchema, document, [NoFragmentCyclesRule])[0]
  if (cycle) return cycle.message
  const plain = typeof variables === 'object' && variables !== null && !Array.isArray(variables)
  return { document, variables: plain ? (variables as Record<string, unknown>) : undefined }
}

/** The request to hand on to Payload (its body re-created), or the 400 response. `schema`: the one Payload serves. */
export async function guardGraphqlRequest(request: Request, schema: GraphQLSchema): Promise<Request | Response> {
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse('The request body must be JSON: {"query": "…"}.')
  }
  const operations: GraphqlOperation[] = []
  for (const operation of Array.isArray(body) ? body : [body]) {
    const checked = parsed(operation)
    if (typeof checked === 'string') return refuse(checked)
    if (checked) operations.push(checked)
  }
  const problem = graphqlCostProblem(schema, operations)
  if (problem) return refuse(problem)
  return new Request(request.url, { method: 'POST', headers: request.headers, body: text })
}
