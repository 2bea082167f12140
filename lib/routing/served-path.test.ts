import { describe, expect, it } from '@jest/globals'
import { notFoundRoute } from './not-found-route'
import { indexPages, servedAs, servesPath } from './served-path'

const index = indexPages([
  { pt: '/', en: '/' },
  { pt: '/a-zap', en: '/the-zap' },
  { pt: '/a-zap/noticias', en: '/the-zap/news', takesId: true },
  { pt: '/apenas-portugues', en: null },
  { pt: '/noticias', takesId: true },
])

describe('servedAs: what the proxy still has to ask the page about', () => {
  it('tells a page, an id under a page that takes one, and a segment under any other page apart', () => {
    expect(servedAs(index, 'pt', '/a-zap')).toBe('page')
    expect(servedAs(index, 'pt', '/a-zap/noticias/um-artigo')).toBe('item')
    expect(servedAs(index, 'en', '/the-zap/2026-11-25')).toBe('view')
    expect(servedAs(index, 'pt', '/a-zap/noticias/um-artigo/mais')).toBeNull()
    expect(servedAs(index, 'pt', '/nao-existe/x')).toBeNull()
    expect(servedAs(index, 'pt', '/_404')).toBeNull()
  })
})

describe('servesPath: whether a published page serves an address, as the page route looks it up', () => {
  it('serves a page at its path in each of its languages, and only there', () => {
    expect(servesPath(index, 'pt', '/')).toBe(true)
    expect(servesPath(index, 'en', '/')).toBe(true)
    expect(servesPath(index, 'pt', '/a-zap')).toBe(true)
    expect(servesPath(index, 'en', '/the-zap')).toBe(true)
    expect(servesPath(index, 'en', '/a-zap')).toBe(false)
    expect(servesPath(index, 'pt', '/the-zap')).toBe(false)
    expect(servesPath(index, 'en', '/apenas-portugues')).toBe(false)
    expect(servesPath(index, 'pt', '/nao-existe')).toBe(false)
  })

  it('serves /path/{id} under a page that takes an id, one segment deep, in that language', () => {
    expect(servesPath(index, 'pt', '/a-zap/noticias/um-artigo')).toBe(true)
    expect(servesPath(index, 'en', '/the-zap/news/an-article')).toBe(true)
    expect(servesPath(index, 'pt', '/a-zap/noticias/um-artigo/mais')).toBe(false)
    expect(servesPath(index, 'en', '/a-zap/noticias/um-artigo')).toBe(false)
    // /{id} under a page that takes none.
    expect(servesPath(index, 'pt', '/a-zap/qualquer')).toBe(false)
    expect(servesPath(index, 'pt', '/noticias/x')).toBe(true)
  })

  it('serves no address that is not a valid page path', () => {
    expect(servesPath(index, 'pt', '/A-ZAP')).toBe(false)
    expect(servesPath(index, 'pt', '/a-zap/')).toBe(false)
    expect(servesPath(index, 'pt', '/a-zap/noticias/_x')).toBe(false)
    expect(servesPath(index, 'pt', '/_404')).toBe(false)
  })
})

describe('notFoundRoute: the internal 404 route of a rewritten request', () => {
  it('keeps country and language, and gives the page path percent-decoded', () => {
    expect(notFoundRoute({ path: '/mz/en/does-not-exist', country: 'mz', locale: 'en' })).toEqual({
      pagePath: '/does-not-exist',
      internal: '/mz/en/_404',
    })
    expect(notFoundRoute({ path: '/ao/pt', country: 'ao', locale: 'pt' })).toEqual({
      pagePath: '/',
      internal: '/ao/pt/_404',
    })
    expect(notFoundRoute({ path: '/ao/pt/a%2Dzap', country: 'ao', locale: 'pt' })?.pagePath).toBe('/a-zap')
  })

  it('gives up on a path it cannot read', () => {
    expect(notFoundRoute({ path: '/ao/pt/%E0%A4%A', country: 'ao', locale: 'pt' })).toBeNull()
    expect(notFoundRoute({ path: '/mz/pt/x', country: 'ao', locale: 'pt' })).toBeNull()
  })
})
