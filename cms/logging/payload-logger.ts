import type { Config } from 'payload'
import { environment, type Env } from '@/lib/config/env'
import { currentRequestId } from '@/server/request-context.mjs'

/**
 * Payload's own log lines (hook errors, failed jobs, refused logins) in production carry the id of
 * the request they happened in, the same id the balancer logged and the response's X-Request-Id name,
 * so an error report leads back to the request. In development Payload keeps its readable format.
 */
export function payloadLogger(env: Env = environment()): Config['logger'] {
  if (!env.production) return undefined
  return {
    options: {
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
  }
}
