/**
 * The pages the JS-size and Lighthouse budgets are measured on: the Angola home, a package
 * page and the newest Angolan news article (its slug read from the CMS, with a seeded fallback).
 * @param {string} base the site's address
 * @returns {Promise<[string, string][]>} [label, path] pairs
 */
export async function budgetPages(base) {
  const slug = await newestArticle(base, 'ao')
  return [
    ['home', '/'],
    ['package page', '/zap-satelite/pacotes-de-canais'],
    ['news article', `/a-zap/noticias/${slug}`],
  ]
}

/** Seeded articles, used when the CMS does not respond (the newest one of each country's seed). */
const SEEDED_ARTICLE = { ao: 'orbita-zero-estreia-no-imax', mz: 'zap-novelas-estreia-mar-de-segredos' }

/** The slug of a country's newest published news article. */
async function newestArticle(base, country) {
  const newest = await fetch(
    `${base}/api/news?where[country.code][equals]=${country}&sort=-publishedAt&limit=1&depth=0&locale=pt`,
  )
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null)
  return newest?.docs?.[0]?.slug || SEEDED_ARTICLE[country]
}

/** The address of a country's site on the same server: Angola is `base`, Mozambique its `mz.` subdomain. */
export function countryBase(base, country) {
  if (country === 'ao') return base
  const url = new URL(base)
  url.hostname = `mz.${url.hostname}`
  return url.origin
}

/**
 * The Lighthouse pages: home, a package page, the newest news article, the cinemas' showtimes
 * ("Em cartaz") and the TV guide, in Portuguese, in both countries. ZAP Cinemas are in Angola only
 * (Mozambique's site sends /zap-cinemas/* home), so Mozambique has no showtimes page.
 * @param {string} base the site's address (Angola's host; Mozambique is `mz.` + it)
 * @returns {Promise<{ name: string, country: 'ao' | 'mz', path: string, url: string }[]>}
 */
export async function lighthousePages(base) {
  const pages = []
  for (const country of /** @type {const} */ (['ao', 'mz'])) {
    const paths = [
      ['home', '/'],
      ['package page', '/zap-satelite/pacotes-de-canais'],
      ['news article', `/a-zap/noticias/${await newestArticle(base, country)}`],
      ...(country === 'ao' ? [['showtimes', '/zap-cinemas/em-exibicao']] : []),
      ['TV guide', '/tv/guia-tv'],
    ]
    for (const [name, path] of paths) pages.push({ name, country, path, url: `${countryBase(base, country)}${path}` })
  }
  return pages
}
