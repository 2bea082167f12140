import type { Coordinates, StoreEntry } from './types'

/** The range of each coordinate in decimal degrees. */
export const COORDINATE_RANGE = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const

export type CoordinateName = keyof typeof COORDINATE_RANGE

/** Why a store's coordinate cannot be saved, as a code the CMS words in the admin's language. */
export type CoordinateProblem = 'notANumber' | 'outOfRange' | 'onlyOne'

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/**
 * Checks one coordinate of a store against its range and against the other one: a store has both
 * (a place on the map) or neither (not placed yet), since a latitude alone places nothing and the
 * store would silently drop out of "near me". Null when the value is fine.
 */
export function coordinateProblem(name: CoordinateName, value: unknown, other: unknown): CoordinateProblem | null {
  if (isEmpty(value)) return isEmpty(other) ? null : 'onlyOne'
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notANumber'
  const { min, max } = COORDINATE_RANGE[name]
  if (value < min || value > max) return 'outOfRange'
  return isEmpty(other) ? 'onlyOne' : null
}

/** A store's place when it has one (both coordinates, each in range), else null. */
export function coordinatesOf(store: Pick<StoreEntry, 'latitude' | 'longitude'>): Coordinates | null {
  const { latitude, longitude } = store
  if (latitude === undefined || longitude === undefined) return null
  if (coordinateProblem('latitude', latitude, longitude) || coordinateProblem('longitude', longitude, latitude))
    return null
  return { latitude, longitude }
}

/**
 * Directions to a place in the visitor's own maps app. Google Maps' public "dir" address is a plain
 * link that needs no key and loads nothing into our page: a phone with Google Maps (any Android, and
 * iPhones that have it) opens the app with the route from where the visitor is; any other device
 * opens the route in the browser. A `geo:` link was the alternative, but desktop browsers and iOS
 * Safari do nothing with it, so a visitor there would tap a dead link.
 */
export function directionsHref({ latitude, longitude }: Coordinates): string {
  // Digits, a sign, a point and a comma need no escaping in a query.
  return `https://www.google.com/maps/dir/?api=1&destination=${roundCoordinate(latitude)},${roundCoordinate(longitude)}`
}

/** Six decimals (about 10 cm) is more than a shop's door needs, and keeps the link short. */
const roundCoordinate = (value: number) => String(Math.round(value * 1e6) / 1e6)
