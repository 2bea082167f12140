import { externalTarget, isSitePath, redirectTarget } from './redirect-target'

describe('isSitePath', () => {
  it.each([
    '/',
    '/pesquisa',
    '/en/search',
    '/zap-satelite/pacotes-de-canais',
    '/promoções',
    '/promo%C3%A7%C3%B5es',
    '/a%20b',
    '/tv/novelas/12',
  ])('accepts %s', (path) => expect(isSitePath(path)).toBe(true))

  it.each([
    ['protocol-relative', '//evil.example/phish'],
    ['backslash after the slash', '/\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['one encoded slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['triple-encoded backslash', '/%25255Cevil.example'],
    ['an empty segment further on', '/a//evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['an encoded newline', '/a%0d%0aSet-Cookie:x=1'],
    ['an encoded NUL', '/a%00'],
    ['javascript:', 'javascript:alert(1)'],
    ['a scheme', 'https://evil.example'],
    ['no leading slash', 'pesquisa'],
    ['a leading space', ' /pesquisa'],
    ['a space', '/a b'],
    ['malformed percent-encoding', '/100%'],
    ['the empty string', ''],
  ])('refuses %s (%p)', (_why, path) => expect(isSitePath(path)).toBe(false))

  it('refuses targets encoded deeper than any real one', () => {
    let deep = '/a%2Fb'
    for (let i = 0; i < 6; i++) deep = deep.replace(/%/g, '%25')
    expect(isSitePath(deep)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isSitePath(undefined)).toBe(false)
    expect(isSitePath(null)).toBe(false)
    expect(isSitePath(['/a'])).toBe(false)
  })
})

describe('externalTarget', () => {
  it('keeps an https address with a host, normalised', () => {
    expect(externalTarget('https://www.zap.co.ao/empresas')).toBe('https://www.zap.co.ao/empresas')
    expect(externalTarget('HTTPS://Example.COM')).toBe('https://example.com/')
  })

  it.each([
    'http://example.com',
    'https:example.com',
    'https:/example.com',
    'https://',
    'https://zap.co.ao@evil.example/',
    'https://user:pass@example.com/',
    'https://exa mple.com',
    'https:\\\\evil.example',
    'https://evil.example\t/x',
    'javascript:alert(1)',
    '//evil.example',
    '/pesquisa',
  ])('refuses %p', (value) => expect(externalTarget(value)).toBeNull())
})

describe('redirectTarget', () => {
  it('sends site paths whether or not the redirect is external', () => {
    expect(redirectTarget('/pesquisa', false)).toBe('/pesquisa')
    expect(redirectTarget('/pesquisa', true)).toBe('/pesquisa')
    expect(redirectTarget('/pesquisa', undefined)).toBe('/pesquisa')
  })

  it('sends an https address only when the redirect is marked external', () => {
    expect(redirectTarget('https://www.zap.co.ao/', true)).toBe('https://www.zap.co.ao/')
    expect(redirectTarget('https://www.zap.co.ao/', false)).toBeNull()
    expect(redirectTarget('https://www.zap.co.ao/', null)).toBeNull()
  })

  it('never sends an off-site target that poses as a path, marked external or not', () => {
    for (const to of [
      '//evil.example/phish',
      '/\\evil.example',
      '/%2F%2Fevil',
      '/%5Cevil',
      'javascript:alert(1)',
      'http://evil.example',
    ]) {
      expect(redirectTarget(to, false)).toBeNull()
      expect(redirectTarget(to, true)).toBeNull()
    }
  })
})
