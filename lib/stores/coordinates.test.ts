import { describe, expect, it } from '@jest/globals'
import { coordinateProblem, coordinatesOf, directionsHref } from './coordinates'

describe('coordinateProblem', () => {
  it('accepts both coordinates in range, the limits included, and neither', () => {
    expect(coordinateProblem('latitude', -8.84, 13.23)).toBeNull()
    expect(coordinateProblem('longitude', 13.23, -8.84)).toBeNull()
    expect(coordinateProblem('latitude', -90, 180)).toBeNull()
    expect(coordinateProblem('longitude', -180, 90)).toBeNull()
    expect(coordinateProblem('latitude', 0, 0)).toBeNull()
    expect(coordinateProblem('latitude', null, null)).toBeNull()
    expect(coordinateProblem('longitude', undefined, '')).toBeNull()
  })

  it('refuses a value out of its range', () => {
    expect(coordinateProblem('latitude', 90.0001, 13)).toBe('outOfRange')
    expect(coordinateProblem('latitude', -91, 13)).toBe('outOfRange')
    // A longitude that would be a fine latitude's range is checked against its own.
    expect(coordinateProblem('longitude', 180.5, -8)).toBe('outOfRange')
    expect(coordinateProblem('longitude', 95, -8)).toBeNull()
  })

  it('refuses one coordinate without the other, on either side', () => {
    expect(coordinateProblem('latitude', -8.84, null)).toBe('onlyOne')
    expect(coordinateProblem('longitude', null, -8.84)).toBe('onlyOne')
    expect(coordinateProblem('latitude', undefined, 13.23)).toBe('onlyOne')
  })

  it('refuses what is not a number', () => {
    expect(coordinateProblem('latitude', Number.NaN, 13)).toBe('notANumber')
    expect(coordinateProblem('latitude', '-8.84', 13)).toBe('notANumber')
    expect(coordinateProblem('longitude', Number.POSITIVE_INFINITY, -8)).toBe('notANumber')
  })
})

describe('coordinatesOf', () => {
  it('gives a store’s place only when it has both coordinates in range', () => {
    expect(coordinatesOf({ latitude: -25.96, longitude: 32.46 })).toEqual({ latitude: -25.96, longitude: 32.46 })
    expect(coordinatesOf({ latitude: -25.96 })).toBeNull()
    expect(coordinatesOf({})).toBeNull()
    expect(coordinatesOf({ latitude: -125.96, longitude: 32.46 })).toBeNull()
  })
})

describe('directionsHref', () => {
  it('is Google Maps’ directions address with the place as the destination', () => {
    const href = directionsHref({ latitude: -25.9622, longitude: 32.4589 })
    expect(href).toBe('https://www.google.com/maps/dir/?api=1&destination=-25.9622,32.4589')
    const url = new URL(href)
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('destination')).toBe('-25.9622,32.4589')
  })

  it('rounds to six decimals and keeps a zero as it is', () => {
    expect(directionsHref({ latitude: -8.123456789, longitude: 0 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-8.123457,0',
    )
  })
})
