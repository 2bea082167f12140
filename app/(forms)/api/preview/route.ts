import config from '@payload-config'
import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'
import { isLocale } from '../../../../lib/locales'
import { PREVIEW_COUNTRY_COOKIE } from '../../../../lib/preview/preview-country'
import { publicPath } from '../../../../lib/routing/localized-path'

/**
 * Opens a page's latest draft in draft mode (the admin's live preview and preview button point
 * here): only for a signed-in CMS user who may read that page; then redirects to the page's own
 * path, which renders the draft for this browser until `?exit=1`.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const draft = await draftMode()
  if (url.searchParams.get('exit')) {
    draft.disable()
    const response = NextResponse.redirect(new URL('/', url), 307)
    response.cookies.delete(PREVIEW_COUNTRY_COOKIE)
    return response
  }
  const id = Number(url.searchParams.get('id'))
  const locale = url.searchParams.get('locale') ?? 'pt'
  if (!Number.isInteger(id) || id <= 0 || !isLocale(locale)) return NextResponse.json({ message: 'Bad preview address.' }, { status: 400 })

  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return NextResponse.json({ message: 'Sign in to /admin to preview drafts.' }, { status: 401 })
  // Read with the user's own rights: an editor previews only their country's pages.
  const page = await payload
    .findByID({ collection: 'pages', id, draft: true, locale, fallbackLocale: false, depth: 1, user, overrideAccess: false })
    .catch(() => null)
  const country = page && typeof page.country === 'object' ? page.country.code : null
  if (!page?.path || !country) return NextResponse.json({ message: 'No page to preview.' }, { status: 404 })

  draft.enable()
  const response = NextResponse.redirect(new URL(publicPath(locale, page.path), url), 307)
  response.cookies.set(PREVIEW_COUNTRY_COOKIE, country, { path: '/', httpOnly: true, sameSite: 'lax' })
  response.headers.set('cache-control', 'no-store')
  return response
}
