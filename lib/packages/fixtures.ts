import type { Locale } from '@/lib/locales'
import type { PagePaths } from '@/lib/routing/path-landings'
import { type PackageActions, packageActions, PAYMENTS_PATHS, signUpLinks } from './package-action'
import { SIGN_UP_PATH } from './sign-up-path'

type ActionFields = Parameters<typeof packageActions>[0]

/** The pages a package's buttons lead to, as the seed publishes them, for stories and tests. */
export const pagesFixture: PagePaths[] = [
  { id: 900, pt: SIGN_UP_PATH, en: SIGN_UP_PATH, takesId: true },
  { id: 901, pt: PAYMENTS_PATHS.satelite, en: PAYMENTS_PATHS.satelite },
  { id: 902, pt: PAYMENTS_PATHS.fibra, en: PAYMENTS_PATHS.fibra },
  { id: 903, pt: '/zap-satelite/zap-facilita', en: '/zap-satelite/zap-facilita' },
]

/**
 * Both countries' published pages as loadSitePaths (lib/content/get-landings.ts) gives them, for
 * tests that mock it: pagesFixture and the channel listing, which package cards' channel counts link to.
 */
export function sitePathsFixture() {
  const pages: PagePaths[] = [...pagesFixture, { id: 904, pt: '/tv/listagem-de-canais', en: '/tv/listagem-de-canais' }]
  const paths = { pages, menuOrder: { pt: [], en: [] } }
  return { ao: paths, mz: paths }
}

const LABELS: Record<Locale, { signup: string; topup: string; page: string }> = {
  pt: { signup: 'Aderir', topup: 'Carregar', page: 'Saber mais' },
  en: { signup: 'Sign up', topup: 'Top up', page: 'Learn more' },
}

/** Each package's buttons against pagesFixture. */
export function actionsFixture(packages: readonly ActionFields[], locale: Locale = 'pt'): Map<number, PackageActions> {
  return new Map(packages.map((pkg) => [pkg.id, packageActions(pkg, pagesFixture, locale, LABELS[locale])]))
}

/** Each package's sign-up address against pagesFixture, for views that link only to the sign-up. */
export function signUpsFixture(packages: readonly { id: number }[], locale: Locale = 'pt'): Map<number, string> {
  const fields = packages.map(({ id }) => ({ id, service: 'satelite' as const, ctaAction: 'signup' as const }))
  return signUpLinks(actionsFixture(fields, locale))
}
