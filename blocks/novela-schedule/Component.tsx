import { getNovels } from '@/lib/content/get-novels'
import type { BlockProps } from '@/registry/types'
import { NovelaScheduleView } from './NovelaScheduleView'

/** ZAP Novelas' weekly programming, built from the country's published novelas and their slots. */
export async function NovelaScheduleBlockComponent({ block, context }: BlockProps<'novelaSchedule'>) {
  return (
    <NovelaScheduleView block={block} context={context} novels={await getNovels(context.country, context.locale)} />
  )
}
