import { environment, type Env } from '@/lib/config/env'
import { siteUrls } from '@/lib/routing/site-urls'

/**
 * Whether the visitor reached the site over HTTPS, for cookie `Secure` flags: the request URL says
 * so, or the configured address of its host (SITE_URL_AO/SITE_URL_MZ) is https:// (TLS ends at a
 * proxy in front). False on plain-http localhost, where a Secure cookie would not be stored.
 * server/security-headers.mjs applies the same rule to every cookie the production server sends.
 */
export function isHttpsRequest(url: URL, host: string | null, env: Env = environment()): boolean {
  if (url.protocol === 'https:') return true
  const wanted = (host ?? url.host).toLowerCase()
  return Object.values(siteUrls(env)).some((site) => site.protocol === 'https:' && site.host === wanted)
}
