import proxyaddr from 'proxy-addr'

/**
 * The visitor's address: the socket's, or, when the socket is a trusted proxy, the nearest
 * untrusted address in X-Forwarded-For (proxy-addr walks the chain from the right).
 * `trusted` uses proxy-addr's syntax: "loopback", "uniquelocal", CIDRs, comma-separated.
 */
export function clientIpResolver(trusted = '') {
  const list = trusted
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const trust = proxyaddr.compile(list)
  /** @param {import('node:http').IncomingMessage} req */
  return (req) => proxyaddr(req, trust)
}
