import { getStores } from '@/lib/content/get-stores'
import { listedKinds } from '@/lib/stores/kinds'
import type { BlockProps } from '@/registry/types'
import { StoreSearchView } from './StoreSearchView'

/**
 * Find a store (/apoio-ao-cliente/encontrar-lojas) or an accredited seller (/zap-fibra/comerciais-credenciados):
 * the country's places of the block's kinds, filtered in the browser.
 */
export async function StoreSearchBlockComponent({ block, context }: BlockProps<'storeSearch'>) {
  const stores = await getStores(context.country, context.locale, listedKinds(block.kinds))
  return <StoreSearchView block={block} context={context} stores={stores} />
}
