import { describe, expect, it } from '@jest/globals'
import { translatorFor } from '@/lib/i18n/translator'
import { countryLinks } from './chrome-data'

const urls = { ao: new URL('https://www.zap.co.ao'), mz: new URL('https://www.zap.co.mz') }

describe('country links of the selector and the country popup', () => {
  it('name the countries in the page’s language', () => {
    expect(countryLinks('mz', urls, () => '/en/the-zap', translatorFor('en')).map((c) => c.name)).toEqual([
      'Angola',
      'Mozambique',
    ])
    expect(countryLinks('ao', urls, () => '/a-zap', translatorFor('pt')).map((c) => c.name)).toEqual([
      'Angola',
      'Moçambique',
    ])
  })

  it('point at each country’s address and mark the current one', () => {
    expect(countryLinks('ao', urls, (c) => (c === 'ao' ? '/en/the-zap' : '/en'), translatorFor('en'))).toEqual([
      { code: 'ao', name: 'Angola', href: 'https://www.zap.co.ao/en/the-zap', current: true },
      { code: 'mz', name: 'Mozambique', href: 'https://www.zap.co.mz/en', current: false },
    ])
  })
})
