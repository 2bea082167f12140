import { request as http } from '@playwright/test'
import { isGatedPath } from '@/lib/routing/country-gates'
import { adminHeaders, adminToken } from './support/admin'
import { ARTICLE } from './support/corporate-routes'
import { type Country, expect, HOST, ORIGIN, test } from './support/fixtures'
import { rawGet, type RawResponse } from './support/raw-http'

/**
 * SEO per country address: sitemap.xml and robots.txt respond for the address
 * asked for; pages carry canonical, hreflang (pt/en in both countries, x-default), Open Graph and
 * Twitter tags and the operator's Organization JSON-LD.
 */

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** Attributes of every tag of a kind in the server HTML, names lowercased. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? '').matchAll(/([a-zA-Z:_-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2]!)]),
    ),
  )
}

/** hreflang -> href of the page's <link rel="alternate" hreflang>. */
function hreflangs(html: string): Record<string, string> {
  return Object.fromEntries(
    tags(html, 'link')
      .filter((t) => t.rel === 'alternate' && t.hreflang)
      .map((t) => [t.hreflang!, t.href!]),
  )
}

const canonicalOf = (html: string) =>
  tags(html, 'link')
    .filter((t) => t.rel === 'canonical')
    .map((t) => t.href)
/** Content of <meta property|name="key">, all occurrences. */
const meta = (html: string, key: string) =>
  tags(html, 'meta')
    .filter((t) => t.property === key || t.name === key)
    .map((t) => t.content ?? '')

async function page(country: Country, target: string): Promise<string> {
  const response = await rawGet(target, { host: HOST[country] })
  expect(response.status, `${country} ${target}`).toBe(200)
  return response.body
}

type Sitemap = {
  response: RawResponse
  locs: string[]
  urls: { loc: string; lastmod?: string; alternates: Record<string, string> }[]
}

async function sitemap(country: Country): Promise<Sitemap> {
  const response = await rawGet('/sitemap.xml', { host: HOST[country] })
  const urls = [...response.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const block = m[1] ?? ''
    const alternates = Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!]),
    )
    return {
      loc: /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '',
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1],
      alternates,
    }
  })
  return { response, locs: urls.map((u) => u.loc), urls }
}

/** The page path of a public URL (the /en prefix removed). */
const pagePathOf = (url: string) => {
  const { pathname } = new URL(url)
  return pathname === '/en' ? '/' : pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}

/** Up to `max` items spread evenly over the list (first and last included). */
const spread = <T>(items: T[], max: number): T[] =>
  items.length <= max
    ? items
    : Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]!)

test.describe('sitemap.xml per country address', () => {
  test('Angola lists its pages in both languages (fibre too) and its articles, only on its own address', async () => {
    const { response, locs, urls } = await sitemap('ao')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/xml/)
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(locs.length).toBeGreaterThan(20)
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN.ao}/`))).toEqual([])
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN.ao}/`,
        `${ORIGIN.ao}/en`,
        `${ORIGIN.ao}/a-zap`,
        `${ORIGIN.ao}/en/the-zap`,
        `${ORIGIN.ao}/zap-fibra/pacotes-tv-net`,
      ]),
    )
    expect(locs).toContain(`${ORIGIN.ao}/a-zap/noticias/${ARTICLE.ao.slug}`)
    expect(locs).toContain(`${ORIGIN.ao}/en/the-zap/news/${ARTICLE.ao.slug}`)
    expect(locs.filter((loc) => loc.includes(ARTICLE.mz.slug))).toEqual([])
    expect(new Set(locs).size, 'no address twice').toBe(locs.length)
    // Every entry says when it last changed; a page both countries have names both.
    expect(urls.filter((u) => !u.lastmod || Number.isNaN(Date.parse(u.lastmod))).map((u) => u.loc)).toEqual([])
    const about = urls.find((u) => u.loc === `${ORIGIN.ao}/a-zap`)!
    expect(about.alternates).toMatchObject({
      'pt-AO': `${ORIGIN.ao}/a-zap`,
      'en-AO': `${ORIGIN.ao}/en/the-zap`,
      'pt-MZ': `${ORIGIN.mz}/a-zap`,
      'en-MZ': `${ORIGIN.mz}/en/the-zap`,
      'x-default': `${ORIGIN.ao}/a-zap`,
    })
    const fibre = urls.find((u) => u.loc === `${ORIGIN.ao}/zap-fibra/pacotes-tv-net`)!
    expect(Object.keys(fibre.alternates).filter((k) => k.endsWith('-MZ'))).toEqual([])
  })

  test('Mozambique lists only its own pages and articles, never a section it does not offer', async () => {
    const { response, locs } = await sitemap('mz')
    expect(response.status).toBe(200)
    expect(locs.length).toBeGreaterThan(20)
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN.mz}/`))).toEqual([])
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN.mz}/`, `${ORIGIN.mz}/a-zap`, `${ORIGIN.mz}/en/the-zap`]))
    expect(locs.filter((loc) => isGatedPath('mz', pagePathOf(loc)))).toEqual([])
    expect(locs.filter((loc) => pagePathOf(loc).startsWith('/zap-fibra'))).toEqual([])
    expect(locs).toContain(`${ORIGIN.mz}/a-zap/noticias/${ARTICLE.mz.slug}`)
    expect(locs.filter((loc) => loc.includes(ARTICLE.ao.slug))).toEqual([])
  })

  for (const country of ['ao', 'mz'] as const) {
    test(`${country}: the listed addresses respond with 200 (an even sample of them)`, async () => {
      test.setTimeout(240_000)
      const { locs } = await sitemap(country)
      const sample = spread(locs, 60)
      const failures: string[] = []
      // A few at a time: first visits render the page.
      for (let i = 0; i < sample.length; i += 4) {
        await Promise.all(
          sample.slice(i, i + 4).map(async (loc) => {
            const { pathname } = new URL(loc)
            const { status } = await rawGet(pathname, { host: HOST[country] })
            if (status !== 200) failures.push(`${status} ${loc}`)
          }),
        )
      }
      expect(failures).toEqual([])
    })
  }

  test('a page published in the CMS is listed at once, in its country only, and gone once deleted', async () => {
    test.setTimeout(90_000)
    const api = await http.newContext({ baseURL: ORIGIN.ao })
    try {
      const token = await adminToken(api)
      const countries = await api.get('/api/countries', {
        headers: adminHeaders(token),
        params: { 'where[code][equals]': 'mz', depth: 0 },
      })
      const mz = ((await countries.json()) as { docs: { id: number }[] }).docs[0]!.id
      const path = `/seo-e2e-${Date.now()}`
      const created = await api.post('/api/pages', {
        headers: adminHeaders(token),
        params: { locale: 'pt' },
        data: { title: 'Página de teste SEO', path, country: mz, _status: 'published', layout: [] },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number } }
      try {
        expect((await sitemap('mz')).locs).toContain(`${ORIGIN.mz}${path}`)
        expect((await sitemap('ao')).locs.filter((loc) => loc.includes(path))).toEqual([])
      } finally {
        const deleted = await api.delete(`/api/pages/${doc.id}`, { headers: adminHeaders(token) })
        expect(deleted.status()).toBe(200)
      }
      expect((await sitemap('mz')).locs.filter((loc) => loc.includes(path))).toEqual([])
    } finally {
      await api.dispose()
    }
  })
})

test.describe('robots.txt per country address', () => {
  for (const country of ['ao', 'mz'] as const) {
    test(`${country}: allows the site, not the CMS or the APIs, and names this address’s sitemap`, async () => {
      const { status, headers, body } = await rawGet('/robots.txt', { host: HOST[country] })
      expect(status).toBe(200)
      expect(headers['content-type']).toMatch(/text\/plain/)
      const lines = body.split('\n').map((l) => l.trim())
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-Agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /api',
          `Sitemap: ${ORIGIN[country]}/sitemap.xml`,
        ]),
      )
      expect(lines.filter((l) => l.startsWith('Sitemap:'))).toHaveLength(1)
    })
  }
})

test.describe('page head: canonical, hreflang, Open Graph, JSON-LD', () => {
  test('a page both countries have names all four versions and the same x-default from either address', async () => {
    const expected = {
      'pt-AO': `${ORIGIN.ao}/a-zap`,
      'en-AO': `${ORIGIN.ao}/en/the-zap`,
      'pt-MZ': `${ORIGIN.mz}/a-zap`,
      'en-MZ': `${ORIGIN.mz}/en/the-zap`,
      pt: `${ORIGIN.ao}/a-zap`,
      en: `${ORIGIN.ao}/en/the-zap`,
      'x-default': `${ORIGIN.ao}/a-zap`,
    }
    const ao = await page('ao', '/a-zap')
    expect(hreflangs(ao)).toEqual(expected)
    expect(canonicalOf(ao)).toEqual([`${ORIGIN.ao}/a-zap`])

    const mz = await page('mz', '/en/the-zap')
    expect(hreflangs(mz)).toEqual(expected)
    expect(canonicalOf(mz)).toEqual([`${ORIGIN.mz}/en/the-zap`])
    expect(meta(mz, 'og:url')).toEqual([`${ORIGIN.mz}/en/the-zap`])
    expect(meta(mz, 'og:locale')).toEqual(['en_MZ'])
    expect(meta(mz, 'og:locale:alternate').sort()).toEqual(['en_AO', 'pt_AO', 'pt_MZ'])
  })

  test('a page only Angola has names only its Angolan versions', async () => {
    const fibre = '/zap-fibra/pacotes-tv-net'
    const html = await page('ao', fibre)
    expect(hreflangs(html)).toEqual({
      'pt-AO': `${ORIGIN.ao}${fibre}`,
      'en-AO': `${ORIGIN.ao}/en${fibre}`,
      pt: `${ORIGIN.ao}${fibre}`,
      en: `${ORIGIN.ao}/en${fibre}`,
      'x-default': `${ORIGIN.ao}${fibre}`,
    })
    expect(canonicalOf(html)).toEqual([`${ORIGIN.ao}${fibre}`])
    expect(meta(html, 'og:locale:alternate')).toEqual(['en_AO'])
  })

  test('an article’s canonical keeps its slug; it has no other-country version', async () => {
    const html = await page('ao', `/a-zap/noticias/${ARTICLE.ao.slug}`)
    expect(canonicalOf(html)).toEqual([`${ORIGIN.ao}/a-zap/noticias/${ARTICLE.ao.slug}`])
    expect(hreflangs(html)).toMatchObject({ 'en-AO': `${ORIGIN.ao}/en/the-zap/news/${ARTICLE.ao.slug}` })
    expect(Object.keys(hreflangs(html)).filter((k) => k.endsWith('-MZ'))).toEqual([])
    expect(meta(html, 'og:title')).toEqual([`${ARTICLE.ao.title.pt} · ZAP`])
  })

  test('an article shares its own image, not the news page’s first image', async () => {
    const [article] = meta(await page('ao', `/a-zap/noticias/${ARTICLE.ao.slug}`), 'og:image')
    const [list] = meta(await page('ao', '/a-zap/noticias'), 'og:image')
    expect(article).toMatch(/\/api\/media\/file\//)
    expect(article).not.toEqual(list)
  })

  const shared = [
    // The home page shares its hero image; the terms page has none and shares the brand image.
    { country: 'ao', target: '/', image: /\/api\/media\/file\//, locale: 'pt_AO' },
    { country: 'mz', target: '/en/terms-and-conditions', image: /\/images\/og-default\.png$/, locale: 'en_MZ' },
  ] as const
  for (const { country, target, image, locale } of shared) {
    test(`${country} ${target}: title, description, Open Graph and Twitter tags; the image responds`, async () => {
      const html = await page(country, target)
      expect(/<title>([^<]{4,})<\/title>/.exec(html)?.[1]).toBeTruthy()
      const description = meta(html, 'description')
      expect(description[0]?.length ?? 0).toBeGreaterThan(20)
      expect(meta(html, 'og:title')).toEqual([decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)])
      expect(meta(html, 'og:description')).toEqual(description)
      expect(meta(html, 'og:url')).toEqual(canonicalOf(html))
      expect(meta(html, 'og:locale')).toEqual([locale])
      expect(meta(html, 'og:type')).toEqual(['website'])
      expect(meta(html, 'twitter:card')).toEqual(['summary_large_image'])
      const [og] = meta(html, 'og:image')
      expect(og).toMatch(image)
      expect(og!.startsWith(`${ORIGIN[country]}/`), og).toBe(true)
      expect(meta(html, 'twitter:image')).toEqual([og])
      const file = await rawGet(new URL(og!).pathname, { host: HOST[country] })
      expect(file.status, og).toBe(200)
      expect(file.headers['content-type']).toMatch(/^image\//)
    })
  }

  const legal = { ao: 'ZAP Media, S.A.', mz: 'Mstar-ZAP Moçambique' } as const
  for (const country of ['ao', 'mz'] as const) {
    test(`${country}: the Organization JSON-LD parses and names the country’s company`, async () => {
      const html = await page(country, '/a-zap')
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
      expect(scripts).toHaveLength(1)
      const data = JSON.parse(scripts[0]!) as Record<string, unknown>
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'ZAP',
        legalName: legal[country],
        url: `${ORIGIN[country]}/`,
      })
      expect(data.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.facebook\.com\//)]))
      expect(data.contactPoint).toMatchObject({
        '@type': 'ContactPoint',
        telephone: expect.stringMatching(country === 'ao' ? /^\+244/ : /^\+258/),
      })
      const logo = await rawGet(new URL(String(data.logo)).pathname, { host: HOST[country] })
      expect(logo.status).toBe(200)
    })
  }
})
