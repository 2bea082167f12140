/* Payload REST API at /api (from Payload's template), behind a guard for requests Payload 3.90 crashes on. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { guardRestRequest } from '../../../../lib/rest/guard'
import { requireDocumentData } from '../../../../lib/rest/json-body'
import { missingUploadFile } from '../../../../lib/rest/missing-file'
import { refuseRestRequest } from '../../../../lib/rest/refuse'

type Handler = ReturnType<typeof REST_GET>

/** Runs Payload's handler unless the body is one it cannot read (lib/rest/refuse.ts, lib/rest/json-body.ts). */
function refused(handle: Handler): Handler {
  return async (request, context) => {
    const checked = refuseRestRequest(request)
    if (checked instanceof Response) return checked
    const withData = await requireDocumentData(checked)
    return withData instanceof Response ? withData : handle(withData, context)
  }
}

/** The same, then the reads Payload 3.90 crashes on (lib/rest/guard.ts, lib/rest/missing-file.ts). */
function guarded(handle: Handler): Handler {
  return refused(async (request, context) => {
    const payload = await getPayload({ config })
    const checked = guardRestRequest(request, payload)
    if (checked instanceof Response) return checked
    return (await missingUploadFile(checked, payload)) ?? handle(checked, context)
  })
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = refused(REST_PUT(config))
export const OPTIONS = refused(REST_OPTIONS(config))
