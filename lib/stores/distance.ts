import type { Locale } from '@/lib/locales'
import { coordinatesOf } from './coordinates'
import type { Coordinates, StoreEntry } from './types'

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The great-circle distance between two points, in kilometres (haversine). As the crow flies, not by
 * road: enough to tell which store is nearer, and computed in the browser, so the visitor's place is
 * never sent anywhere.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  // min: rounding can push h a hair above 1 for points on opposite sides of the Earth.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A store and how far it is from the visitor (null when the store has no place yet). */
export type StoreDistance = { store: StoreEntry; km: number | null }

/**
 * The stores nearest first. Stores without coordinates cannot be placed: they follow the others, in
 * the order given, so the list stays whole. Equal distances keep the order given (a stable sort).
 */
export function byDistance(stores: readonly StoreEntry[], from: Coordinates): StoreDistance[] {
  return stores
    .map((store) => {
      const place = coordinatesOf(store)
      return { store, km: place ? distanceKm(from, place) : null }
    })
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity))
}

const INTL_LOCALE: Record<Locale, string> = { pt: 'pt-PT', en: 'en-GB' }
const formats = new Map<string, Intl.NumberFormat>()

/**
 * A distance as the page's language writes it: "2,3 km" in Portuguese, "2.3 km" in English. One
 * decimal under 10 km, where it tells two nearby shops apart; whole kilometres beyond, where a
 * decimal is noise for a distance as the crow flies.
 */
export function formatDistance(km: number, locale: Locale): string {
  // Decided on the rounded value, so 9.97 km reads "10 km", not "10,0 km".
  const decimals = Math.round(km * 10) < 100 ? 1 : 0
  const key = `${locale}:${decimals}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formats.set(key, format)
  }
  return format.format(km)
}
