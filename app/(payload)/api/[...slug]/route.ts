/* Payload REST API at /api (from Payload's template), behind a guard for requests Payload 3.90 crashes on. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { guardRestRequest } from '../../../../lib/rest/guard'
import { refuseRestRequest } from '../../../../lib/rest/refuse'

type Handler = ReturnType<typeof REST_GET>

/** Runs Payload's handler unless the request is one it cannot answer well (lib/rest/refuse.ts). */
function refused(handle: Handler): Handler {
  return async (request, context) => {
    const checked = refuseRestRequest(request)
    return checked instanceof Response ? checked : handle(checked, context)
  }
}

/** The same, then the reads Payload 3.90 crashes on (lib/rest/guard.ts). */
function guarded(handle: Handler): Handler {
  return refused(async (request, context) => {
    const checked = guardRestRequest(request, await getPayload({ config }))
    return checked instanceof Response ? checked : handle(checked, context)
  })
}

export const GET = guarded(REST_GET(config))
export const POST = refused(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = refused(REST_PUT(config))
export const OPTIONS = refused(REST_OPTIONS(config))
