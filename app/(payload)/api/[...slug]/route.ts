/* Payload REST API at /api (from Payload's template), behind a guard for requests Payload 3.90 crashes on. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { guardRestRequest } from '../../../../lib/rest/guard'

type Handler = ReturnType<typeof REST_GET>

/** Runs Payload's handler on the guarded request, or answers for it (lib/rest/guard.ts). */
function guarded(handle: Handler): Handler {
  return async (request, context) => {
    const checked = guardRestRequest(request, await getPayload({ config }))
    return checked instanceof Response ? checked : handle(checked, context)
  }
}

export const GET = guarded(REST_GET(config))
export const POST = REST_POST(config)
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
