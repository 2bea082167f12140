import { PROVINCES } from '@/lib/forms/provinces'
import {
  citiesOf,
  coherentFilters,
  filtersFromQuery,
  filterStores,
  hasFilters,
  normalize,
  provincesWithStores,
  queryWithFilters,
  telHref,
} from './filter-stores'
import { NO_FILTERS, type StoreEntry } from './types'

const store = (
  id: string,
  name: string,
  province: StoreEntry['province'],
  city: string,
  address: string,
): StoreEntry => ({ id, name, kind: 'loja', province, city, address })

const stores = [
  store('1', 'Loja ZAP Talatona', 'Luanda', 'Luanda', 'Via S8, Talatona Shopping'),
  store('2', 'Loja ZAP Kinaxixi', 'Luanda', 'Luanda', 'Largo do Kinaxixi'),
  store('3', 'Agente Viana Comércio', 'Luanda', 'Viana', 'Estrada de Catete, km 12'),
  store('4', 'Loja ZAP Lubango', 'Huíla', 'Lubango', 'Avenida Hoji-ya-Henda'),
  store('5', 'Loja ZAP Benguela', 'Benguela', 'Benguela', 'Rua Sacadura Cabral'),
  store('6', 'Loja ZAP Lobito', 'Benguela', 'Lobito', 'Avenida da Independência, Restinga'),
]
const names = (list: StoreEntry[]) => list.map((s) => s.name)

describe('filterStores', () => {
  it('keeps everything without filters', () => {
    expect(filterStores(stores, NO_FILTERS)).toHaveLength(6)
  })

  it('filters by province, then by city', () => {
    expect(names(filterStores(stores, { ...NO_FILTERS, province: 'Benguela' }))).toEqual([
      'Loja ZAP Benguela',
      'Loja ZAP Lobito',
    ])
    expect(names(filterStores(stores, { ...NO_FILTERS, province: 'Luanda', city: 'viana' }))).toEqual([
      'Agente Viana Comércio',
    ])
  })

  it('matches free text in name, address or city, ignoring accents, case and word order', () => {
    expect(names(filterStores(stores, { ...NO_FILTERS, q: 'INDEPENDENCIA' }))).toEqual(['Loja ZAP Lobito'])
    expect(names(filterStores(stores, { ...NO_FILTERS, q: 'comercio' }))).toEqual(['Agente Viana Comércio'])
    expect(names(filterStores(stores, { ...NO_FILTERS, q: 'lubango' }))).toEqual(['Loja ZAP Lubango'])
    expect(names(filterStores(stores, { ...NO_FILTERS, q: '  shopping   talatona ' }))).toEqual(['Loja ZAP Talatona'])
  })

  it('does not search the province name with the free text', () => {
    expect(filterStores(stores, { ...NO_FILTERS, q: 'huíla' })).toEqual([])
  })

  it('combines all filters, and finds nothing when they disagree', () => {
    expect(names(filterStores(stores, { province: 'Luanda', city: 'Luanda', q: 'kinaxixi' }))).toEqual([
      'Loja ZAP Kinaxixi',
    ])
    expect(filterStores(stores, { province: 'Benguela', city: '', q: 'talatona' })).toEqual([])
  })
})

describe('lists for the selects', () => {
  it('offers only provinces with stores, in the country order', () => {
    expect(provincesWithStores(stores, PROVINCES.ao)).toEqual(['Benguela', 'Huíla', 'Luanda'])
  })

  it('narrows cities by province, sorted, without duplicates', () => {
    expect(citiesOf(stores, '')).toEqual(['Benguela', 'Lobito', 'Luanda', 'Lubango', 'Viana'])
    expect(citiesOf(stores, 'Luanda')).toEqual(['Luanda', 'Viana'])
  })

  it('drops a city or province a shared link names but the lists do not have', () => {
    const provinces = provincesWithStores(stores, PROVINCES.ao)
    expect(coherentFilters(stores, { province: 'Benguela', city: 'Viana', q: 'x' }, provinces)).toEqual({
      province: 'Benguela',
      city: '',
      q: 'x',
    })
    expect(coherentFilters(stores, { province: 'Marte', city: 'viana', q: '' }, provinces)).toEqual({
      province: '',
      city: 'Viana',
      q: '',
    })
  })
})

describe('filters in the address', () => {
  it('reads provincia, cidade and q', () => {
    expect(filtersFromQuery('?provincia=Hu%C3%ADla&cidade=Lubango&q=hoji')).toEqual({
      province: 'Huíla',
      city: 'Lubango',
      q: 'hoji',
    })
    expect(filtersFromQuery('')).toEqual(NO_FILTERS)
  })

  it('writes only the filters set and keeps other parameters', () => {
    expect(queryWithFilters('?utm_source=x&q=old', { province: 'Huíla', city: '', q: ' loja ' })).toBe(
      '?utm_source=x&q=loja&provincia=Hu%C3%ADla',
    )
    expect(queryWithFilters('?provincia=Luanda', NO_FILTERS)).toBe('')
  })

  it('round-trips', () => {
    const filters = { province: 'Maputo Cidade', city: 'Maputo', q: 'Julius Nyerere' }
    expect(filtersFromQuery(queryWithFilters('', filters))).toEqual(filters)
  })
})

describe('helpers', () => {
  it('normalizes accents, case and spaces', () => {
    expect(normalize('  Uíge   Cidade ')).toBe('uige cidade')
  })

  it('knows when a filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false)
    expect(hasFilters({ ...NO_FILTERS, q: '   ' })).toBe(false)
    expect(hasFilters({ ...NO_FILTERS, city: 'Beira' })).toBe(true)
  })

  it('turns phone numbers into tel: links', () => {
    expect(telHref('+244 900 000 001')).toBe('tel:+244900000001')
    expect(telHref('(+258) 84-000-0001')).toBe('tel:+258840000001')
    expect(telHref('sem telefone')).toBeNull()
    expect(telHref(undefined)).toBeNull()
  })
})
