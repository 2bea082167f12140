import { getChannelCatalog } from '@/lib/content/get-channels'
import { getProgrammes, type ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { guideDays, type GuideDay } from '@/blocks/tv-guide/guide-days'
import { novelasChannel } from './slots'

export type NovelaWeek = {
  /** The novela channel's id; null when the country has none. */
  channelId: number | null
  /** Today and the next six days, in the country. */
  days: GuideDay[]
  /** The channel's programmes of those days, by start time. */
  programmes: ProgrammeEntry[]
}

/**
 * The novela channel's week: the programmes the TV guide shows in that channel's row (same query,
 * same cache), read by ZAP Novelas' programming and by a novela's page for "when it airs".
 */
export async function novelaWeek(country: CountryCode, locale: Locale, now: Date = new Date()): Promise<NovelaWeek> {
  const days = guideDays(now, country, locale)
  const first = days[0]
  const last = days[days.length - 1]
  const channel = novelasChannel((await getChannelCatalog(country, locale)).channels)
  const programmes =
    channel && first && last ? await getProgrammes(country, [channel.id], first.from, last.to, locale) : []
  return { channelId: channel?.id ?? null, days, programmes }
}
