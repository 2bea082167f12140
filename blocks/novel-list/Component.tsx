import { notFound } from 'next/navigation'
import { novelaWeek } from '@/blocks/novela-schedule/novela-week'
import { novelSlots } from '@/blocks/novela-schedule/slots'
import { getNovels } from '@/lib/content/get-novels'
import type { BlockProps } from '@/registry/types'
import { NovelDetailView } from './NovelDetailView'
import { NovelListView } from './NovelListView'
import { novelOfParam } from './resolve-param'

/**
 * ZAP Novelas' novelas. On a list page the country's published ones as cards; on
 * /tv/zap-channels/novelas/{id} (context.param) that novela in full, with when it airs: the novela
 * channel's programmes of the week that name it (the TV guide's). An id that is not a number, or
 * names a novela of another country or one not published, is a 404.
 */
export async function NovelListBlockComponent({ block, context }: BlockProps<'novelList'>) {
  if (context.param !== undefined) {
    const { country, locale, param } = context
    const novel = (await novelOfParam({ country, locale, param })) ?? notFound()
    const week = await novelaWeek(country, locale)
    return (
      <NovelDetailView
        block={block}
        context={context}
        novel={novel}
        slots={novelSlots(week.programmes, novel.id, country)}
      />
    )
  }
  return <NovelListView block={block} context={context} novels={await getNovels(context.country, context.locale)} />
}
