/** Payload's cookie for the admin language a user chose (Account → Language). */
export const ADMIN_LANGUAGE_COOKIE = 'payload-lng'

/**
 * The editors work in Portuguese, so the admin speaks Portuguese until a user picks another
 * language in Account, whatever the browser asks for. Payload reads its cookie first and the
 * browser's Accept-Language after, so a request to /admin without that cookie gets its
 * Accept-Language replaced with Portuguese before Payload reads it. Returns the header value to
 * use, or null to leave the request as it is.
 */
export function adminAcceptLanguage(pathname: string, chosen: string | undefined): string | null {
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  return admin && !chosen ? 'pt' : null
}
