import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'
import { countryOfServedHost, siteUrls } from '@/lib/routing/site-urls'
import { robotsFor } from '@/lib/seo/robots'

/*
 * /robots.txt of the address asked for. The proxy lets it through untouched (a path with an
 * extension) once it knows the Host's country (it refuses the others), so the country comes from
 * the Host here; reading it makes the file per request.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const country = countryOfServedHost((await headers()).get('host'))
  return robotsFor(siteUrls()[country])
}
