import type { Country, Locale } from './fixtures'
import { rawGet } from './raw-http'
import { publicPath } from './route-walk'
import type { RawResponse } from './raw-http'

/**
 * Server-HTML helpers of the commercial specs (satellite, fibre, home, newsletter): a redirect
 * followed to its end as a browser would, so these checks need no page opened in Chromium.
 */

/** What Chromium with the suite's pt-PT locale sends (playwright.config.ts). */
export const PORTUGUESE_BROWSER = { 'accept-language': 'pt-PT,pt;q=0.9' }

/**
 * GETs a page and follows its redirects (at most five) as a browser would, across hosts too.
 * `url` is where the browser ends, `hops` how many redirects led there; the last response is not
 * parsed (a home page takes jsdom a second or more), see `htmlLang`.
 */
export async function followRedirects(
  country: Country,
  locale: Locale,
  path: string,
): Promise<{ url: string; hops: number; response: RawResponse }> {
  let url = new URL(`http://${country === 'ao' ? 'localhost' : 'mz.localhost'}:3100${publicPath(locale, path)}`)
  for (let hops = 0; hops <= 5; hops++) {
    const response = await rawGet(url.pathname + url.search, { host: url.host, headers: PORTUGUESE_BROWSER })
    const location = response.headers.location
    if (response.status < 300 || response.status >= 400 || !location) return { url: url.href, hops, response }
    url = new URL(location, url)
  }
  throw new Error(`more than five redirects from ${country} ${locale} ${path}`)
}

/** The lang attribute of an HTML document's root element, read without parsing the document. */
export const htmlLang = (html: string) => /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? null
