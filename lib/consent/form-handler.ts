import { readBody } from '@/lib/leads/read-body'
import { apiError } from '@/lib/rest/api-error'
import { isHttpsRequest } from '@/lib/security/https'
import { categoriesInUse, makeConsent } from './categories'
import { consentCookie } from './cookie'

/** The banner's form posts one field: which of its two buttons was pressed. */
const MAX_FORM_BYTES = 256
/** The banner's two choices: every category the site uses, or only what is necessary. */
const CHOICES = { all: () => categoriesInUse(), necessary: () => [] } as const
export type ConsentChoice = keyof typeof CHOICES

/**
 * The page the visitor returns to after choosing: the Referer when it is a page of this very site
 * (same origin as the request), else the home page. Never another site: a form must not become an
 * open redirect.
 */
function pageBack(request: Request): string {
  const origin = new URL(request.url).origin
  const host = request.headers.get('host')
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    const sameSite = host ? referer.host === host : referer.origin === origin
    if (sameSite && !referer.pathname.startsWith('/api/')) return `${referer.pathname}${referer.search}`
  } catch {
    // No Referer, or not a URL: the home page.
  }
  return '/'
}

/**
 * POST /api/consent: the consent banner's choice when its buttons are pressed before the page's
 * scripts have loaded (or with JavaScript off). Stores the choice in the same cookie the banner's
 * script writes, then 303 See Other back to the page. Refused, storing nothing: a post from another
 * site (a page elsewhere must not choose for the visitor), and any choice but the banner's two.
 */
export async function recordConsentChoice(request: Request): Promise<Response> {
  const fetchSite = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const host = request.headers.get('host')
  if (fetchSite === 'cross-site' || (origin && host && origin !== 'null' && new URL(origin).host !== host))
    return apiError(403, 'The cookie choice can only be made on this site’s own pages.')
  const body = await readBody(request, MAX_FORM_BYTES)
  if (body === 'too-large') return apiError(413, 'The cookie choice form sends one field.')
  const choice = new URLSearchParams(new TextDecoder().decode(body)).get('choice') ?? ''
  if (!Object.hasOwn(CHOICES, choice))
    return apiError(400, 'Choose "all" or "necessary".', { fields: { choice: 'Choose "all" or "necessary".' } })
  const state = makeConsent(CHOICES[choice as ConsentChoice]())
  const secure = isHttpsRequest(new URL(request.url), host)
  return new Response(null, {
    status: 303,
    headers: { location: pageBack(request), 'set-cookie': consentCookie(state, secure), 'cache-control': 'no-store' },
  })
}
