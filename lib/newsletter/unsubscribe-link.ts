import { environment, type Env } from '@/lib/config/env'
import { siteUrls } from '@/lib/routing/site-urls'
import { UNSUBSCRIBE_API_PATH } from './unsubscribe-paths'
import { type UnsubscribeClaims, unsubscribeToken } from './unsubscribe-token'

/**
 * The address a newsletter puts in its footer for one subscriber: the subscriber's country's site,
 * the unsubscribe endpoint and the signed token. `secret` is PAYLOAD_SECRET as the CMS config holds
 * it (`payload.config.secret`).
 */
export function unsubscribeLink(claims: UnsubscribeClaims, secret: string, env: Env = environment()): string {
  const url = new URL(UNSUBSCRIBE_API_PATH, siteUrls(env)[claims.country])
  url.searchParams.set('t', unsubscribeToken(claims, secret))
  return url.toString()
}
