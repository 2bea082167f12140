import { describe, expect, it } from '@jest/globals'
import { MockedProvider } from '@apollo/client/testing/react'
import { render, screen, within } from '@testing-library/react'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { failOnConsoleError, freezeDate } from '@/blocks/schedule-test-support'
import { NovelaScheduleView } from '@/blocks/novela-schedule/NovelaScheduleView'
import { NOVELAS_CHANNEL_FIXTURE, novelaScheduleFixture } from '@/blocks/novela-schedule/fixtures'
import { guideChannelsFixture, guideFixture, programmesFixture } from './fixtures'
import { guideDays } from './guide-days'
import { channelSchedule, dayWindow, guideRows } from './guide-views'
import { TvGuideView } from './TvGuideView'

/**
 * One schedule: the TV guide's row of a channel and that channel's own schedule are the same
 * programmes, for every channel and every day of the seeded week. Both cut a channel's day with
 * guide-views.ts `channelSchedule` (the guide through `guideRows`, ZAP Novelas' programming through
 * `airingsOf`); here their outputs are compared, so a second source or another cut fails.
 */

// Saturday 21 November 2026, 20:10 in Luanda: the seeded week is the 21st to the 27th.
const NOW = new Date('2026-11-21T19:10:00Z')
freezeDate(NOW)
failOnConsoleError()

const COUNTRIES = ['ao', 'mz'] as const

describe('the guide’s rows and each channel’s own schedule', () => {
  it.each(COUNTRIES)('%s: agree for every channel and every day of the week', (country) => {
    const days = guideDays(NOW, country, 'pt')
    expect(days).toHaveLength(7)
    const channels = guideChannelsFixture(country)
    // What the channel's schedule reads: its whole week at once (novela-week.ts).
    const week = days.flatMap((day) => programmesFixture(country, 'pt', day.key))
    for (const day of days) {
      const range = dayWindow(day.key, country)
      // What the guide reads for that day's page: every channel, that day.
      const rows = guideRows(channels, programmesFixture(country, 'pt', day.key), range)
      expect(rows).toHaveLength(channels.length)
      for (const channel of channels) {
        const row = rows.find((candidate) => candidate.channel.id === channel.id)?.programmes ?? []
        const own = channelSchedule(week, channel.id, range)
        expect(own.length).toBeGreaterThan(3)
        expect({ channel: channel.name, day: day.key, ids: own.map((p) => p.id) }).toEqual({
          channel: channel.name,
          day: day.key,
          ids: row.map((p) => p.id),
        })
        // The channel search shows the same row alone.
        expect(guideRows([channel], week, range)[0]?.programmes).toEqual(row)
      }
    }
  })
})

/** A day's list on the phone view of ZAP Novelas' programming: "HH:MM title" per programme. */
const novelaDay = (phone: HTMLElement, key: string) =>
  [...phone.querySelectorAll(`[data-day="${key}"] li`)].map((li) => li.textContent?.replace(/\s+/g, ' ').trim())

describe('ZAP Novelas: the guide and the programming page', () => {
  it.each([
    ['ao', 'pt'],
    ['ao', 'en'],
    ['mz', 'pt'],
    ['mz', 'en'],
  ] as const)(
    '%s %s: give the same programmes, times and titles, every day of the week',
    (country: CountryCode, locale: Locale) => {
      const path = '/tv/zap-channels/novelas/programming'
      const page = render(
        <NovelaScheduleView
          block={{ blockType: 'novelaSchedule', heading: 'ZAP Novelas' }}
          context={blockContext(locale, country, true, path)}
          data={novelaScheduleFixture(NOW, country, locale)}
        />,
      )
      const phone = page.container.querySelector<HTMLElement>('[data-view="days"]') as HTMLElement
      const schedule = Object.fromEntries(
        guideDays(NOW, country, locale).map((day) => [day.key, novelaDay(phone, day.key)]),
      )
      page.unmount()

      const novelas = guideChannelsFixture(country).filter((channel) => channel.id === NOVELAS_CHANNEL_FIXTURE)
      const name = locale === 'pt' ? 'Programação de ZAP Novelas' : 'ZAP Novelas schedule'
      for (const day of guideDays(NOW, country, locale)) {
        const view = { kind: 'day' as const, key: day.key, follows: day.isToday }
        const data = { ...guideFixture(NOW, country, locale, { view }), channels: novelas }
        const { unmount } = render(
          <MockedProvider mocks={[]}>
            <TvGuideView
              block={{ blockType: 'tvGuide', heading: 'Guia TV' }}
              context={blockContext(locale, country, true, `/tv/guia-tv/${day.key}`, day.isToday ? undefined : day.key)}
              data={data}
            />
          </MockedProvider>,
        )
        const row = within(screen.getByRole('region', { name }))
          .getAllByRole('listitem')
          .map((li) => `${li.querySelector('time')?.textContent} ${li.querySelector('time')?.nextSibling?.textContent}`)
        expect(row.length).toBeGreaterThan(5)
        expect({ day: day.key, programmes: row }).toEqual({ day: day.key, programmes: schedule[day.key] })
        unmount()
      }
    },
  )
})
