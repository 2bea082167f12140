import { countryForHost, defaultCountry, siteUrls } from './site-urls'

const env = { SITE_URL_AO: 'https://www.zap.co.ao', SITE_URL_MZ: 'https://www.zap.co.mz' }

describe('country from the Host header', () => {
  it('uses the local defaults when nothing is configured', () => {
    expect(siteUrls({}).ao.href).toBe('http://localhost:3000/')
    expect(countryForHost('localhost:3000', {})).toBe('ao')
    expect(countryForHost('mz.localhost:3000', {})).toBe('mz')
  })

  it('matches the configured addresses, case-insensitively', () => {
    expect(countryForHost('www.zap.co.ao', env)).toBe('ao')
    expect(countryForHost('WWW.ZAP.CO.MZ', env)).toBe('mz')
  })

  it('matches the same hostname on another port', () => {
    expect(countryForHost('mz.localhost:3100', {})).toBe('mz')
  })

  it('sends unknown, empty and hostile hosts to the default country', () => {
    expect(countryForHost('evil.example', env)).toBe('ao')
    expect(countryForHost(null, env)).toBe('ao')
    expect(countryForHost('', env)).toBe('ao')
    expect(countryForHost('x'.repeat(10_000), env)).toBe('ao')
    expect(countryForHost('evil.example', { ...env, DEFAULT_COUNTRY: 'mz' })).toBe('mz')
  })

  it('ignores an invalid DEFAULT_COUNTRY', () => {
    expect(defaultCountry({ DEFAULT_COUNTRY: 'pt' })).toBe('ao')
  })
})
