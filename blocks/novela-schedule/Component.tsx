import { getNovels } from '@/lib/content/get-novels'
import type { BlockProps } from '@/registry/types'
import { NovelaScheduleView } from './NovelaScheduleView'
import { novelaWeek } from './novela-week'

/**
 * ZAP Novelas' programming: the channel's programmes of today and the next six days, the very ones
 * the TV guide shows in its row (the same query, cut per day by the same function), so the two pages
 * cannot give different schedules. A programme that names a published novela links to its page.
 */
export async function NovelaScheduleBlockComponent({ block, context }: BlockProps<'novelaSchedule'>) {
  const { country, locale } = context
  const [week, novels] = await Promise.all([novelaWeek(country, locale), getNovels(country, locale)])
  return (
    <NovelaScheduleView block={block} context={context} data={{ ...week, novelIds: novels.map((novel) => novel.id) }} />
  )
}
