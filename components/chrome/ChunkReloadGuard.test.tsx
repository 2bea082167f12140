import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render } from '@testing-library/react'
import { CHUNK_RELOAD_KEY } from '@/lib/ui/chunk-reload'
import { ChunkReloadGuard } from './ChunkReloadGuard'

const chunkError = () =>
  Object.assign(new Error('Loading chunk 4087 failed.\n(error: http://localhost/_next/static/chunks/4087.js)'), {
    name: 'ChunkLoadError',
  })

// jsdom has no PromiseRejectionEvent; an Event carrying `reason` is what the listener reads.
const reject = (reason: unknown) =>
  act(() => void window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason })))

function failScript(src: string) {
  const script = document.createElement('script')
  script.src = src
  document.body.append(script)
  act(() => void script.dispatchEvent(new Event('error')))
  script.remove()
}

const start = new Date('2026-11-21T10:00:00Z')

beforeEach(() => {
  jest.useFakeTimers({ now: start })
  window.sessionStorage.clear()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('chunk reload guard (reload after a chunk fails, at most once per minute)', () => {
  it('reloads once after a chunk fails to load, and not again within 60 s', () => {
    const reload = jest.fn()
    render(<ChunkReloadGuard reload={reload} />)
    reject(chunkError())
    expect(reload).toHaveBeenCalledTimes(1)
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(start.getTime()))

    jest.setSystemTime(start.getTime() + 59_000)
    reject(chunkError())
    expect(reload).toHaveBeenCalledTimes(1)

    jest.setSystemTime(start.getTime() + 60_000)
    reject(chunkError())
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('keeps the limit across the reload itself, through sessionStorage', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(start.getTime() - 10_000))
    const reload = jest.fn()
    render(<ChunkReloadGuard reload={reload} />)
    reject(chunkError())
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads when one of Next’s script chunks fails to load', () => {
    const reload = jest.fn()
    render(<ChunkReloadGuard reload={reload} />)
    failScript('/_next/static/chunks/app/page-3f2a.js')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('leaves other failures alone: an ordinary rejection, a third-party script', () => {
    const reload = jest.fn()
    render(<ChunkReloadGuard reload={reload} />)
    reject(new Error('Failed to fetch'))
    failScript('https://www.googletagmanager.com/gtm.js')
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload when it could not record the reload (storage blocked), to avoid a loop', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    const reload = jest.fn()
    render(<ChunkReloadGuard reload={reload} />)
    reject(chunkError())
    expect(reload).not.toHaveBeenCalled()
  })

  it('stops listening once unmounted', () => {
    const reload = jest.fn()
    render(<ChunkReloadGuard reload={reload} />).unmount()
    reject(chunkError())
    expect(reload).not.toHaveBeenCalled()
  })
})
