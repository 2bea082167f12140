/* Payload REST API at /api (from Payload's template), within the API limits and behind guards for requests Payload 3.90 crashes on. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { withApiLimits } from '@/lib/api/limits'
import { apiError } from '@/lib/rest/api-error'
import { anonymousReadProblem, guardRestRequest } from '@/lib/rest/guard'
import { requireDocumentData } from '@/lib/rest/json-body'
import { missingUploadFile } from '@/lib/rest/missing-file'
import { refuseRestRequest } from '@/lib/rest/refuse'

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

/**
 * Within the API limits (lib/api/limits.ts: rate limit, queue and time budget for callers who are
 * not signed in), refusing anonymous reads that ask for too much.
 */
function limited(handle: Handler): Handler {
  return async (request, context) => {
    const payload = await getPayload({ config })
    return withApiLimits(request, payload, async ({ signedIn }) => {
      const tooMuch = signedIn ? null : anonymousReadProblem(request)
      if (tooMuch) return apiError(400, tooMuch)
      return handle(request, context)
    })
  }
}

export const GET = limited(guarded(REST_GET(config)))
export const POST = limited(guarded(REST_POST(config)))
export const DELETE = limited(guarded(REST_DELETE(config)))
export const PATCH = limited(guarded(REST_PATCH(config)))
export const PUT = limited(refused(REST_PUT(config)))
export const OPTIONS = refused(REST_OPTIONS(config))
