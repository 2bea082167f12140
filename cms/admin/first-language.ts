/**
 * The admin's language on a first visit. Payload picks it from the payload-lng cookie, then from the
 * browser's Accept-Language, then the configured fallback; the editors work in Portuguese, so a
 * browser that asks for English must still get Portuguese until its user picks English in Account.
 * The admin page therefore sends a visitor without the cookie once through /admin/language, which
 * stores Portuguese and comes back.
 */
export const ADMIN_LANGUAGE_COOKIE = 'payload-lng'
export const FIRST_ADMIN_LANGUAGE = 'pt'
const LANGUAGE_ROUTE = '/admin/language'

/** Only an address inside the admin may be the way back, so the route cannot send anyone elsewhere. */
export function adminReturnPath(next: string | null | undefined): string {
  if (typeof next !== 'string') return '/admin'
  if (next !== '/admin' && !next.startsWith('/admin/') && !next.startsWith('/admin?')) return '/admin'
  // Backslashes and control characters could be read as another host by a browser.
  if (/[\\\u0000-\u001f]/.test(next) || next.includes('//')) return '/admin'
  return next
}

/** The admin address being rendered, rebuilt from Next's route segments and query. */
export function adminPathOf(segments: string[] | undefined, searchParams: Record<string, string | string[] | undefined>): string {
  const path = ['/admin', ...(segments ?? []).map(encodeURIComponent)].join('/')
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

export const firstLanguageUrl = (returnPath: string) => `${LANGUAGE_ROUTE}?next=${encodeURIComponent(adminReturnPath(returnPath))}`
