import { describe, expect, it } from '@jest/globals'
import { compareProvinces, groupByProvince, inListingOrder } from './group-stores'
import type { StoreEntry } from './types'

const store = (name: string, province: StoreEntry['province'], city: string): StoreEntry => ({
  id: name,
  name,
  kind: 'loja',
  province,
  city,
  address: 'Rua 00',
})

describe('province order: the capital’s first, then alphabetical', () => {
  it('puts Luanda first in Angola, the rest in Portuguese alphabetical order (accents ignored)', () => {
    const provinces = ['Namibe', 'Huíla', 'Luanda', 'Benguela', 'Uíge', 'Huambo', 'Cabinda']
    expect([...provinces].sort((a, b) => compareProvinces('ao', a, b))).toEqual([
      'Luanda',
      'Benguela',
      'Cabinda',
      'Huambo',
      'Huíla',
      'Namibe',
      'Uíge',
    ])
  })

  it('puts Maputo city first in Mozambique', () => {
    const provinces = ['Sofala', 'Nampula', 'Maputo Província', 'Gaza', 'Maputo Cidade']
    expect([...provinces].sort((a, b) => compareProvinces('mz', a, b))).toEqual([
      'Maputo Cidade',
      'Gaza',
      'Maputo Província',
      'Nampula',
      'Sofala',
    ])
  })

  it('has no capital of the other country: Luanda is just alphabetical in Mozambique’s order', () => {
    expect(compareProvinces('mz', 'Luanda', 'Benguela')).toBeGreaterThan(0)
    expect(compareProvinces('ao', 'Luanda', 'Benguela')).toBeLessThan(0)
  })
})

describe('groupByProvince', () => {
  const stores = [
    store('Loja ZAP Lobito', 'Benguela', 'Lobito'),
    store('Agente Viana Comércio', 'Luanda', 'Viana'),
    store('Loja ZAP Maianga', 'Luanda', 'Luanda'),
    store('Loja ZAP Benguela', 'Benguela', 'Benguela'),
    store('Loja ZAP Kinaxixi', 'Luanda', 'Luanda'),
    store('Loja ZAP Lubango', 'Huíla', 'Lubango'),
  ]

  it('groups under each province with stores, capital first, each group by city then name', () => {
    const groups = groupByProvince(stores, 'ao')
    expect(groups.map((g) => [g.province, g.stores.map((s) => s.name)])).toEqual([
      ['Luanda', ['Loja ZAP Kinaxixi', 'Loja ZAP Maianga', 'Agente Viana Comércio']],
      ['Benguela', ['Loja ZAP Benguela', 'Loja ZAP Lobito']],
      ['Huíla', ['Loja ZAP Lubango']],
    ])
  })

  it('keeps every store once, and none when there are none', () => {
    expect(
      groupByProvince(stores, 'ao')
        .flatMap((g) => g.stores)
        .map((s) => s.name)
        .sort(),
    ).toEqual(stores.map((s) => s.name).sort())
    expect(groupByProvince([], 'mz')).toEqual([])
  })

  it('orders without changing the list given', () => {
    const before = stores.map((s) => s.name)
    expect(inListingOrder(stores, 'ao')[0]?.name).toBe('Loja ZAP Kinaxixi')
    expect(stores.map((s) => s.name)).toEqual(before)
  })
})
