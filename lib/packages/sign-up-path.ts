import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'

/**
 * The page of the sign-up request ("Pedido de adesão"), seeded in both countries; /adesao/{id}
 * opens it with that package already chosen (the page answers /path/{id} like an article page).
 */
export const SIGN_UP_PATH = '/adesao'

/** Where a package's "Sign up" goes, in the page's language. */
export function signUpPath(locale: Locale, packageId?: number): string {
  return publicPath(locale, packageId === undefined ? SIGN_UP_PATH : `${SIGN_UP_PATH}/${packageId}`)
}
