import type { MockLink } from '@apollo/client/testing'
import { dayPlan } from '@/cms/seed/data/programmes'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { TV_GUIDE_DAY_QUERY } from '@/lib/graphql/tv-guide-query'
import type { Locale } from '@/lib/locales'
import { dayNumber, guideDays, type GuideDay } from './guide-days'
import { DAY_LIMIT } from './TvGuide'
import type { GuideChannel } from './TvGuideGrid'
import type { TvGuideData } from './TvGuideView'

/** Three channels of the guide, with the seed's schedules (cms/seed/data/programmes.ts). */
export const guideChannelsFixture: GuideChannel[] = [
  { id: 4, name: 'ZAP Viva', number: 4 },
  { id: 10, name: 'ZAP Novelas', number: 10 },
  { id: 80, name: 'SportTV África', number: 80 },
]
const SEED_KEY: Record<number, string> = { 4: 'zap-viva', 10: 'zap-novelas', 80: 'sporttv-africa' }
export const COUNTRY_ID_FIXTURE = 1

/** The fixture channels' programmes of one day, as the server or GraphQL gives them. */
export function programmesFixture(country: CountryCode, key: string): ProgrammeEntry[] {
  return guideChannelsFixture.flatMap((channel) =>
    dayPlan(country, SEED_KEY[channel.id] ?? '', key).map((programme, index) => ({
      id: dayNumber(key) * 1000 + channel.id * 10 + index,
      title: programme.title,
      startsAt: programme.startsAt,
      endsAt: programme.endsAt,
      channelId: channel.id,
    })),
  )
}

/** What the block would load at `now`. */
export function guideFixture(now: Date, country: CountryCode, locale: Locale, programmes = true): TvGuideData {
  const days = guideDays(now, country, locale)
  return {
    countryId: COUNTRY_ID_FIXTURE,
    channels: guideChannelsFixture,
    days,
    programmes: programmes && days[0] ? programmesFixture(country, days[0].key) : [],
    now: now.toISOString(),
  }
}

/** The GraphQL answer for one day: its programmes, none, or a network error. */
export function dayMock(
  country: CountryCode,
  day: Pick<GuideDay, 'key' | 'from' | 'to'>,
  outcome: 'ok' | 'empty' | 'error' = 'ok',
  delay = 20,
): MockLink.MockedResponse {
  const request = {
    query: TV_GUIDE_DAY_QUERY,
    variables: {
      channels: guideChannelsFixture.map((channel) => channel.id),
      country: COUNTRY_ID_FIXTURE,
      from: day.from,
      to: day.to,
      limit: DAY_LIMIT,
    },
  }
  if (outcome === 'error') return { request, error: new Error('Network request failed'), delay }
  const docs = outcome === 'empty' ? [] : programmesFixture(country, day.key)
  return {
    request,
    delay,
    result: {
      data: {
        Programmes: {
          __typename: 'Programmes',
          docs: docs.map(({ channelId, ...programme }) => ({
            __typename: 'Programme',
            ...programme,
            channel: { __typename: 'Channel', id: channelId },
          })),
        },
      },
    },
  }
}
