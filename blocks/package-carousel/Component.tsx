import { loadPackageActions } from '@/lib/packages/load-package-actions'
import type { BlockProps } from '@/registry/types'
import { isPackage, PackageCarouselView } from './PackageCarouselView'

/** The carousel with each package's buttons resolved against the country's published pages. */
export async function PackageCarouselBlockComponent({ block, context }: BlockProps<'packageCarousel'>) {
  const packages = (block.tabs ?? []).flatMap((tab) => (tab.packages ?? []).filter(isPackage))
  const actions = await loadPackageActions(context.country, context.locale, context.t, packages)
  return <PackageCarouselView block={block} context={context} actions={actions} />
}
