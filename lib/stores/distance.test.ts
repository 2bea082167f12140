import { describe, expect, it } from '@jest/globals'
import { byDistance, distanceKm, formatDistance } from './distance'
import type { StoreEntry } from './types'

const LUANDA = { latitude: -8.8383, longitude: 13.2344 }
const MAPUTO = { latitude: -25.9692, longitude: 32.5732 }

describe('distanceKm (haversine)', () => {
  it('measures a degree of the equator and of a meridian as 111.2 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 2)
    expect(distanceKm({ latitude: -10, longitude: 13 }, { latitude: -11, longitude: 13 })).toBeCloseTo(111.195, 2)
  })

  it('shrinks a degree of longitude towards the poles (by the cosine of the latitude)', () => {
    const at60 = distanceKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })
    expect(at60).toBeCloseTo(55.6, 0)
  })

  it('is zero from a place to itself, the same both ways, and half the Earth to the antipode', () => {
    expect(distanceKm(LUANDA, LUANDA)).toBe(0)
    expect(distanceKm(LUANDA, MAPUTO)).toBeCloseTo(distanceKm(MAPUTO, LUANDA), 9)
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      6,
    )
  })

  it('gives the known distances between the seeded cities', () => {
    // Luanda–Maputo is about 2,790 km as the crow flies; Maputo–Matola about 11 km.
    expect(distanceKm(LUANDA, MAPUTO)).toBeGreaterThan(2770)
    expect(distanceKm(LUANDA, MAPUTO)).toBeLessThan(2810)
    expect(distanceKm(MAPUTO, { latitude: -25.9622, longitude: 32.4589 })).toBeCloseTo(11.4, 0)
  })
})

const store = (id: string, latitude?: number, longitude?: number): StoreEntry => ({
  id,
  name: `Loja ${id}`,
  kind: 'loja',
  province: 'Maputo Cidade',
  city: 'Maputo',
  address: 'Av. 00',
  ...(latitude === undefined ? {} : { latitude, longitude }),
})

describe('byDistance', () => {
  const stores = [
    store('boane', -26.0439, 32.3269),
    store('sem-lugar'),
    store('baixa', -25.9712, 32.5725),
    store('matola', -25.9622, 32.4589),
    store('nampula', -15.1165, 39.2666),
  ]

  it('orders the stores nearest first, with each distance', () => {
    const ordered = byDistance(stores, { latitude: -25.965, longitude: 32.58 })
    expect(ordered.map(({ store }) => store.id)).toEqual(['baixa', 'matola', 'boane', 'nampula', 'sem-lugar'])
    const kms = ordered.map(({ km }) => km)
    expect(kms[0]).toBeLessThan(1.5)
    expect(kms.slice(0, 4)).toEqual([...kms.slice(0, 4)].sort((a, b) => (a ?? 0) - (b ?? 0)))
  })

  it('orders them the other way round from the other end of town', () => {
    const ordered = byDistance(stores, { latitude: -26.05, longitude: 32.3 })
    expect(ordered.map(({ store }) => store.id)).toEqual(['boane', 'matola', 'baixa', 'nampula', 'sem-lugar'])
  })

  it('lists a store without a place last, without distance, and leaves the list given alone', () => {
    const ordered = byDistance(stores, { latitude: -15, longitude: 39 })
    expect(ordered.at(-1)).toEqual({ store: stores[1], km: null })
    expect(stores.map((s) => s.id)).toEqual(['boane', 'sem-lugar', 'baixa', 'matola', 'nampula'])
  })

  it('ignores a store whose coordinates are out of range, as if it had none', () => {
    const ordered = byDistance([store('errada', 95, 32), store('certa', -25.97, 32.57)], MAPUTO)
    expect(ordered.map(({ store, km }) => [store.id, km === null])).toEqual([
      ['certa', false],
      ['errada', true],
    ])
  })
})

describe('formatDistance', () => {
  it('writes the page’s language: a decimal comma in Portuguese, a point in English', () => {
    expect(formatDistance(2.345, 'pt')).toBe('2,3 km')
    expect(formatDistance(2.345, 'en')).toBe('2.3 km')
    expect(formatDistance(0.42, 'pt')).toBe('0,4 km')
  })

  it('drops the decimal from 10 km on, rounding first', () => {
    expect(formatDistance(12.6, 'pt')).toBe('13 km')
    expect(formatDistance(9.97, 'en')).toBe('10 km')
    expect(formatDistance(9.94, 'en')).toBe('9.9 km')
    expect(formatDistance(1234.4, 'en')).toBe('1,234 km')
  })
})
