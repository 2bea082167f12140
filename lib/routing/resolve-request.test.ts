import { readEnv } from '@/lib/config/env'
import { type RequestInput, resolveRequest } from './resolve-request'

const base: RequestInput = {
  host: 'localhost:3000',
  pathname: '/',
  search: '',
  localeCookie: undefined,
  acceptLanguage: null,
  env: readEnv({}),
}
const resolve = (overrides: Partial<RequestInput>) => resolveRequest({ ...base, ...overrides })

describe('resolveRequest: country and locale', () => {
  it('rewrites Portuguese paths without a prefix', () => {
    expect(resolve({ pathname: '/a-zap' })).toMatchObject({
      kind: 'rewrite',
      path: '/ao/pt/a-zap',
      country: 'ao',
      locale: 'pt',
    })
  })

  it('rewrites /en paths to English', () => {
    expect(resolve({ pathname: '/en/the-zap' })).toMatchObject({
      kind: 'rewrite',
      path: '/ao/en/the-zap',
      locale: 'en',
    })
    expect(resolve({ pathname: '/en' })).toMatchObject({ kind: 'rewrite', path: '/ao/en', locale: 'en' })
  })

  it('does not take /english or /en-gb for the English prefix', () => {
    expect(resolve({ pathname: '/english' })).toMatchObject({ path: '/ao/pt/english', locale: 'pt' })
  })

  it('chooses Mozambique from its host', () => {
    expect(resolve({ host: 'mz.localhost:3000', pathname: '/en' })).toMatchObject({ path: '/mz/en', country: 'mz' })
  })

  it('refuses a host no country has, files and robots.txt included, instead of guessing a country', () => {
    for (const host of ['evil.example', 'mz.localhost:', 'mz.localhost:abc', 'mz.localhost:3000:3000', null]) {
      for (const pathname of ['/', '/a-zap', '/robots.txt', '/logo.svg']) {
        expect([host, pathname, resolve({ host, pathname })]).toEqual([host, pathname, { kind: 'misdirected' }])
      }
    }
    expect(resolve({ host: 'MZ.LOCALHOST.:3000', pathname: '/a-zap' })).toMatchObject({ country: 'mz' })
  })

  it('leaves Payload, Next assets and files alone', () => {
    for (const pathname of [
      '/admin',
      '/admin/collections/pages',
      '/api/pages',
      '/api/graphql',
      '/_next/static/x.js',
      '/logo.svg',
      '/robots.txt',
    ]) {
      expect(resolve({ pathname })).toEqual({ kind: 'pass' })
    }
    expect(resolve({ pathname: '/administration' })).toMatchObject({ kind: 'rewrite' })
  })
})

describe('resolveRequest: language detection on / only', () => {
  it('sends an English browser without a cookie to /en and remembers it', () => {
    expect(resolve({ acceptLanguage: 'en-GB,en;q=0.9' })).toEqual({
      kind: 'redirect',
      location: '/en',
      status: 307,
      setLocaleCookie: 'en',
    })
  })

  it('keeps the query string on that redirect', () => {
    expect(resolve({ acceptLanguage: 'en', search: '?utm=x' })).toMatchObject({ location: '/en?utm=x' })
  })

  it('serves Portuguese to Portuguese and unknown browsers and remembers it', () => {
    expect(resolve({ acceptLanguage: 'pt-AO,pt;q=0.9,en;q=0.5' })).toEqual({
      kind: 'rewrite',
      path: '/ao/pt',
      country: 'ao',
      locale: 'pt',
    })
    expect(resolve({ acceptLanguage: 'fr-FR' })).toEqual({
      kind: 'rewrite',
      path: '/ao/pt',
      country: 'ao',
      locale: 'pt',
    })
    expect(resolve({ acceptLanguage: null })).toMatchObject({ kind: 'rewrite', locale: 'pt' })
  })

  it('lets the cookie win over the browser', () => {
    expect(resolve({ localeCookie: 'pt', acceptLanguage: 'en' })).toEqual({
      kind: 'rewrite',
      path: '/ao/pt',
      country: 'ao',
      locale: 'pt',
    })
    expect(resolve({ localeCookie: 'en', acceptLanguage: 'pt' })).toMatchObject({
      kind: 'redirect',
      location: '/en',
      setLocaleCookie: undefined,
    })
  })

  it('ignores a cookie with an unknown value', () => {
    expect(resolve({ localeCookie: 'fr', acceptLanguage: 'en' })).toMatchObject({ kind: 'redirect', location: '/en' })
  })

  it('never redirects deep links by language', () => {
    expect(resolve({ pathname: '/a-zap', acceptLanguage: 'en', localeCookie: 'en' })).toMatchObject({
      kind: 'rewrite',
      locale: 'pt',
    })
  })

  it('survives a hostile Accept-Language header', () => {
    expect(resolve({ acceptLanguage: ';;;q=abc,,' + 'x'.repeat(5000) })).toMatchObject({
      kind: 'rewrite',
      locale: 'pt',
    })
  })
})

describe('resolveRequest: Mozambique gates', () => {
  const mz = { host: 'mz.localhost:3000' }
  it('sends Mozambique visits to fibre, cinemas and the rest home, keeping the language', () => {
    expect(resolve({ ...mz, pathname: '/zap-fibra/pacotes-tv-net' })).toEqual({
      kind: 'redirect',
      location: '/',
      status: 307,
    })
    expect(resolve({ ...mz, pathname: '/en/zap-cinemas/imax', search: '?a=1' })).toEqual({
      kind: 'redirect',
      location: '/en?a=1',
      status: 307,
    })
  })
  it('leaves the same paths open in Angola', () => {
    expect(resolve({ pathname: '/zap-fibra/pacotes-tv-net' })).toMatchObject({
      kind: 'rewrite',
      path: '/ao/pt/zap-fibra/pacotes-tv-net',
    })
  })
})

describe('resolveRequest: bad input is a clean 404 or redirect', () => {
  const notFound = (locale = 'pt') => ({ kind: 'reject', locale })

  it('redirects repeated slashes to the clean path, keeping the query', () => {
    expect(resolve({ pathname: '//a-zap', search: '?q=1' })).toEqual({
      kind: 'redirect',
      location: '/a-zap?q=1',
      status: 308,
    })
    expect(resolve({ pathname: '/en//the-zap' })).toMatchObject({ location: '/en/the-zap', status: 308 })
  })

  it('gives 404 for malformed percent-encoding', () => {
    expect(resolve({ pathname: '/%E0%A4%A' })).toMatchObject(notFound())
    expect(resolve({ pathname: '/en/%' })).toMatchObject(notFound('en'))
  })

  it('gives 404 for dot segments, encoded or not, and control characters', () => {
    expect(resolve({ pathname: '/a/../b' })).toMatchObject(notFound())
    expect(resolve({ pathname: '/%2e%2e/etc/passwd' })).toMatchObject(notFound())
    expect(resolve({ pathname: '/a%00b' })).toMatchObject(notFound())
    expect(resolve({ pathname: '/a%5Cb' })).toMatchObject(notFound())
  })

  it('gives 404 for a path of thousands of characters without decoding it', () => {
    expect(resolve({ pathname: '/' + 'a'.repeat(5000) })).toMatchObject(notFound())
  })

  it('passes other unknown paths and prefixes on, for the page lookup to 404', () => {
    expect(resolve({ pathname: '/fr/x' })).toMatchObject({ kind: 'rewrite', path: '/ao/pt/fr/x' })
  })
})

describe('resolveRequest: pages the app renders itself', () => {
  it('rewrites the newsletter’s unsubscribe pages, in each language, to their internal route', () => {
    expect(resolve({ pathname: '/newsletter/cancelar' })).toEqual({
      kind: 'rewrite',
      path: '/ao/pt/_newsletter/confirm',
      country: 'ao',
      locale: 'pt',
      appPage: true,
    })
    expect(resolve({ host: 'mz.localhost:3000', pathname: '/en/newsletter/unsubscribed' })).toMatchObject({
      path: '/mz/en/_newsletter/done',
      appPage: true,
    })
    expect(resolve({ pathname: '/newsletter/ligacao-invalida' })).toMatchObject({ path: '/ao/pt/_newsletter/invalid' })
  })

  it('leaves a page of the other language, or a longer path, to the CMS pages', () => {
    expect(resolve({ pathname: '/en/newsletter/cancelar' })).toEqual({
      kind: 'rewrite',
      path: '/ao/en/newsletter/cancelar',
      country: 'ao',
      locale: 'en',
    })
    expect(resolve({ pathname: '/newsletter/cancelar/x' })).not.toHaveProperty('appPage')
    // The internal route itself is no public address: the proxy's 404 check sees it as any page path.
    expect(resolve({ pathname: '/_newsletter/confirm' })).not.toHaveProperty('appPage')
  })
})
