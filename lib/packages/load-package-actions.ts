import type { Package } from '@/cms/payload-types'
import { loadSitePaths } from '@/lib/content/get-landings'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { TFunction } from 'i18next'
import { type PackageActions, packageActions } from './package-action'

type ActionFields = Pick<Package, 'id' | 'service' | 'ctaAction' | 'ctaPage' | 'ctaLabel'>

/**
 * The buttons of several packages of a country, in the page's language, against the country's
 * published pages (read once and cached until a page is published, moved or unpublished).
 */
export async function loadPackageActions(
  country: CountryCode,
  locale: Locale,
  t: TFunction<'common'>,
  packages: readonly ActionFields[],
): Promise<Map<number, PackageActions>> {
  const { pages } = (await loadSitePaths())[country]
  const labels = { signup: t('packages.signUp'), topup: t('packages.topUp'), page: t('packages.learnMore') }
  return new Map(packages.map((pkg) => [pkg.id, packageActions(pkg, pages, locale, labels)]))
}
