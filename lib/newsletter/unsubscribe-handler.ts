import config from '@payload-config'
import { NextRequest, NextResponse } from 'next/server'
import { getPayload, type Payload } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { readBody } from '@/lib/leads/read-body'
import { isLocale, type Locale } from '@/lib/locales'
import { apiError } from '@/lib/rest/api-error'
import { isHttpsRequest } from '@/lib/security/https'
import { countryForHost } from '@/lib/routing/site-urls'
import { logger } from '@/server/logger.mjs'
import { endSubscription } from './end-subscription'
import {
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_COOKIE,
  UNSUBSCRIBE_COOKIE_MAX_AGE,
  type UnsubscribeStep,
  unsubscribePagePath,
} from './unsubscribe-paths'
import { claimedLocale, type UnsubscribeClaims, verifyUnsubscribeToken } from './unsubscribe-token'

/** The one-tap form posts its language and nothing else. */
const MAX_FORM_BYTES = 1024

/**
 * 303 See Other to a step's page, a path of this site (an absolute URL would repeat the request's
 * Host). Never stored by a cache: the response to a link carries its token in a cookie.
 */
function seeStep(step: UnsubscribeStep, locale: Locale): NextResponse {
  return new NextResponse(null, {
    status: 303,
    headers: { location: unsubscribePagePath(step, locale), 'cache-control': 'no-store' },
  })
}

/** The token's cookie: HttpOnly, sent back only to this endpoint and only from this site's own pages. */
function withTokenCookie(response: NextResponse, request: NextRequest, token: string | null): NextResponse {
  response.cookies.set(UNSUBSCRIBE_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request.nextUrl, request.headers.get('host')),
    path: UNSUBSCRIBE_API_PATH,
    maxAge: token ? UNSUBSCRIBE_COOKIE_MAX_AGE : 0,
  })
  return response
}

/** The claims of a token this site signed for this country's site, or null. */
function claimsFor(payload: Payload, country: CountryCode, token: unknown): UnsubscribeClaims | null {
  const claims = verifyUnsubscribeToken(token, payload.config.secret)
  return claims?.country === country ? claims : null
}

const unavailable = () =>
  apiError(503, 'The newsletter service is not available right now; try the link again in a minute.', {
    headers: { 'retry-after': '60' },
  })

/**
 * GET /api/newsletter/unsubscribe?t=<token>: the link in a newsletter. It changes nothing (mail
 * scanners open links): a token this site signed for this country goes into the cookie and the
 * visitor to the one-tap page in the subscriber's language; anything else to "this link does not
 * work", with any earlier token's cookie cleared.
 */
export async function openUnsubscribeLink(incoming: Request): Promise<Response> {
  const request = new NextRequest(incoming)
  const country = countryForHost(request.headers.get('host'))
  if (!country) return apiError(421, 'This address is not a ZAP site')
  const token = request.nextUrl.searchParams.get('t')
  let payload: Payload
  try {
    payload = await getPayload({ config })
  } catch (error) {
    logger.error({ err: error }, 'newsletter: unsubscribe link not checked, the CMS is unavailable')
    return unavailable()
  }
  const claims = claimsFor(payload, country, token)
  if (!claims) return withTokenCookie(seeStep('invalid', claimedLocale(token)), request, null)
  return withTokenCookie(seeStep('confirm', claims.locale), request, token)
}

/**
 * POST /api/newsletter/unsubscribe: the one tap. With the cookie of a valid link, the address's
 * subscriptions in this country are deleted, then "it is done" in the subscriber's language; with
 * no cookie or a bad one (a forged token, another site's form, a link older than the cookie's hour)
 * nothing changes and the visitor reads that the link does not work.
 */
export async function confirmUnsubscribe(incoming: Request): Promise<Response> {
  const request = new NextRequest(incoming)
  const country = countryForHost(request.headers.get('host'))
  if (!country) return apiError(421, 'This address is not a ZAP site')
  const body = await readBody(request, MAX_FORM_BYTES)
  const posted = body === 'too-large' ? null : new URLSearchParams(new TextDecoder().decode(body)).get('locale')
  const token = request.cookies.get(UNSUBSCRIBE_COOKIE)?.value
  let payload: Payload
  try {
    payload = await getPayload({ config })
  } catch (error) {
    logger.error({ err: error }, 'newsletter: unsubscribe not done, the CMS is unavailable')
    return unavailable()
  }
  const claims = claimsFor(payload, country, token)
  if (!claims)
    return withTokenCookie(seeStep('invalid', isLocale(posted) ? posted : claimedLocale(token)), request, null)
  try {
    await endSubscription(payload, claims)
  } catch (error) {
    logger.error({ err: error, country }, 'newsletter: unsubscribe not done')
    return unavailable()
  }
  return withTokenCookie(seeStep('done', claims.locale), request, null)
}
