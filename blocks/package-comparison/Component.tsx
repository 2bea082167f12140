import { getChannelCarriage, getPackages } from '@/lib/content/get-packages'
import type { BlockProps } from '@/registry/types'
import { PackageComparisonView } from './PackageComparisonView'

/** Which channels each package of a service carries, from the country's channel line-up. */
export async function PackageComparisonBlockComponent({ block, context }: BlockProps<'packageComparison'>) {
  const [packages, channels] = await Promise.all([
    getPackages(context.country, context.locale, block.service),
    getChannelCarriage(context.country),
  ])
  return <PackageComparisonView block={block} context={context} packages={packages} channels={channels} />
}
