/* Payload GraphQL API at /api/graphql (from Payload's template), behind a guard for malformed requests. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphqlRequest } from '../../../../lib/graphql/guard'

const handle = GRAPHQL_POST(config)

export async function POST(request: Request): Promise<Response> {
  const guarded = await guardGraphqlRequest(request)
  return guarded instanceof Response ? guarded : handle(guarded)
}
export const OPTIONS = REST_OPTIONS(config)
