/**
 * Payload keeps a user's sessions as an array on the user row and updates it by read-modify-write
 * on login, logout, token refresh and password reset (payload/dist/auth/sessions.js). Two of these
 * at once for the same account both read the same array and the last write wins: the other
 * request's session vanishes and its fresh token is silently anonymous (payloadcms/payload#18132,
 * open for 3.90). The admin refreshes its token in the background, so two tabs are enough.
 *
 * This server is one process, so we run those few requests one at a time. They are rare and
 * fast (one password hash), so a single queue costs nothing a person would notice.
 */

/** REST auth operations of a Payload auth collection that rewrite the sessions array. */
const SESSION_WRITERS = /^\/api\/[a-z-]+\/(login|logout|refresh-token|reset-password)(\?|$)/

/** @param {{ method?: string, url?: string }} req */
export const writesSessions = (req) => req.method === 'POST' && SESSION_WRITERS.test(req.url ?? '')

/**
 * Wraps a Node request handler so that session-writing requests run one after another: the next
 * starts when the previous response has finished (or its connection closed).
 * @template {import('node:http').IncomingMessage} Req
 * @template {import('node:http').ServerResponse} Res
 * @param {(req: Req, res: Res) => unknown} handle
 * @returns {(req: Req, res: Res) => void}
 */
export function serializeSessionWrites(handle) {
  let tail = Promise.resolve()
  return (req, res) => {
    if (!writesSessions(req)) {
      void handle(req, res)
      return
    }
    const done = new Promise((resolve) => {
      res.once('finish', resolve)
      res.once('close', resolve)
    })
    tail = tail.then(() => {
      try {
        void Promise.resolve(handle(req, res)).catch(() => undefined)
      } catch {
        // The handler answers its own errors; the queue only has to keep moving.
      }
      return done
    })
  }
}
