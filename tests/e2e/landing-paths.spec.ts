import { seedRedirectData } from '@/cms/seed/data/redirects'
import { isGatedPath } from '@/lib/routing/country-gates'
import { adminHeaders, adminToken } from './support/admin'
import { rawGet } from './support/raw-http'
import { expect, HOST, test, type Country } from './support/fixtures'

/**
 * Addresses that have no page but an obvious one land on it with a permanent redirect, derived from
 * the pages' own paths in both languages: a Portuguese path under /en, an English path without /en,
 * and a section root that is only a prefix of pages. Unknown addresses stay 404.
 */
type ApiPage = { path?: { pt?: string | null; en?: string | null } | null; takesId?: boolean | null }

const pathOf = (location: string | undefined) => new URL(location ?? '', 'http://localhost:3100').pathname
const en = (path: string) => (path === '/' ? '/en' : `/en${path}`)
const parentOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0)) || '/'
const prefixesOf = (path: string) => {
  const parts = path.split('/').filter(Boolean)
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)
}

/** Every published page of a country, both languages, read as a visitor through the REST API. */
async function publishedPages(country: Country): Promise<ApiPage[]> {
  const docs: ApiPage[] = []
  // Anonymous REST returns at most 50 documents a page.
  for (let page = 1; page <= 20; page++) {
    const params = new URLSearchParams({
      'where[country.code][equals]': country,
      'where[_status][equals]': 'published',
      locale: 'all',
      depth: '0',
      limit: '50',
      page: String(page),
    })
    const response = await fetch(`http://127.0.0.1:3100/api/pages?${params}`, { headers: { host: HOST[country] } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: ApiPage[]; hasNextPage: boolean }
    docs.push(...body.docs)
    if (!body.hasNextPage) break
  }
  expect(docs.length).toBeGreaterThan(20)
  return docs
}

/** Follows redirects (at most three) and returns the last status and path. */
async function land(country: Country, from: string): Promise<{ first: number; status: number; path: string }> {
  let path = from
  let response = await rawGet(path, { host: HOST[country] })
  const first = response.status
  for (let hop = 0; hop < 3 && response.status >= 300 && response.status < 400; hop++) {
    path = pathOf(response.headers.location)
    response = await rawGet(path, { host: HOST[country] })
  }
  return { first, status: response.status, path }
}

test.describe.configure({ timeout: 240_000 })

test('the listed examples land on their English page with 308', async () => {
  const examples = [
    ['/en/a-zap/destaques', '/en/the-zap/highlights'],
    ['/en/a-zap', '/en/the-zap'],
    ['/help/pastimes', '/en/help/pastimes'],
    ['/help/advertise-on-zap', '/en/help/advertise-on-zap'],
    ['/the-zap/about-us/administration', '/en/the-zap/about-us/administration'],
    ['/the-zap/work-at-zap/submission', '/en/the-zap/work-at-zap/submission'],
  ] as const
  for (const country of ['ao', 'mz'] as const) {
    for (const [from, to] of examples) {
      const response = await rawGet(`${from}?utm=x`, { host: HOST[country] })
      expect(response.status, `${country} ${from}`).toBe(308)
      expect(response.headers.location, `${country} ${from}`).toMatch(new RegExp(`^(https?://[^/]+)?${to}\\?utm=x$`))
    }
    // /en/termos-e-condicoes and /en/pesquisa: the English address of the page, or of the Portuguese redirect's target.
    for (const from of ['/en/termos-e-condicoes', '/en/pesquisa']) {
      const landed = await land(country, from)
      expect(landed.first, `${country} ${from}`).toBe(308)
      expect(landed.status, `${country} ${from}`).toBe(200)
      expect(landed.path, `${country} ${from}`).toMatch(/^\/en(\/|$)/)
    }
  }
})

for (const country of ['ao', 'mz'] as const) {
  test(`${country}: /tv and /zap-cinemas land on a page, in both languages (Mozambique has no cinemas)`, async () => {
    for (const root of ['/tv', '/en/tv']) {
      const landed = await land(country, root)
      expect(landed.first, `${country} ${root}`).toBe(308)
      expect(landed.status, `${country} ${root}`).toBe(200)
      expect(landed.path.startsWith(`${root}/`), `${country} ${root} -> ${landed.path}`).toBe(true)
    }
    for (const root of ['/zap-cinemas', '/en/zap-cinemas']) {
      const landed = await land(country, root)
      expect(landed.status, `${country} ${root}`).toBe(200)
      if (country === 'ao')
        expect(landed.path.startsWith(`${root}/`), `${country} ${root} -> ${landed.path}`).toBe(true)
      else expect(['/', '/en'], `${country} ${root} -> ${landed.path}`).toContain(landed.path)
    }
  })

  test(`${country}: every published page is reached from its other-language address and its section roots`, async () => {
    const pages = await publishedPages(country)
    const legacy = new Set(seedRedirectData.filter((r) => !r.only || r.only === country).map((r) => r.from))
    const byPath = { pt: new Map<string, ApiPage>(), en: new Map<string, ApiPage>() }
    for (const page of pages) {
      if (page.path?.pt) byPath.pt.set(page.path.pt, page)
      if (page.path?.en) byPath.en.set(page.path.en, page)
    }
    const served = (locale: 'pt' | 'en', path: string) =>
      byPath[locale].has(path) || byPath[locale].get(parentOf(path))?.takesId === true
    const skip = (publicPath: string, bare: string) => legacy.has(publicPath) || isGatedPath(country, bare)

    // Section roots: prefixes of pages with no page of their own, per language.
    const roots = { pt: new Set<string>(), en: new Set<string>() }
    for (const locale of ['pt', 'en'] as const) {
      for (const path of byPath[locale].keys())
        for (const root of prefixesOf(path)) if (!served(locale, root)) roots[locale].add(root)
    }

    let checked = 0
    for (const page of pages) {
      const pt = page.path?.pt
      const english = page.path?.en
      if (!pt || !english || pt === english || pt === '/') continue
      // Its Portuguese path under /en: its English address.
      if (!served('en', pt) && !roots.en.has(pt) && !skip(en(pt), pt)) {
        const response = await rawGet(en(pt), { host: HOST[country] })
        expect(response.status, `${country} ${en(pt)}`).toBe(308)
        expect(pathOf(response.headers.location), `${country} ${en(pt)}`).toBe(en(english))
        checked++
      }
      // Its English path without /en: the English page.
      if (!served('pt', english) && !roots.pt.has(english) && !skip(english, english)) {
        const response = await rawGet(english, { host: HOST[country] })
        expect(response.status, `${country} ${english}`).toBe(308)
        expect(pathOf(response.headers.location), `${country} ${english}`).toBe(en(english))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(20)

    // Every section root (a prefix of pages with no page of its own) lands on a page, in each language.
    const addresses = [...roots.pt, ...[...roots.en].map(en)]
    expect(addresses.length).toBeGreaterThan(0)
    for (const root of addresses) {
      const bare = root.replace(/^\/en(?=\/|$)/, '') || '/'
      if (isGatedPath(country, bare)) continue
      const landed = await land(country, root)
      expect(landed.first, `${country} ${root}`).toBe(308)
      expect(landed.status, `${country} ${root} -> ${landed.path}`).toBe(200)
    }
  })

  test(`${country}: unknown addresses stay 404`, async () => {
    for (const path of [
      '/nada-aqui-zzz',
      '/en/nada-aqui-zzz',
      '/tv/nada-aqui-zzz',
      '/en/the-zap/nada-aqui-zzz',
      '/help/nada-aqui-zzz',
    ]) {
      expect((await rawGet(path, { host: HOST[country] })).status, `${country} ${path}`).toBe(404)
    }
  })
}

test('a page published at new paths brings its addresses along at once, and takes them away when deleted', async ({
  request,
}) => {
  const token = await adminToken(request)
  const stamp = Date.now()
  const pt = `/teste-chegada-${stamp}/pagina`
  const english = `/landing-test-${stamp}/page`
  const countries = await request.get('/api/countries', {
    headers: adminHeaders(token),
    params: { 'where[code][equals]': 'ao', depth: 0 },
  })
  const countryId = ((await countries.json()) as { docs: { id: number }[] }).docs[0]!.id
  // Before: neither address exists.
  expect((await rawGet(`/en${pt}`)).status).toBe(404)
  const created = await request.post('/api/pages', {
    headers: adminHeaders(token),
    params: { locale: 'pt' },
    data: { title: 'Teste', path: pt, country: countryId, layout: [], _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const translated = await request.patch(`/api/pages/${doc.id}`, {
      headers: adminHeaders(token),
      params: { locale: 'en' },
      data: { title: 'Test', path: english, layout: [], _status: 'published' },
    })
    expect(translated.status()).toBe(200)
    // The proxy reloads the lookup at most a second later; the publish expired its cache.
    const locationOf = async (path: string) => {
      const response = await rawGet(path)
      return response.status === 308 ? pathOf(response.headers.location) : String(response.status)
    }
    await expect.poll(() => locationOf(`/en${pt}`), { timeout: 5000 }).toBe(`/en${english}`)
    await expect.poll(() => locationOf(english), { timeout: 5000 }).toBe(`/en${english}`)
    await expect.poll(() => locationOf(`/teste-chegada-${stamp}`), { timeout: 5000 }).toBe(pt)
  } finally {
    expect((await request.delete(`/api/pages/${doc.id}`, { headers: adminHeaders(token) })).status()).toBe(200)
  }
  await expect.poll(async () => (await rawGet(`/en${pt}`)).status, { timeout: 5000 }).toBe(404)
})
