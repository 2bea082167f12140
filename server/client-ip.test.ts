import type { IncomingMessage } from 'node:http'
import { readEnv } from '@/lib/config/env'
import { clientIpResolver } from './client-ip.mjs'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage
const trusting = (value: string) => clientIpResolver(readEnv({ TRUSTED_PROXIES: value }).TRUSTED_PROXIES)

describe('client IP behind trusted proxies only', () => {
  it('uses the socket address and ignores a forged X-Forwarded-For when no proxy is trusted', () => {
    expect(trusting('')(request('203.0.113.7', '1.2.3.4'))).toBe('203.0.113.7')
  })
  it('believes X-Forwarded-For from a trusted proxy, taking the nearest untrusted hop', () => {
    const resolve = trusting('loopback')
    expect(resolve(request('127.0.0.1', '1.2.3.4, 198.51.100.9'))).toBe('198.51.100.9')
  })
  it('does not believe it from an untrusted peer even if a proxy is configured', () => {
    expect(trusting('10.0.0.0/8')(request('198.51.100.20', '1.2.3.4'))).toBe('198.51.100.20')
  })
})
