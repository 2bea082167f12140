import type { MockLink } from '@apollo/client/testing'
import { channelsFor } from '@/cms/seed/data/channels'
import { seedNovelData } from '@/cms/seed/data/novels'
import { dayPlan } from '@/cms/seed/data/programmes'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { TV_GUIDE_DAY_QUERY } from '@/lib/graphql/tv-guide-query'
import type { Locale } from '@/lib/locales'
import { addDays, dayKey, dayNumber, guideDays } from './guide-days'
import { guideViewOf, inWindow, windowOf, type GuideView, type GuideWindow } from './guide-views'
import { DAY_LIMIT } from './TvGuide'
import type { GuideChannel } from './TvGuideGrid'
import type { TvGuideData } from './TvGuideView'

export const COUNTRY_ID_FIXTURE = 1

/** Every channel of the country as the guide lists it, with the seed's names and positions (its position is its id here). */
export function guideChannelsFixture(country: CountryCode): GuideChannel[] {
  return channelsFor(country).map(({ name, number }) => ({ id: number, name, number }))
}

const seedKeyOf = (country: CountryCode, channelId: number) =>
  channelsFor(country).find((channel) => channel.number === channelId)?.key ?? ''

/** The id the fixtures give a seed novela: 41 for the country's first, and on. */
export function novelIdFixture(country: CountryCode, title: string): number | null {
  const index = seedNovelData(country).findIndex((novela) => novela.title === title)
  return index < 0 ? null : 41 + index
}

/**
 * The channel's programmes of one day (the seed's plan), as the server gives them (GraphQL has no
 * novela), titles in `locale`.
 */
export function channelDayFixture(
  country: CountryCode,
  locale: Locale,
  channelId: number,
  key: string,
): ProgrammeEntry[] {
  return dayPlan(country, seedKeyOf(country, channelId), key).map((programme, index) => ({
    id: dayNumber(key) * 100_000 + channelId * 100 + index,
    title: programme.title[locale],
    startsAt: programme.startsAt,
    endsAt: programme.endsAt,
    channelId,
    episode: programme.episode,
    airing: programme.airing,
    novelId: programme.novel === null ? null : novelIdFixture(country, programme.novel),
  }))
}

/** Every channel's programmes of one day. */
export function programmesFixture(country: CountryCode, locale: Locale, key: string): ProgrammeEntry[] {
  return guideChannelsFixture(country).flatMap((channel) => channelDayFixture(country, locale, channel.id, key))
}

/** The programmes the guide reads for a window (start time in [from, to)) and shows (overlapping its span). */
export function windowFixture(country: CountryCode, locale: Locale, range: GuideWindow): ProgrammeEntry[] {
  const days: string[] = []
  for (
    let key = dayKey(new Date(range.from), country);
    key <= dayKey(new Date(range.to), country);
    key = addDays(key, 1)
  )
    days.push(key)
  return days.flatMap((key) => programmesFixture(country, locale, key)).filter((p) => inWindow(p, range))
}

/** What the block would load at `now` for a view (today's day by default); `programmes: false` for a guide with nothing. */
export function guideFixture(
  now: Date,
  country: CountryCode,
  locale: Locale,
  {
    view = guideViewOf(undefined, now, country),
    programmes = true,
  }: { view?: GuideView | null; programmes?: boolean } = {},
): TvGuideData {
  const shown = view ?? guideViewOf(undefined, now, country)
  if (!shown) throw new Error('no view')
  const range = windowOf(shown, now, country)
  return {
    countryId: COUNTRY_ID_FIXTURE,
    channels: guideChannelsFixture(country),
    days: guideDays(now, country, locale),
    view: shown,
    range,
    programmes: programmes ? windowFixture(country, locale, range) : [],
    now: now.toISOString(),
    basePath: '/tv/guia-tv',
  }
}

/** The GraphQL response for a window: its programmes, none, or a network error. */
export function windowMock(
  country: CountryCode,
  locale: Locale,
  range: GuideWindow,
  outcome: 'ok' | 'empty' | 'error' = 'ok',
  delay = 20,
): MockLink.MockedResponse {
  const request = {
    query: TV_GUIDE_DAY_QUERY,
    variables: {
      channels: guideChannelsFixture(country).map((channel) => channel.id),
      country: COUNTRY_ID_FIXTURE,
      from: range.from,
      to: range.to,
      limit: DAY_LIMIT,
      locale,
    },
  }
  if (outcome === 'error') return { request, error: new Error('Network request failed'), delay }
  const docs =
    outcome === 'empty' ? [] : windowFixture(country, locale, { ...range, spanFrom: range.from, spanTo: range.to })
  return {
    request,
    delay,
    result: {
      data: {
        Programmes: {
          __typename: 'Programmes',
          docs: docs.map(({ channelId, novelId: _novelId, ...programme }) => ({
            __typename: 'Programme',
            ...programme,
            channel: { __typename: 'Channel', id: channelId },
          })),
        },
      },
    },
  }
}
