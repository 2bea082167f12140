/**
 * The pages the JS-size and Lighthouse budgets are measured on: the Angola home, a package
 * page and the newest Angolan news article (its slug read from the CMS, with a seeded fallback).
 * @param {string} base the site's address
 * @returns {Promise<[string, string][]>} [label, path] pairs
 */
export async function budgetPages(base) {
  const newest = await fetch(
    `${base}/api/news?where[country.code][equals]=ao&sort=-publishedAt&limit=1&depth=0&locale=pt`,
  )
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null)
  const slug = newest?.docs?.[0]?.slug || 'orbita-zero-estreia-no-imax'
  return [
    ['home', '/'],
    ['package page', '/zap-satelite/pacotes-de-canais'],
    ['news article', `/a-zap/noticias/${slug}`],
  ]
}
