import { describe, expect, it } from '@jest/globals'
import { PROVINCES } from '@/lib/forms/provinces'
import { coordinatesOf } from '@/lib/stores/coordinates'
import { distanceKm } from '@/lib/stores/distance'
import { seedSellerData } from './sellers'
import { seedStoreData } from './stores'

/** Each country's extent, a little generous (Cabinda included for Angola). */
const EXTENT = {
  ao: { latitude: [-18.1, -4.3], longitude: [11.6, 24.1] },
  mz: { latitude: [-26.9, -10.4], longitude: [30.2, 40.9] },
} as const

/** The towns of the seed, where the brief placed them (a town's stores are within a few km of it). */
const TOWNS: Record<string, { latitude: number; longitude: number }> = {
  Luanda: { latitude: -8.84, longitude: 13.23 },
  Talatona: { latitude: -8.92, longitude: 13.18 },
  Benguela: { latitude: -12.58, longitude: 13.41 },
  Lubango: { latitude: -14.92, longitude: 13.49 },
  Huambo: { latitude: -12.78, longitude: 15.74 },
  Maputo: { latitude: -25.97, longitude: 32.57 },
  Matola: { latitude: -25.96, longitude: 32.46 },
  Boane: { latitude: -26.04, longitude: 32.33 },
  Beira: { latitude: -19.84, longitude: 34.84 },
  Nampula: { latitude: -15.12, longitude: 39.27 },
}

const seeded = [
  ...seedStoreData.ao.map((store) => ({ ...store, country: 'ao' as const })),
  ...seedStoreData.mz.map((store) => ({ ...store, country: 'mz' as const })),
  ...seedSellerData.map((store) => ({ ...store, country: 'ao' as const })),
]

describe('seeded stores carry a place and a neighbourhood', () => {
  it.each(seeded.map((store) => [store.name, store] as const))(
    '%s: inside its country, with a province of it and a neighbourhood',
    (_, store) => {
      const place = coordinatesOf({ latitude: store.latitude, longitude: store.longitude })
      expect(place).not.toBeNull()
      const { latitude, longitude } = EXTENT[store.country]
      expect(store.latitude).toBeGreaterThanOrEqual(latitude[0])
      expect(store.latitude).toBeLessThanOrEqual(latitude[1])
      expect(store.longitude).toBeGreaterThanOrEqual(longitude[0])
      expect(store.longitude).toBeLessThanOrEqual(longitude[1])
      expect((PROVINCES[store.country] as readonly string[]).includes(store.province)).toBe(true)
      expect(store.neighbourhood?.trim()).toBeTruthy()
    },
  )

  it('puts each store of a named town within 15 km of it', () => {
    const checked = seeded.filter((store) => TOWNS[store.city])
    expect(checked.length).toBeGreaterThan(15)
    for (const store of checked) {
      const km = distanceKm(TOWNS[store.city]!, { latitude: store.latitude, longitude: store.longitude })
      expect([store.name, km < 15]).toEqual([store.name, true])
    }
  })

  it('has stores in Maputo province (Matola, Boane) besides Maputo city', () => {
    const cities = seedStoreData.mz.filter((s) => s.province === 'Maputo Província').map((s) => s.city)
    expect(cities).toEqual(expect.arrayContaining(['Matola', 'Boane']))
  })

  it('gives no two stores the same place', () => {
    const places = seeded.map((s) => `${s.latitude},${s.longitude}`)
    expect(new Set(places).size).toBe(places.length)
  })
})
