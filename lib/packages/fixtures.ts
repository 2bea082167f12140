import type { Locale } from '@/lib/locales'
import type { PagePaths } from '@/lib/routing/path-landings'
import { type PackageActions, packageActions, PAYMENTS_PATHS } from './package-action'
import { SIGN_UP_PATH } from './sign-up-path'

type ActionFields = Parameters<typeof packageActions>[0]

/** The pages a package's buttons lead to, as the seed publishes them, for stories and tests. */
export const pagesFixture: PagePaths[] = [
  { id: 900, pt: SIGN_UP_PATH, en: SIGN_UP_PATH, takesId: true },
  { id: 901, pt: PAYMENTS_PATHS.satelite, en: PAYMENTS_PATHS.satelite },
  { id: 902, pt: PAYMENTS_PATHS.fibra, en: PAYMENTS_PATHS.fibra },
  { id: 903, pt: '/zap-satelite/zap-facilita', en: '/zap-satelite/zap-facilita' },
]

const LABELS: Record<Locale, { signup: string; topup: string; page: string }> = {
  pt: { signup: 'Aderir', topup: 'Carregar', page: 'Saber mais' },
  en: { signup: 'Sign up', topup: 'Top up', page: 'Learn more' },
}

/** Each package's buttons against pagesFixture. */
export function actionsFixture(packages: readonly ActionFields[], locale: Locale = 'pt'): Map<number, PackageActions> {
  return new Map(packages.map((pkg) => [pkg.id, packageActions(pkg, pagesFixture, locale, LABELS[locale])]))
}
