import { isValidPagePath, MAX_PATH_LENGTH, pathFromSegments } from './paths'

describe('page paths', () => {
  it.each(['/', '/a-zap', '/zap-satelite/pacotes-de-canais', '/tv/zap-channels/novelas', '/a1/b2'])(
    'accepts %s',
    (path) => expect(isValidPagePath(path)).toBe(true),
  )

  it.each([
    '',
    'a-zap',
    '/a-zap/',
    '/A-Zap',
    '/a zap',
    '/a--zap',
    '/-a',
    '/a-',
    '//a',
    '/a/../b',
    '/_not-found',
    '/é',
    '/a%20b',
  ])('refuses %p', (path) => expect(isValidPagePath(path)).toBe(false))

  it('refuses paths longer than the limit', () => {
    expect(isValidPagePath('/' + 'a'.repeat(MAX_PATH_LENGTH))).toBe(false)
    expect(isValidPagePath('/' + 'a'.repeat(MAX_PATH_LENGTH - 1))).toBe(true)
  })

  it('turns route segments into a page path', () => {
    expect(pathFromSegments(undefined)).toBe('/')
    expect(pathFromSegments([])).toBe('/')
    expect(pathFromSegments(['a-zap', 'noticias'])).toBe('/a-zap/noticias')
    expect(pathFromSegments(['_not-found'])).toBeNull()
    expect(pathFromSegments(['..', 'etc'])).toBeNull()
  })
})
