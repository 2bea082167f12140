import proxyaddr from 'proxy-addr'

/**
 * The visitor's address: the socket's, or, when the socket is a trusted proxy, the nearest
 * untrusted address in X-Forwarded-For (proxy-addr walks the chain from the right).
 * @param {readonly string[]} trusted TRUSTED_PROXIES as the parsed environment gives it
 *   (lib/config/env.ts): proxy-addr's names ("loopback", "uniquelocal"), addresses and CIDRs; none
 *   when empty
 */
export function clientIpResolver(trusted) {
  const trust = proxyaddr.compile([...trusted])
  /** @param {import('node:http').IncomingMessage} req */
  return (req) => proxyaddr(req, trust)
}
