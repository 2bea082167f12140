import { getChannelCatalog } from '@/lib/content/get-channels'
import { getPackages } from '@/lib/content/get-packages'
import { loadPackageActions } from '@/lib/packages/load-package-actions'
import { signUpLinks } from '@/lib/packages/package-action'
import type { BlockProps } from '@/registry/types'
import { ChannelListView } from './ChannelListView'

/**
 * The channel listing (/tv/listagem-de-canais), with its channel search over the country's packages
 * of both services, or ZAP's own channels (/tv/zap-channels), which has neither search nor filters.
 */
export async function ChannelListBlockComponent({ block, context }: BlockProps<'channelList'>) {
  const { country, locale } = context
  const [catalog, satellite, fibre] = await Promise.all([
    getChannelCatalog(country, locale),
    block.ownOnly ? [] : getPackages(country, locale, 'satelite'),
    block.ownOnly ? [] : getPackages(country, locale, 'fibra'),
  ])
  const offers = [...satellite, ...fibre]
  const actions = await loadPackageActions(country, locale, context.t, offers)
  return (
    <ChannelListView block={block} context={context} catalog={catalog} offers={offers} signUps={signUpLinks(actions)} />
  )
}
