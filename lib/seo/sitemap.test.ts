import { sitemapEntries, type SitemapInput } from './sitemap'

const urls = { ao: new URL('http://localhost:3100'), mz: new URL('http://mz.localhost:3100') }
const input = (over: Partial<SitemapInput>): SitemapInput => ({
  country: 'ao',
  urls,
  defaultCountry: 'ao',
  items: [],
  elsewhere: {},
  ...over,
})

describe('sitemap entries', () => {
  it('lists each language of a page, absolute on this country’s address, with its last change', () => {
    const entries = sitemapEntries(
      input({
        items: [{ paths: { pt: '/a-zap', en: '/the-zap' }, updatedAt: '2026-02-03T04:05:06.000Z', countryWide: true }],
      }),
    )
    expect(entries.map((e) => e.url)).toEqual(['http://localhost:3100/a-zap', 'http://localhost:3100/en/the-zap'])
    expect(entries[0]!.lastModified).toBe('2026-02-03T04:05:06.000Z')
    expect(entries[0]!.alternates?.languages).toMatchObject({
      'pt-AO': 'http://localhost:3100/a-zap',
      'en-AO': 'http://localhost:3100/en/the-zap',
      'x-default': 'http://localhost:3100/a-zap',
    })
  })

  it('adds the other country’s copy as an alternate only where it publishes the same path in that language', () => {
    const entries = sitemapEntries(
      input({
        country: 'mz',
        items: [{ paths: { pt: '/a-zap', en: '/the-zap' }, countryWide: true }],
        elsewhere: { ao: { pt: new Set(['/a-zap']), en: new Set(['/something-else']) } },
      }),
    )
    expect(entries.map((e) => e.url)).toEqual(['http://mz.localhost:3100/a-zap', 'http://mz.localhost:3100/en/the-zap'])
    const languages = entries[0]!.alternates?.languages ?? {}
    expect(languages).toMatchObject({
      'pt-AO': 'http://localhost:3100/a-zap',
      'pt-MZ': 'http://mz.localhost:3100/a-zap',
      'en-MZ': 'http://mz.localhost:3100/en/the-zap',
    })
    expect(languages).not.toHaveProperty('en-AO')
  })

  it('gives a document shown by id no other-country alternate, even at a matching path', () => {
    const entries = sitemapEntries(
      input({
        country: 'mz',
        items: [{ paths: { pt: '/a-zap/noticias/abc', en: '/the-zap/news/abc' } }],
        elsewhere: { ao: { pt: new Set(['/a-zap/noticias/abc']) } },
      }),
    )
    expect(Object.keys(entries[0]!.alternates?.languages ?? {}).filter((k) => k.endsWith('-AO'))).toEqual([])
  })

  it('never lists in Mozambique a section it does not offer', () => {
    const entries = sitemapEntries(
      input({
        country: 'mz',
        items: [
          { paths: { pt: '/zap-fibra', en: '/zap-fibra' }, countryWide: true },
          { paths: { pt: '/zap-satelite/zap-facilita/x' } },
          { paths: { pt: '/zap-satelite' } },
        ],
      }),
    )
    expect(entries.map((e) => e.url)).toEqual(['http://mz.localhost:3100/zap-satelite'])
  })

  it('leaves out paths that are not plain slugs (Next writes <loc> unescaped) and repeated addresses', () => {
    const entries = sitemapEntries(
      input({
        items: [
          { paths: { pt: '/a&b' } },
          { paths: { pt: '/x<y>' } },
          { paths: { pt: '/ok' }, updatedAt: 'not a date' },
          { paths: { pt: '/ok' } },
        ],
      }),
    )
    expect(entries.map((e) => e.url)).toEqual(['http://localhost:3100/ok'])
    expect(entries[0]!).not.toHaveProperty('lastModified')
  })
})
