/* Payload REST API at /api (from Payload's template), behind a guard for requests Payload 3.90 crashes on and the limits of anonymous callers. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { withApiLimits } from '../../../../lib/api/limits'
import { anonymousReadProblem, guardRestRequest } from '../../../../lib/rest/guard'

type Handler = ReturnType<typeof REST_GET>

/**
 * Runs Payload's handler within the API limits (lib/api/limits.ts), on the guarded request
 * (lib/rest/guard.ts) when `guard`, refusing anonymous reads that ask for too much.
 */
function limited(handle: Handler, guard: boolean): Handler {
  return async (request, context) => {
    const payload = await getPayload({ config })
    return withApiLimits(request, payload, async ({ signedIn }) => {
      const tooMuch = signedIn ? null : anonymousReadProblem(request)
      if (tooMuch) return Response.json({ errors: [{ message: tooMuch }] }, { status: 400, headers: { 'cache-control': 'no-store' } })
      const checked = guard ? guardRestRequest(request, payload) : request
      return checked instanceof Response ? checked : handle(checked, context)
    })
  }
}

export const GET = limited(REST_GET(config), true)
export const POST = limited(REST_POST(config), false)
export const DELETE = limited(REST_DELETE(config), true)
export const PATCH = limited(REST_PATCH(config), true)
export const PUT = limited(REST_PUT(config), false)
export const OPTIONS = REST_OPTIONS(config)
