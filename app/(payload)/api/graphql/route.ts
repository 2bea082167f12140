/* Payload GraphQL API at /api/graphql (from Payload's template), behind a guard for malformed and too costly requests and the limits of anonymous callers. */
import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import type { GraphQLSchema } from 'graphql'
import { getPayload } from 'payload'
import { withApiLimits } from '@/lib/api/limits'
import { guardGraphqlRequest } from '@/lib/graphql/guard'

const handle = GRAPHQL_POST(config)

/** The schema Payload serves, built once from the same config, for the guard's cost count. */
async function schema(): Promise<GraphQLSchema> {
  const holder = globalThis as { zapGraphqlSchema?: Promise<GraphQLSchema> }
  holder.zapGraphqlSchema ??= Promise.resolve(config).then((resolved) => configToSchema(resolved).schema)
  return holder.zapGraphqlSchema
}

/**
 * GraphQL responds to its errors with 200; a login refused by the throttle (cms/hooks/login-throttle.ts,
 * the only thing here that sets Retry-After) gets a 429 like its REST twin, body unchanged.
 */
function throttledAs429(response: Response): Response {
  if (response.status !== 200 || !response.headers.has('retry-after')) return response
  return new Response(response.body, { status: 429, headers: response.headers })
}

export async function POST(request: Request): Promise<Response> {
  const payload = await getPayload({ config })
  return withApiLimits(request, payload, async () => {
    const guarded = await guardGraphqlRequest(request, await schema())
    return guarded instanceof Response ? guarded : throttledAs429(await handle(guarded))
  })
}
export const OPTIONS = REST_OPTIONS(config)
