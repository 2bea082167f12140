/**
 * The visitor's IP as server/serve.mjs worked it out from the socket and the trusted proxies.
 * Never read X-Forwarded-For here: without the socket it cannot be told apart from a forgery.
 */
export const CLIENT_IP_HEADER = 'x-zap-client-ip'

export function clientIp(request: { headers: Headers }): string {
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim()
  // `next dev` has no serve.mjs in front; every visitor then shares one bucket.
  return ip && ip.length <= 64 ? ip.replace(/^::ffff:/, '') : 'unknown'
}
