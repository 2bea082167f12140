import type { Coordinates } from './types'

/** Why the visitor's place could not be had, each worded for them (stores.denied, …). */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported'

/**
 * How the browser is asked: a network fix is close enough to choose between shops kilometres apart
 * and comes fast without waking the GPS; a fix up to five minutes old is as good; ten seconds after
 * the visitor allows it, a phone that cannot find itself is told so instead of waiting forever.
 */
export const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 10_000 }

/** The failure for a GeolocationPositionError's code (1 denied, 2 unavailable, 3 timeout). */
export function failureOf(error: Pick<GeolocationPositionError, 'code'>): LocateFailure {
  switch (error.code) {
    case 1:
      return 'denied'
    case 3:
      return 'timeout'
    default:
      return 'unavailable'
  }
}

/**
 * The visitor's place, asked once of the browser (which asks the visitor). It stays in the page: the
 * caller only measures distances with it. A browser without geolocation fails with 'unsupported'; a
 * page whose Permissions-Policy forbids it, or a visitor who says no, with 'denied'.
 */
export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> {
  return new Promise((resolve, reject: (reason: LocateFailure) => void) => {
    if (!geolocation) {
      reject('unsupported')
      return
    }
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => reject(failureOf(error)),
        LOCATE_OPTIONS,
      )
    } catch {
      // Some embedded browsers throw instead of calling back.
      reject('unavailable')
    }
  })
}
