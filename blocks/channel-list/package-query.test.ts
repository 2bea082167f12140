import { describe, expect, it } from '@jest/globals'
import { channelListAddress, packageChannelsHref, packageFromQuery, queryWithPackage } from './package-query'

describe('the channel listing filtered to a package', () => {
  it('finds the listing among the country’s published pages, in the page’s language', () => {
    const pages = [
      { id: 1, pt: '/adesao', en: '/adesao', takesId: true },
      { id: 2, pt: '/tv/listagem-de-canais', en: '/tv/channel-listing' },
    ]
    expect(channelListAddress(pages, 'pt')).toBe('/tv/listagem-de-canais')
    expect(channelListAddress(pages, 'en')).toBe('/en/tv/channel-listing')
    // Not translated yet: the Portuguese page, not an English address that responds 404.
    expect(channelListAddress([{ id: 2, pt: '/tv/listagem-de-canais', en: null }], 'en')).toBe('/tv/listagem-de-canais')
    // Not published in the country: no link at all.
    expect(channelListAddress([pages[0]!], 'pt')).toBeNull()
    expect(packageChannelsHref('/en/tv/channel-listing', 12)).toBe('/en/tv/channel-listing?pacote=12')
  })

  it('reads the package from the address, and writes it keeping the other parameters', () => {
    expect(packageFromQuery('?pacote=3')).toBe(3)
    expect(packageFromQuery('?utm_source=x&pacote=%2012%20')).toBe(12)
    expect(packageFromQuery('?pacote=3abc')).toBeNull()
    expect(packageFromQuery('?pacote=')).toBeNull()
    expect(packageFromQuery('')).toBeNull()
    expect(queryWithPackage('?utm_source=x', '2')).toBe('?utm_source=x&pacote=2')
    expect(queryWithPackage('?pacote=2&utm_source=x', '')).toBe('?utm_source=x')
    expect(queryWithPackage('?pacote=2', '')).toBe('')
  })
})
