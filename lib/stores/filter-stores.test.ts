import { describe, expect, it } from '@jest/globals'
import { seedStoreData } from '@/cms/seed/data/stores'
import { addressWithQuery, filterStores, queryFromAddress, searchable, telHref } from './filter-stores'
import type { StoreEntry } from './types'

/** The seeded stores of a country, as the block gets them. */
const seeded = (country: 'ao' | 'mz'): StoreEntry[] =>
  seedStoreData[country].map(({ hours, phone, neighbourhood, ...store }, at) => ({
    ...store,
    id: String(at),
    hours: hours[0],
    ...(phone ? { phone } : {}),
    ...(neighbourhood ? { neighbourhood } : {}),
  }))

const search = (stores: StoreEntry[], query: string) => filterStores(searchable(stores), query).map((s) => s.name)

describe('store search over the seeded stores', () => {
  const mz = seeded('mz')
  const ao = seeded('ao')

  it('"Maputo" finds the stores of Maputo city and of Maputo province (Matola, Boane), nothing else', () => {
    expect(search(mz, 'Maputo').sort()).toEqual(
      ['Agente Boane Electrónica', 'Loja ZAP Baixa', 'Loja ZAP Julius Nyerere', 'Loja ZAP Matola'].sort(),
    )
    // Every one of them is in Maputo city or Maputo province, and every store of both is found.
    const ofMaputo = mz.filter((s) => s.province.startsWith('Maputo')).map((s) => s.name)
    expect(search(mz, 'maputo').sort()).toEqual(ofMaputo.sort())
  })

  it('finds a city, a province or a neighbourhood, ignoring case and accents', () => {
    expect(search(mz, 'matola')).toEqual(['Loja ZAP Matola'])
    expect(search(mz, 'MATOLA')).toEqual(['Loja ZAP Matola'])
    expect(search(mz, 'maputo provincia')).toEqual(['Loja ZAP Matola', 'Agente Boane Electrónica'])
    expect(search(mz, 'ponta gea')).toEqual(['Loja ZAP Beira'])
    expect(search(mz, 'Sofala')).toEqual(['Loja ZAP Beira'])
    expect(search(ao, 'huila')).toEqual(['Loja ZAP Lubango', 'Agente Matala Eletrónica'])
    expect(search(ao, 'Moçâmedes')).toEqual(['Agente Moçâmedes Digital'])
    expect(search(ao, 'mocamedes')).toEqual(['Agente Moçâmedes Digital'])
    expect(search(ao, 'maianga')).toEqual(['Loja ZAP Maianga'])
  })

  it('"Luanda" finds the stores of Luanda province around the city too (Talatona, Viana)', () => {
    expect(search(ao, 'luanda')).toEqual([
      'Loja ZAP Kinaxixi',
      'Loja ZAP Maianga',
      'Loja ZAP Talatona Shopping',
      'Agente Viana Comércio',
    ])
  })

  it('still finds by name and address, with the words in any order', () => {
    expect(search(ao, 'comercio')).toEqual(['Agente Viana Comércio'])
    expect(search(ao, '  shopping   talatona ')).toEqual(['Loja ZAP Talatona Shopping'])
    expect(search(mz, 'eduardo mondlane')).toEqual(['Loja ZAP Beira'])
  })

  it('needs every word, each within one of the store’s texts', () => {
    expect(search(mz, 'matola beira')).toEqual([])
    expect(search(mz, 'zzzz')).toEqual([])
    // Kinaxixi's city and province are both "Luanda": a word is never read across the seam of the two.
    expect(search(ao, 'luandaluanda')).toEqual([])
  })

  it('keeps every store, in the order given, for a query without words', () => {
    expect(search(ao, '')).toEqual(ao.map((s) => s.name))
    expect(search(ao, '  - ')).toEqual(ao.map((s) => s.name))
  })
})

describe('the search in the address', () => {
  it('reads ?q=, and the words of an older ?provincia=&cidade= link', () => {
    expect(queryFromAddress('?q=matola')).toBe('matola')
    expect(queryFromAddress('?provincia=Maputo+Prov%C3%ADncia&cidade=Boane')).toBe('Boane Maputo Província')
    expect(queryFromAddress('?q=beira&provincia=Sofala')).toBe('beira')
    expect(queryFromAddress('')).toBe('')
    expect(queryFromAddress(`?q=${'a'.repeat(150)}`)).toHaveLength(100)
  })

  it('writes ?q= only when there is a search, keeping other parameters and dropping the old ones', () => {
    expect(addressWithQuery('?utm_source=x&provincia=Luanda', ' matola ')).toBe('?utm_source=x&q=matola')
    expect(addressWithQuery('?q=old', '   ')).toBe('')
    expect(queryFromAddress(addressWithQuery('', 'Polana Cimento'))).toBe('Polana Cimento')
  })
})

describe('telHref', () => {
  it('turns phone numbers into tel: links', () => {
    expect(telHref('+244 900 000 001')).toBe('tel:+244900000001')
    expect(telHref('(+258) 84-000-0001')).toBe('tel:+258840000001')
    expect(telHref('sem telefone')).toBeNull()
    expect(telHref(undefined)).toBeNull()
  })
})
