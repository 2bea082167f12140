import { getChannelCatalog } from '@/lib/content/get-channels'
import { getProgrammes } from '@/lib/content/get-programmes'
import type { BlockProps } from '@/registry/types'
import { guideDays } from './guide-days'
import type { GuideChannel } from './TvGuideGrid'
import { TvGuideView } from './TvGuideView'

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * The TV guide (/tv/guia-tv): today's programmes of the block's channels (or of every channel of
 * the country), rendered here; the browser fetches the other six days through GraphQL.
 */
export async function TvGuideBlockComponent({ block, context }: BlockProps<'tvGuide'>) {
  const { country, locale } = context
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
  const now = new Date()
  const days = guideDays(now, country, locale)
  const today = days[0]
  const programmes = today
    ? await getProgrammes(
        country,
        channels.map((channel) => channel.id),
        today.from,
        today.to,
      )
    : []
  return (
    <TvGuideView
      block={block}
      context={context}
      data={{ countryId: catalog.countryId, channels, days, programmes, now: now.toISOString() }}
    />
  )
}
