import { type Country, expect, HOST, test } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'

/**
 * No dead ends: every internal link in the server HTML of the pages that carry the site's menus
 * (home, a corporate page, a cinema page, the novelas home, the help pages) responds with 200, directly
 * or after one redirect. Catches a menu, footer or seeded page linking to a page that does not exist.
 */
const START: Record<Country, string[]> = {
  ao: [
    '/',
    '/a-zap',
    '/a-zap/vida-zap',
    '/zap-cinemas/em-exibicao',
    '/zap-cinemas/servicos',
    '/tv/zap-channels/novelas',
    '/apoio-ao-cliente/contactos',
  ],
  mz: ['/', '/a-zap', '/a-zap/vida-zap', '/tv/zap-channels/novelas', '/apoio-ao-cliente/contactos'],
}
const ENGLISH_START: Record<string, string> = {
  '/a-zap': '/the-zap',
  '/a-zap/vida-zap': '/the-zap/zap-life',
  '/apoio-ao-cliente/contactos': '/help/contacts',
}

// Files, the CMS and API routes are not pages; the terms modal pages are checked by terms.spec.ts.
const isPage = (href: string) =>
  href.startsWith('/') &&
  !href.startsWith('//') &&
  !/^\/(api|admin|media|_next|documents)\b/.test(href) &&
  !/\.[a-z0-9]{2,4}$/i.test(href)

function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/gi)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  return hrefs
    .filter(isPage)
    .map((href) => href.split('#')[0]!.split('?')[0]!)
    .filter((href) => href.length > 0)
}

async function landsOn200(country: Country, href: string): Promise<number> {
  const first = await rawGet(href, { host: HOST[country] })
  if (first.status >= 300 && first.status < 400 && first.headers.location) {
    const next = new URL(first.headers.location, `http://${HOST[country]}`)
    return (await rawGet(next.pathname + next.search, { host: HOST[country] })).status
  }
  return first.status
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    test(`${country} ${locale}: every internal link of the menu-carrying pages responds with 200`, async () => {
      test.setTimeout(240_000)
      const seen = new Set<string>()
      for (const start of START[country]) {
        const path = publicPath(locale, locale === 'en' ? (ENGLISH_START[start] ?? start) : start)
        const page = await rawGet(path, { host: HOST[country] })
        expect(page.status, `${country} ${path}`).toBe(200)
        for (const href of internalLinks(page.body)) seen.add(href)
      }
      expect(seen.size, 'links found').toBeGreaterThan(30)
      const broken: string[] = []
      for (const href of seen) {
        const status = await landsOn200(country, href)
        if (status !== 200) broken.push(`${href} -> ${status}`)
      }
      expect(broken, `${country} ${locale} broken links`).toEqual([])
    })
  }
}
