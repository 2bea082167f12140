import { type Country, HOST } from './fixtures'
import { rawGet } from './raw-http'

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * Every page address a country's /sitemap.xml lists (both languages), as absolute URLs. A sitemap index is
 * followed into its child sitemaps, so the list stays whole if the sitemap is ever split. Throws when a
 * sitemap does not respond with 200.
 */
export async function sitemapPages(country: Country): Promise<string[]> {
  const pages: string[] = []
  const read = async (target: string): Promise<void> => {
    const { status, body } = await rawGet(target, { host: HOST[country] })
    if (status !== 200) throw new Error(`${country} ${target}: ${status}`)
    for (const [, entry, inner = ''] of body.matchAll(/<(url|sitemap)>([\s\S]*?)<\/\1>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(inner)?.[1]
      if (!loc) continue
      const url = new URL(decodeXml(loc.trim()))
      if (entry === 'sitemap') await read(url.pathname + url.search)
      else pages.push(url.href)
    }
  }
  await read('/sitemap.xml')
  return pages
}
