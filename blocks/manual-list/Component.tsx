import { getManuals } from '@/lib/content/get-manuals'
import type { BlockProps } from '@/registry/types'
import { ManualListView } from './ManualListView'

/** User manuals (/apoio-ao-cliente/manuais): the country's PDFs by category, each with its size. */
export async function ManualListBlockComponent({ block, context }: BlockProps<'manualList'>) {
  return <ManualListView block={block} context={context} manuals={await getManuals(context.country, context.locale)} />
}
