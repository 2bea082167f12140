/* Payload GraphQL API at /api/graphql (from Payload's template), behind a guard for malformed requests. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphqlRequest } from '../../../../lib/graphql/guard'

const handle = GRAPHQL_POST(config)

/**
 * GraphQL answers its errors with 200; a login refused by the throttle (cms/hooks/login-throttle.ts,
 * the only thing here that sets Retry-After) is answered 429 like its REST twin, body unchanged.
 */
function throttledAs429(response: Response): Response {
  if (response.status !== 200 || !response.headers.has('retry-after')) return response
  return new Response(response.body, { status: 429, headers: response.headers })
}

export async function POST(request: Request): Promise<Response> {
  const guarded = await guardGraphqlRequest(request)
  return guarded instanceof Response ? guarded : throttledAs429(await handle(guarded))
}
export const OPTIONS = REST_OPTIONS(config)
