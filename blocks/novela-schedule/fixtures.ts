import { seedNovelData } from '@/cms/seed/data/novels'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { guideDays } from '@/blocks/tv-guide/guide-days'
import { channelDayFixture, novelIdFixture } from '@/blocks/tv-guide/fixtures'
import type { NovelaScheduleData } from './NovelaScheduleView'

/** ZAP Novelas' position in the seed's line-up: its id in the fixtures (blocks/tv-guide/fixtures.ts). */
export const NOVELAS_CHANNEL_FIXTURE = 10

/** The week ZAP Novelas airs from `now` (the seed's plan, the TV guide fixtures' programmes), every seed novela published. */
export function novelaScheduleFixture(now: Date, country: CountryCode, locale: Locale): NovelaScheduleData {
  const days = guideDays(now, country, locale)
  return {
    channelId: NOVELAS_CHANNEL_FIXTURE,
    days,
    programmes: days.flatMap((day) => channelDayFixture(country, locale, NOVELAS_CHANNEL_FIXTURE, day.key)),
    novelIds: seedNovelData(country).flatMap((novela) => novelIdFixture(country, novela.title) ?? []),
  }
}
