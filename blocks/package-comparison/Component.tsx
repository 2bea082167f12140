import { getChannelCarriage, getPackages, type PackageService } from '@/lib/content/get-packages'
import { loadPackageActions } from '@/lib/packages/load-package-actions'
import { signUpLinks } from '@/lib/packages/package-action'
import type { BlockProps } from '@/registry/types'
import { PackageComparisonView } from './PackageComparisonView'

const SERVICES: readonly PackageService[] = ['satelite', 'fibra']

/**
 * Which channels each package of a service carries, from the country's channel line-up; its channel
 * search names the packages of every service that carry a channel (a fibre package carries channels too).
 */
export async function PackageComparisonBlockComponent({ block, context }: BlockProps<'packageComparison'>) {
  const { country, locale } = context
  const [channels, ...byService] = await Promise.all([
    getChannelCarriage(country),
    ...SERVICES.map((service) => getPackages(country, locale, service)),
  ])
  const packages = byService[SERVICES.indexOf(block.service)] ?? []
  const offers = byService.flat()
  const actions = await loadPackageActions(country, locale, context.t, offers)
  return (
    <PackageComparisonView
      block={block}
      context={context}
      packages={packages}
      channels={channels}
      offers={offers}
      signUps={signUpLinks(actions)}
    />
  )
}
