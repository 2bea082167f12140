import { describe, expect, it, jest } from '@jest/globals'
import { failureOf, locate, LOCATE_OPTIONS } from './locate'

type Success = PositionCallback
type Failure = PositionErrorCallback

/** A browser's geolocation that reports `outcome` (a place, or an error code). */
function geolocation(outcome: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = jest.fn<Geolocation['getCurrentPosition']>(
    (success: Success, failure?: Failure | null) => {
      if ('code' in outcome) failure?.({ code: outcome.code, message: '' } as GeolocationPositionError)
      else success({ coords: { ...outcome, accuracy: 50 }, timestamp: 0 } as GeolocationPosition)
    },
  )
  return { geo: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition }
}

describe('locate', () => {
  it('gives the browser’s place, asked once with a timeout', async () => {
    const { geo, getCurrentPosition } = geolocation({ latitude: -25.96, longitude: 32.58 })
    await expect(locate(geo)).resolves.toEqual({ latitude: -25.96, longitude: 32.58 })
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(LOCATE_OPTIONS)
    expect(LOCATE_OPTIONS.timeout).toBeGreaterThan(0)
  })

  it('names each failure: refused, unavailable, too slow, and no geolocation at all', async () => {
    await expect(locate(geolocation({ code: 1 }).geo)).rejects.toBe('denied')
    await expect(locate(geolocation({ code: 2 }).geo)).rejects.toBe('unavailable')
    await expect(locate(geolocation({ code: 3 }).geo)).rejects.toBe('timeout')
    await expect(locate(undefined)).rejects.toBe('unsupported')
  })

  it('treats a browser that throws as one that cannot tell', async () => {
    const geo = {
      getCurrentPosition: () => {
        throw new Error('blocked')
      },
    } as unknown as Geolocation
    await expect(locate(geo)).rejects.toBe('unavailable')
  })

  it('reads an unknown error code as unavailable', () => {
    expect(failureOf({ code: 7 })).toBe('unavailable')
  })
})
