import { getStores } from '../../lib/content/get-stores'
import type { BlockProps } from '../../registry/types'
import { StoreSearchView } from './StoreSearchView'

/** Find a store (/apoio-ao-cliente/encontrar-lojas): the country's stores and agents, filtered in the browser. */
export async function StoreSearchBlockComponent({ block, context }: BlockProps<'storeSearch'>) {
  return <StoreSearchView block={block} context={context} stores={await getStores(context.country, context.locale)} />
}
