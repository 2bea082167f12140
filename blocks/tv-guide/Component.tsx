import { notFound, redirect } from 'next/navigation'
import { getChannelCatalog } from '@/lib/content/get-channels'
import { getProgrammes } from '@/lib/content/get-programmes'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { guideDays } from './guide-days'
import { guideViewOf, inWindow, pagePathOf, windowOf } from './guide-views'
import type { GuideChannel } from './TvGuideGrid'
import { TvGuideView } from './TvGuideView'

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * The TV guide (/tv/guia-tv): the block's channels (or every channel of the country) in one of its
 * views, each a path of its own so it works without JavaScript and is cached as a page: today's
 * full day at the page's address, another day at /YYYY-MM-DD, now and next at /agora, this evening
 * at /esta-noite (blocks/tv-guide/guide-views.ts). The server renders the view's programmes at the
 * moment it renders; the browser marks what is on air by its own clock, and asks for other
 * programmes when a cached page no longer covers the view (TvGuide.tsx).
 */
export async function TvGuideBlockComponent({ block, context }: BlockProps<'tvGuide'>) {
  const { country, locale } = context
  const now = new Date()
  const view = guideViewOf(context.param, now, country) ?? notFound()
  const catalog = await getChannelCatalog(country, locale)
  const chosen = (block.channels ?? []).map(idOf)
  // The editor's order; a channel of another country (or deleted) is left out.
  const rows =
    chosen.length > 0
      ? chosen.flatMap((id) => catalog.channels.filter((channel) => channel.id === id))
      : catalog.channels
  const channels: GuideChannel[] = rows.map(({ id, name, number, logo }) => ({
    id,
    name,
    number,
    ...(logo ? { logo } : {}),
  }))
  const days = guideDays(now, country, locale)
  const range = windowOf(view, now, country)
  // Read before any redirect, so that response too is cached only as long as the programmes.
  const programmes = await getProgrammes(
    country,
    channels.map((channel) => channel.id),
    range.from,
    range.to,
    locale,
  )
  const basePath = pagePathOf(context)
  // A day that has passed (a page cached before midnight) or is not offered yet: the guide itself.
  if (view.kind === 'day' && !view.follows && !days.some((day) => day.key === view.key))
    redirect(publicPath(locale, basePath))
  return (
    <TvGuideView
      block={block}
      context={context}
      data={{
        countryId: catalog.countryId,
        channels,
        days,
        view,
        range,
        // Only what the view shows travels to the browser (the evening, not the afternoon before it).
        programmes: programmes.filter((programme) => inWindow(programme, range)),
        now: now.toISOString(),
        basePath,
      }}
    />
  )
}
