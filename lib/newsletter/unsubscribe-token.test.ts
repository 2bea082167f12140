import { createHmac } from 'node:crypto'
import { claimedLocale, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token'
import { unsubscribeLink } from './unsubscribe-link'
import { readEnv } from '@/lib/config/env'

const SECRET = 'test-secret'
const claims = { country: 'ao', locale: 'en', email: 'ana.silva@example.co.ao' } as const

describe('unsubscribe tokens', () => {
  it('verify with the secret they were signed with, giving back the country, language and address', () => {
    const token = unsubscribeToken(claims, SECRET)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual(claims)
  })

  it('are refused when signed with another secret', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(claims, 'another-secret'), SECRET)).toBeNull()
  })

  it('are refused when the address, country or language is changed under the same signature', () => {
    const [, signature] = unsubscribeToken(claims, SECRET).split('.')
    for (const forged of [
      'ao:en:rui@example.co.ao',
      'mz:en:ana.silva@example.co.ao',
      'ao:pt:ana.silva@example.co.ao',
    ]) {
      const payload = Buffer.from(forged).toString('base64url')
      expect(verifyUnsubscribeToken(`${payload}.${signature}`, SECRET)).toBeNull()
    }
  })

  it('are refused cut short, padded, or as anything but a token', () => {
    const token = unsubscribeToken(claims, SECRET)
    for (const bad of [token.slice(0, -1), `${token}A`, `${token}.x`, token.split('.')[0], '', '.', 'a.b', 42, null]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull()
    }
  })

  it('are refused when what they sign is not one of the sites, a language and an address', () => {
    // Signed the way the site signs (an HMAC under a key derived from the secret), over claims it never makes.
    const key = createHmac('sha256', SECRET).update('zap:newsletter/unsubscribe').digest()
    const signed = (text: string) => {
      const payload = Buffer.from(text).toString('base64url')
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`
    }
    expect(verifyUnsubscribeToken(signed('ao:en:ana.silva@example.co.ao'), SECRET)).toEqual(claims)
    for (const text of ['br:pt:ana@example.com', 'ao:fr:ana@example.co.ao', 'ao:pt:', 'ao:pt:a b@example.co.ao'])
      expect(verifyUnsubscribeToken(signed(text), SECRET)).toBeNull()
  })

  it('tell the language to respond to a bad link in, when they can be read at all', () => {
    expect(claimedLocale(unsubscribeToken(claims, 'another-secret'))).toBe('en')
    expect(claimedLocale('garbage')).toBe('pt')
    expect(claimedLocale(undefined)).toBe('pt')
  })
})

describe('unsubscribeLink', () => {
  it('is the endpoint on the subscriber’s country’s site, with the token as `t`', () => {
    const env = readEnv({ SITE_URL_AO: 'https://www.zap.co.ao', SITE_URL_MZ: 'https://www.zap.co.mz' })
    const link = new URL(unsubscribeLink({ ...claims, country: 'mz' }, SECRET, env))
    expect(link.origin).toBe('https://www.zap.co.mz')
    expect(link.pathname).toBe('/api/newsletter/unsubscribe')
    expect(verifyUnsubscribeToken(link.searchParams.get('t'), SECRET)).toEqual({ ...claims, country: 'mz' })
  })
})
