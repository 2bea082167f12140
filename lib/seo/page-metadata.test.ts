import { pageMetadata, type PageSeoInput } from './page-metadata'

const urls = { ao: new URL('http://localhost:3100'), mz: new URL('http://mz.localhost:3100') }
const input = (over: Partial<PageSeoInput>): PageSeoInput => ({
  country: 'ao',
  locale: 'pt',
  path: '/a-zap',
  title: 'A ZAP',
  paths: { ao: { pt: '/a-zap', en: '/the-zap' } },
  image: null,
  urls,
  defaultCountry: 'ao',
  ...over,
})

describe('page metadata', () => {
  it('declares canonical, hreflang, Open Graph and Twitter for the address rendered', () => {
    const meta = pageMetadata(
      input({
        locale: 'en',
        path: '/the-zap',
        title: 'The ZAP',
        description: 'About us',
        paths: { ao: { pt: '/a-zap', en: '/the-zap' }, mz: { pt: '/a-zap' } },
      }),
    )
    expect(meta.title).toBe('The ZAP')
    expect(meta.description).toBe('About us')
    expect(meta.alternates?.canonical).toBe('http://localhost:3100/en/the-zap')
    expect(meta.alternates?.languages).toMatchObject({
      'pt-AO': 'http://localhost:3100/a-zap',
      'en-AO': 'http://localhost:3100/en/the-zap',
      'pt-MZ': 'http://mz.localhost:3100/a-zap',
      'x-default': 'http://localhost:3100/a-zap',
    })
    expect(meta.openGraph).toMatchObject({
      url: 'http://localhost:3100/en/the-zap',
      locale: 'en_AO',
      alternateLocale: ['pt_AO', 'pt_MZ'],
      title: 'The ZAP',
      description: 'About us',
    })
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({
        url: 'http://localhost:3100/images/og-default.png',
        width: 1200,
        height: 630,
        alt: 'ZAP logo',
      }),
    ])
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'The ZAP' })
  })

  it('falls back to the country’s description in the page’s language (no fibre in Mozambique)', () => {
    const mz = pageMetadata(input({ country: 'mz', description: '  ', paths: { mz: { pt: '/a-zap' } } }))
    expect(mz.description).toMatch(/^ZAP Moçambique/)
    expect(mz.description).not.toMatch(/fibra/i)
    expect(pageMetadata(input({ locale: 'en', path: '/the-zap' })).description).toMatch(/^ZAP Angola: satellite TV/)
  })

  it('keeps the id segment in the canonical address of a document page', () => {
    const meta = pageMetadata(
      input({
        path: '/a-zap/noticias/zap-15-anos',
        paths: { ao: { pt: '/a-zap/noticias/zap-15-anos', en: '/the-zap/news/zap-15-anos' } },
      }),
    )
    expect(meta.alternates?.canonical).toBe('http://localhost:3100/a-zap/noticias/zap-15-anos')
    expect(meta.alternates?.languages).toMatchObject({ 'en-AO': 'http://localhost:3100/en/the-zap/news/zap-15-anos' })
  })
})
