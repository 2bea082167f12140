import config from '@payload-config'
import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'
import { isPreviewable } from '@/lib/preview/previewable'
import { isLocale } from '@/lib/locales'
import { previewTarget } from '@/lib/preview/preview-target'
import { DRAFT_MODE_COOKIES, PREVIEW_COUNTRY_COOKIE } from '@/lib/preview/preview-country'
import { isHttpsRequest } from '@/lib/security/https'
import { publicPath } from '@/lib/routing/localized-path'
import { apiError } from '@/lib/rest/api-error'
import { isSitePath } from '@/lib/security/redirect-target'

/**
 * A redirect to a path on this site, written as a path: an absolute Location would repeat whatever
 * Host the request named, and a stored page path that is not a site path goes home instead.
 */
function redirectOnSite(path: string): NextResponse {
  return new NextResponse(null, { status: 307, headers: { location: isSitePath(path) ? path : '/' } })
}

/**
 * Opens the latest draft of a page, article, campaign or novela in draft mode (the admin's live
 * preview and preview button point here): only for a signed-in CMS user who may read it; then
 * redirects to its public address, which renders the drafts for this browser until `?exit=1`
 * (`&return=/path` goes back to that public address, published).
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const draft = await draftMode()
  if (url.searchParams.get('exit')) {
    draft.disable()
    // Back to the address the editor left from, now showing what visitors see there.
    const response = redirectOnSite(url.searchParams.get('return') ?? '/')
    for (const name of DRAFT_MODE_COOKIES) response.cookies.delete(name)
    response.cookies.delete(PREVIEW_COUNTRY_COOKIE)
    response.headers.set('cache-control', 'no-store')
    return response
  }
  const id = Number(url.searchParams.get('id'))
  const locale = url.searchParams.get('locale') ?? 'pt'
  const collection = url.searchParams.get('collection') ?? 'pages'
  if (!Number.isInteger(id) || id <= 0 || !isLocale(locale) || !isPreviewable(collection)) {
    return apiError(400, 'Bad preview address.')
  }

  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return apiError(401, 'Sign in to /admin to preview drafts.')
  // Read with the user's own rights: an editor previews only their country's documents.
  const target = await previewTarget({ payload, id, locale, user }, collection)
  if (!target) return apiError(404, 'Nothing to preview: this document does not show on any page you may see.')
  const { country } = target

  draft.enable()
  const response = redirectOnSite(publicPath(locale, target.path))
  response.cookies.set(PREVIEW_COUNTRY_COOKIE, country, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(url, request.headers.get('host')),
  })
  response.headers.set('cache-control', 'no-store')
  return response
}
