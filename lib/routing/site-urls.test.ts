import { readEnv } from '@/lib/config/env'
import { countryForHost, defaultCountry, siteUrls } from './site-urls'

const configured = { SITE_URL_AO: 'https://www.zap.co.ao', SITE_URL_MZ: 'https://www.zap.co.mz' }
const env = readEnv(configured)
const unset = readEnv({})

describe('country from the Host header', () => {
  it('uses the local defaults when nothing is configured', () => {
    expect(siteUrls(unset).ao.href).toBe('http://localhost:3000/')
    expect(countryForHost('localhost:3000', unset)).toBe('ao')
    expect(countryForHost('mz.localhost:3000', unset)).toBe('mz')
  })

  it('matches the configured addresses, case-insensitively', () => {
    expect(countryForHost('www.zap.co.ao', env)).toBe('ao')
    expect(countryForHost('WWW.ZAP.CO.MZ', env)).toBe('mz')
  })

  it('matches the same hostname on another port', () => {
    expect(countryForHost('mz.localhost:3100', unset)).toBe('mz')
  })

  it('reads a host as nginx does: the name in any case, one trailing dot, a numeric port', () => {
    expect(countryForHost('MZ.LOCALHOST.', unset)).toBe('mz')
    expect(countryForHost('mz.localhost.:3000', unset)).toBe('mz')
    expect(countryForHost('www.zap.co.mz.', env)).toBe('mz')
    expect(countryForHost('www.zap.co.ao:443', env)).toBe('ao')
  })

  it('names no country for unknown, empty, malformed and hostile hosts (the caller refuses them)', () => {
    for (const host of [
      'evil.example',
      null,
      '',
      ' ',
      'mz.localhost:',
      'mz.localhost:abc',
      'mz.localhost:8080:8080',
      'mz.localhost..',
      'mz.localhost:123456',
      'mz.localhost/x',
      'mz.localhost@evil.example',
      '127.0.0.1:3000',
      'x'.repeat(10_000),
    ]) {
      expect([host, countryForHost(host, unset)]).toEqual([host, null])
    }
    expect(countryForHost('evil.example', readEnv({ ...configured, DEFAULT_COUNTRY: 'mz' }))).toBeNull()
  })

  it('takes DEFAULT_COUNTRY, ao when unset, and refuses a country the site does not serve', () => {
    expect(defaultCountry(readEnv({ DEFAULT_COUNTRY: 'mz' }))).toBe('mz')
    expect(defaultCountry(unset)).toBe('ao')
    expect(() => readEnv({ DEFAULT_COUNTRY: 'pt' })).toThrow('DEFAULT_COUNTRY must be ao or mz (it is "pt")')
  })
})
