import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { dayMock, guideFixture, programmesFixture } from './fixtures'
import { guideDays } from './guide-days'
import { TvGuideView } from './TvGuideView'

// Saturday 21 November 2026, 20:10 in Luanda (19:10 UTC). Only Date is faked: timers stay real.
const NOW = new Date('2026-11-21T19:10:00Z')
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const

let errors: ReturnType<typeof jest.spyOn>
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: [...REAL_TIMERS] })
  errors = jest.spyOn(console, 'error')
})
afterEach(() => {
  jest.useRealTimers()
  const calls = errors.mock.calls
  errors.mockRestore()
  expect(calls).toEqual([])
})

function renderGuide({
  locale = 'pt',
  country = 'ao',
  mocks = [],
  serverNow = NOW,
  programmes = true,
}: {
  locale?: Locale
  country?: CountryCode
  mocks?: MockLink.MockedResponse[]
  serverNow?: Date
  programmes?: boolean
} = {}) {
  const heading = locale === 'pt' ? 'Guia TV' : 'TV guide'
  return render(
    <MockedProvider mocks={mocks}>
      <TvGuideView
        block={{ blockType: 'tvGuide', heading, intro: 'O que está a dar.' }}
        context={blockContext(locale, country, true, '/tv/guia-tv')}
        data={guideFixture(serverNow, country, locale, programmes)}
      />
    </MockedProvider>,
  )
}

const days = (country: CountryCode = 'ao', locale: Locale = 'pt') => guideDays(NOW, country, locale)
const region = (channel: string, locale: Locale = 'pt') =>
  screen.getByRole('region', { name: locale === 'pt' ? `Programação de ${channel}` : `${channel} schedule` })
const cells = (channel: string, locale: Locale = 'pt') => within(region(channel, locale)).getAllByRole('listitem')
const titlesOf = (channel: string, locale: Locale = 'pt') =>
  cells(channel, locale).map((cell) => cell.querySelector('time')?.nextSibling?.textContent)

describe('TV guide block', () => {
  it('shows today from the server, with the day switcher, times in the country and what is on air', () => {
    renderGuide()
    expect(screen.getByRole('heading', { level: 1, name: 'Guia TV' })).toBeInTheDocument()
    const tabs = within(screen.getByRole('tablist', { name: 'Escolher o dia' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Sáb.21 nov.Hoje',
      'Dom.22 nov.',
      'Seg.23 nov.',
      'Ter.24 nov.',
      'Qua.25 nov.',
      'Qui.26 nov.',
      'Sex.27 nov.',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')

    // Rows are channels, with their position; cells are time-ordered, at Luanda time.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'ZAP Viva',
      'ZAP Novelas',
      'SportTV África',
    ])
    expect(screen.getByText('Canal 80')).toBeInTheDocument()
    const viva = cells('ZAP Viva')
    expect(viva.map((cell) => cell.querySelector('time')?.textContent)).toEqual([
      '00:00',
      '06:00',
      '10:00',
      '12:00',
      '13:00',
      '15:00',
      '19:30',
      '20:30',
      '22:30',
    ])
    expect(viva[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T23:00:00.000Z')
    expect(region('ZAP Viva')).toHaveAttribute('tabindex', '0')

    // On air at 20:10: the 19:30 news, marked by text and aria-current, one per channel.
    const live = viva.filter((cell) => cell.getAttribute('aria-current') === 'time')
    expect(live).toHaveLength(1)
    expect(live[0]).toHaveTextContent('19:30ZAP Viva Notícias: edição da noiteNo ar')
    expect(screen.getAllByText('No ar')).toHaveLength(3)
    expect(titlesOf('ZAP Novelas')).toEqual(
      programmesFixture('ao', '2026-11-21')
        .filter((p) => p.channelId === 10)
        .map((p) => p.title),
    )
  })

  it('fetches another day through GraphQL, with a loading state, then shows that day', async () => {
    const user = userEvent.setup()
    const tomorrow = days()[1]!
    // A slow answer, so the loading state is there to see (the machine may be busy).
    renderGuide({ mocks: [dayMock('ao', tomorrow, 'ok', 400)] })
    const todayTitles = titlesOf('ZAP Novelas')

    await user.click(screen.getByRole('tab', { name: /Dom\.\s*22 nov\./ }))
    expect(screen.getByRole('status')).toHaveTextContent('A carregar a programação...')
    expect(screen.queryByRole('region', { name: 'Programação de ZAP Novelas' })).toBeNull()

    const expected = programmesFixture('ao', tomorrow.key)
      .filter((p) => p.channelId === 10)
      .map((p) => p.title)
    await waitFor(() => expect(titlesOf('ZAP Novelas')).toEqual(expected))
    expect(expected).not.toEqual(todayTitles)
    expect(screen.getByRole('tab', { name: /Dom\./ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Programação de Dom. 22 nov.')
    // Another day has nothing on air now.
    expect(screen.queryByText('No ar')).toBeNull()

    // Back to today: the server's programmes again, without a request (no mock for it).
    await user.click(screen.getByRole('tab', { name: /Hoje/ }))
    expect(titlesOf('ZAP Novelas')).toEqual(todayTitles)
  })

  it('switches days from the keyboard (arrows move, Enter chooses)', async () => {
    const user = userEvent.setup()
    const third = days()[2]!
    renderGuide({ mocks: [dayMock('ao', third)] })
    act(() => screen.getAllByRole('tab')[0]!.focus())
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getAllByRole('tab')[2]).toHaveFocus()
    // Manual activation: moving focus alone fetches nothing.
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(titlesOf('ZAP Viva')).toContain(
        programmesFixture('ao', third.key).find((p) => p.startsAt.endsWith('21:30:00.000Z'))?.title,
      ),
    )
  })

  it('says when a day has no programmes', async () => {
    const user = userEvent.setup()
    renderGuide({ mocks: [dayMock('ao', days()[3]!, 'empty')] })
    await user.click(screen.getAllByRole('tab')[3]!)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sem programação para este dia'))
    expect(screen.queryByRole('region', { name: /^Programação de / })).toBeNull()
  })

  it('says so when the server has nothing for today', () => {
    renderGuide({ programmes: false })
    expect(screen.getByRole('status')).toHaveTextContent('Sem programação para este dia')
  })

  it('shows an error with a retry button that fetches again', async () => {
    const user = userEvent.setup()
    const day = days()[4]!
    renderGuide({ mocks: [dayMock('ao', day, 'error'), dayMock('ao', day)] })
    await user.click(screen.getAllByRole('tab')[4]!)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível carregar a programação deste dia.')
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    await waitFor(() =>
      expect(titlesOf('SportTV África')).toEqual(
        programmesFixture('ao', day.key)
          .filter((p) => p.channelId === 80)
          .map((p) => p.title),
      ),
    )
  })

  it('speaks English and uses Maputo time in Mozambique', async () => {
    const user = userEvent.setup()
    const mz = guideDays(NOW, 'mz', 'en')
    renderGuide({ locale: 'en', country: 'mz', mocks: [dayMock('mz', mz[1]!)] })
    expect(within(screen.getByRole('tablist', { name: 'Choose the day' })).getAllByRole('tab')[0]).toHaveTextContent(
      'Sat21 NovToday',
    )
    expect(screen.getByText('Channel 4')).toBeInTheDocument()
    // 21:10 in Maputo: the 20:30 programme is on air.
    expect(within(region('ZAP Viva', 'en')).getByRole('listitem', { current: 'time' })).toHaveTextContent(
      /^20:30.*On air$/,
    )
    expect(titlesOf('SportTV África', 'en').some((title) => title?.startsWith('Moçambola: '))).toBe(true)
    await user.click(screen.getByRole('tab', { name: /Sun/ }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Schedule for Sun 22 Nov'))
  })

  it('moves on to the real today when the page was rendered on an earlier day', async () => {
    // A cached page from yesterday: the browser asks GraphQL for today and offers the new week.
    const today = days()[0]!
    renderGuide({ serverNow: new Date('2026-11-20T12:00:00Z'), mocks: [dayMock('ao', today)] })
    await waitFor(() => expect(screen.getAllByRole('tab')[0]).toHaveTextContent('Sáb.21 nov.Hoje'))
    expect(screen.getAllByRole('tab')).toHaveLength(7)
    await waitFor(() => expect(screen.getAllByText('No ar')).toHaveLength(3))
  })
})
