import { hreflangLinks, ogLocale } from './hreflang'

const urls = { ao: new URL('https://www.zap.co.ao'), mz: new URL('https://www.zap.co.mz') }

describe('hreflang links', () => {
  it('names every language in both countries, the bare languages and x-default', () => {
    const links = hreflangLinks({
      country: 'mz',
      paths: { mz: { pt: '/a-zap', en: '/the-zap' }, ao: { pt: '/a-zap', en: '/the-zap' } },
      urls,
      defaultCountry: 'ao',
    })
    expect(links).toEqual({
      'pt-AO': 'https://www.zap.co.ao/a-zap',
      'en-AO': 'https://www.zap.co.ao/en/the-zap',
      'pt-MZ': 'https://www.zap.co.mz/a-zap',
      'en-MZ': 'https://www.zap.co.mz/en/the-zap',
      // The same versions from either country's page, so the cluster agrees.
      pt: 'https://www.zap.co.ao/a-zap',
      en: 'https://www.zap.co.ao/en/the-zap',
      'x-default': 'https://www.zap.co.ao/a-zap',
    })
  })

  it('leaves out a country that does not have the page, and defaults to the one that does', () => {
    const links = hreflangLinks({
      country: 'mz',
      paths: { mz: { pt: '/so-mz', en: '/only-mz' }, ao: {} },
      urls,
      defaultCountry: 'ao',
    })
    expect(Object.keys(links).sort()).toEqual(['en', 'en-MZ', 'pt', 'pt-MZ', 'x-default'])
    expect(links['x-default']).toBe('https://www.zap.co.mz/so-mz')
  })

  it('never points to a section Mozambique does not offer, even if a page exists there', () => {
    const links = hreflangLinks({
      country: 'ao',
      paths: { ao: { pt: '/zap-fibra', en: '/zap-fibra' }, mz: { pt: '/zap-fibra', en: '/zap-fibra' } },
      urls,
      defaultCountry: 'ao',
    })
    expect(Object.keys(links).filter((k) => k.endsWith('-MZ'))).toEqual([])
    expect(Object.values(links).join(' ')).not.toContain('zap.co.mz')
    expect(links['pt-AO']).toBe('https://www.zap.co.ao/zap-fibra')
  })

  it('writes the home page with a trailing slash in Portuguese and /en in English', () => {
    const links = hreflangLinks({ country: 'ao', paths: { ao: { pt: '/', en: '/' } }, urls, defaultCountry: 'ao' })
    expect(links['pt-AO']).toBe('https://www.zap.co.ao/')
    expect(links['en-AO']).toBe('https://www.zap.co.ao/en')
  })

  it('defaults to English when the page has no Portuguese address', () => {
    const links = hreflangLinks({ country: 'ao', paths: { ao: { en: '/english-only' } }, urls, defaultCountry: 'ao' })
    expect(links['x-default']).toBe('https://www.zap.co.ao/en/english-only')
    expect(links.pt).toBeUndefined()
  })
})

it('writes Open Graph locales with an underscore and the country in capitals', () => {
  expect(ogLocale('pt', 'ao')).toBe('pt_AO')
  expect(ogLocale('en', 'mz')).toBe('en_MZ')
})
