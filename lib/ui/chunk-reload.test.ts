import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  isFailedChunkScript,
  readLastReload,
  rememberReload,
  shouldReload,
} from './chunk-reload'

/** sessionStorage stand-in: a Map behind the Storage interface. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

describe('shouldReload (at most once per minute)', () => {
  const now = 1_800_000_000_000

  it('reloads when no reload happened yet in this tab', () => {
    expect(shouldReload(now, null)).toBe(true)
  })

  it('refuses within 60 s of the last reload, allows it from 60 s on', () => {
    expect(shouldReload(now, now)).toBe(false)
    expect(shouldReload(now, now - 59_999)).toBe(false)
    expect(shouldReload(now, now - 60_000)).toBe(true)
    expect(shouldReload(now, now - 3_600_000)).toBe(true)
  })

  it('ignores a stored time that is unreadable or in the future (the clock was changed)', () => {
    expect(shouldReload(now, Number.NaN)).toBe(true)
    expect(shouldReload(now, now + 10_000)).toBe(true)
  })
})

describe('isChunkLoadError', () => {
  it("recognises webpack's ChunkLoadError by name", () => {
    expect(isChunkLoadError(Object.assign(new Error('whatever'), { name: 'ChunkLoadError' }))).toBe(true)
  })

  it.each([
    'Loading chunk 4087 failed. (error: https://www.zap.co.ao/_next/static/chunks/4087.js)',
    'Failed to fetch dynamically imported module: https://www.zap.co.ao/_next/static/chunks/app.js',
    'Importing a module script failed.',
  ])('recognises the browser message %p', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('leaves every other failure alone', () => {
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe('isFailedChunkScript', () => {
  it('is false where there is no DOM (server, node)', () => {
    expect(isFailedChunkScript(null)).toBe(false)
  })
})

describe('reload bookkeeping in sessionStorage', () => {
  it('reads back the time it remembered, under the documented key', () => {
    const storage = memoryStorage()
    expect(readLastReload(() => storage)).toBeNull()
    expect(rememberReload(() => storage, 1234)).toBe(true)
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1234')
    expect(readLastReload(() => storage)).toBe(1234)
  })

  it('reports a blocked storage instead of throwing, so the caller can refuse to reload', () => {
    expect(readLastReload(blocked)).toBeNull()
    expect(rememberReload(blocked, 1234)).toBe(false)
  })
})
