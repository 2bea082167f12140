import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { countryOfServedHost, defaultCountry, siteUrls } from '@/lib/routing/site-urls'
import { sitemapEntries } from '@/lib/seo/sitemap'
import { loadSitemapData } from '@/lib/seo/sitemap-data'

/*
 * /sitemap.xml of the address asked for: only that country's published pages (and the articles,
 * campaigns and novelas its pages show by id). The proxy lets it through untouched (a path with an
 * extension), so the country comes from the Host. Read on every request: a publish shows at once.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const country = countryOfServedHost((await headers()).get('host'))
  const { items, elsewhere } = await loadSitemapData(country)
  return sitemapEntries({ country, urls: siteUrls(), defaultCountry: defaultCountry(), items, elsewhere })
}
