import { channelListAddress } from '@/blocks/channel-list/package-query'
import { loadSitePaths } from '@/lib/content/get-landings'
import { getChannelCarriage, getPackages } from '@/lib/content/get-packages'
import { loadPackageActions } from '@/lib/packages/load-package-actions'
import type { BlockProps } from '@/registry/types'
import { PackageGridView } from './PackageGridView'

/** The country's published packages of a service as cards (the packages page of a service). */
export async function PackageGridBlockComponent({ block, context }: BlockProps<'packageGrid'>) {
  const [packages, channels] = await Promise.all([
    getPackages(context.country, context.locale, block.service),
    block.showChannelCount === false ? Promise.resolve([]) : getChannelCarriage(context.country),
  ])
  const actions = await loadPackageActions(context.country, context.locale, context.t, packages)
  // Where each channel count leads: the country's channel listing, read from its published pages.
  const channelListPath =
    block.showChannelCount === false
      ? null
      : channelListAddress((await loadSitePaths())[context.country].pages, context.locale)
  return (
    <PackageGridView
      block={block}
      context={context}
      packages={packages}
      channels={channels}
      actions={actions}
      channelListPath={channelListPath}
    />
  )
}
