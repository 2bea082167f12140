import { describe, expect, it, jest } from '@jest/globals'
import type { MockLink } from '@apollo/client/testing'
import { MockedProvider } from '@apollo/client/testing/react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { failOnConsoleError, freezeDate } from '@/blocks/schedule-test-support'
import { guideChannelsFixture, guideFixture, windowFixture, windowMock } from './fixtures'
import { formatTime } from './guide-days'
import { channelSchedule, nowAndNext, tonightWindow, windowOf, type GuideView } from './guide-views'
import { TvGuideView } from './TvGuideView'

// Saturday 21 November 2026, 20:10 in Luanda (19:10 UTC), 21:10 in Maputo. Only Date is faked: timers stay real.
const NOW = new Date('2026-11-21T19:10:00Z')
freezeDate(NOW)
failOnConsoleError()

type Options = {
  locale?: Locale
  country?: CountryCode
  view?: GuideView
  serverNow?: Date
  programmes?: boolean
  mocks?: MockLink.MockedResponse[]
}

const segmentOf = (view?: GuideView) =>
  !view
    ? undefined
    : view.kind === 'now'
      ? 'agora'
      : view.kind === 'tonight'
        ? 'esta-noite'
        : view.follows
          ? undefined
          : view.key

function guide({ locale = 'pt', country = 'ao', view, serverNow = NOW, programmes = true, mocks = [] }: Options = {}) {
  const heading = locale === 'pt' ? 'Guia TV' : 'TV guide'
  const param = segmentOf(view)
  return (
    <MockedProvider mocks={mocks}>
      <TvGuideView
        block={{ blockType: 'tvGuide', heading, intro: 'O que está a dar.' }}
        context={blockContext(locale, country, true, param ? `/tv/guia-tv/${param}` : '/tv/guia-tv', param)}
        data={guideFixture(serverNow, country, locale, { view, programmes })}
      />
    </MockedProvider>
  )
}
const renderGuide = (options: Options = {}) => render(guide(options))

const rowOf = (channel: string, locale: Locale = 'pt') =>
  screen.getByRole('region', { name: locale === 'pt' ? `Programação de ${channel}` : `${channel} schedule` })
const cells = (channel: string, locale: Locale = 'pt') => within(rowOf(channel, locale)).getAllByRole('listitem')
const channelNames = () =>
  within(screen.getByRole('list', { name: /^(Canais|Channels)$/ }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
const statusLine = (text: string | RegExp) => screen.getByText(text, { selector: 'p' })

describe('TV guide: the day view', () => {
  it('renders every channel’s day with times in the country, the views and the days as links, and what is on air', () => {
    renderGuide()
    expect(screen.getByRole('heading', { level: 1, name: 'Guia TV' })).toBeInTheDocument()
    const views = within(screen.getByRole('navigation', { name: 'O que ver' })).getAllByRole('link')
    expect(views.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Agora', '/tv/guia-tv/agora', null],
      ['Esta noite', '/tv/guia-tv/esta-noite', null],
      ['Dia a dia', '/tv/guia-tv', 'page'],
    ])
    const days = within(screen.getByRole('navigation', { name: 'Escolher o dia' })).getAllByRole('link')
    expect(days.map((a) => a.textContent)).toEqual([
      'Sáb. 21 nov. Hoje',
      'Dom. 22 nov.',
      'Seg. 23 nov.',
      'Ter. 24 nov.',
      'Qua. 25 nov.',
      'Qui. 26 nov.',
      'Sex. 27 nov.',
    ])
    expect(days[0]).toHaveAttribute('href', '/tv/guia-tv')
    expect(days[0]).toHaveAttribute('aria-current', 'page')
    expect(days[1]).toHaveAttribute('href', '/tv/guia-tv/2026-11-22')

    // A row per channel of the country, in line-up order, each day at Luanda time.
    expect(channelNames()).toEqual(guideChannelsFixture('ao').map((c) => c.name))
    const tpa = cells('TPA 1')
    expect(tpa[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T23:00:00.000Z')
    expect(tpa.map((cell) => cell.querySelector('time')?.textContent)).toEqual(
      channelSchedule(
        guideFixture(NOW, 'ao', 'pt').programmes,
        1,
        windowOf({ kind: 'day', key: '2026-11-21', follows: true }, NOW, 'ao'),
      ).map((p) => formatTime(p.startsAt, 'ao')),
    )
    expect(rowOf('TPA 1')).toHaveAttribute('tabindex', '0')
    // On air at 20:10: one programme per channel, by text and aria-current.
    const live = document.querySelectorAll('[aria-current="time"]')
    expect(live).toHaveLength(guideChannelsFixture('ao').length)
    expect(screen.getAllByText('No ar')).toHaveLength(live.length)
    expect(within(rowOf('TPA 1')).getByRole('listitem', { current: 'time' })).toHaveTextContent(/^20:00Telejornal/)
    expect(statusLine('Programação de Sáb. 21 nov.')).toBeInTheDocument()
  })

  it('moves every row through the hours with the hour bar, from now, within the day', async () => {
    const user = userEvent.setup()
    renderGuide()
    const bar = screen.getByRole('group', { name: 'Horas' })
    const earlier = within(bar).getByRole('button', { name: 'Mais cedo' })
    const later = within(bar).getByRole('button', { name: 'Mais tarde' })
    expect(within(bar).getByText('A mostrar a partir das 20:10')).toBeInTheDocument()
    await user.click(earlier)
    expect(within(bar).getByText('A mostrar a partir das 18:00')).toBeInTheDocument()
    await user.click(later)
    await user.click(later)
    expect(within(bar).getByText('A mostrar a partir das 22:00')).toBeInTheDocument()
    // Two hours at a time: 22:00 is the last step of the day.
    expect(later).toBeDisabled()
    await user.click(within(bar).getByRole('button', { name: 'Agora' }))
    expect(within(bar).getByText('A mostrar a partir das 20:10')).toBeInTheDocument()
    for (let i = 0; i < 11; i += 1) await user.click(earlier)
    expect(within(bar).getByText('A mostrar a partir das 00:00')).toBeInTheDocument()
    expect(earlier).toBeDisabled()
    // Many clicks through a guide of every channel: past Jest's 5 s when the machine runs other stages beside Jest.
  }, 20_000)

  it('shows another day at its own address, with nothing on air and no request', () => {
    renderGuide({ view: { kind: 'day', key: '2026-11-23', follows: false } })
    const days = within(screen.getByRole('navigation', { name: 'Escolher o dia' })).getAllByRole('link')
    expect(days[2]).toHaveAttribute('aria-current', 'page')
    expect(days[0]).not.toHaveAttribute('aria-current')
    expect(statusLine('Programação de Seg. 23 nov.')).toBeInTheDocument()
    expect(cells('TPA 1')[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T23:00:00.000Z')
    expect(document.querySelectorAll('[aria-current="time"]')).toHaveLength(0)
    // Now is not in that day: the bar's "Now" is there, off.
    expect(within(screen.getByRole('group', { name: 'Horas' })).getByRole('button', { name: 'Agora' })).toBeDisabled()
  })

  it('says so when there is nothing that day', () => {
    renderGuide({ programmes: false })
    expect(screen.getByRole('status')).toHaveTextContent('Sem programação para este dia')
    expect(screen.queryByRole('region', { name: /^Programação de / })).toBeNull()
  })
})

describe('TV guide: as the server renders it, then hydrated', () => {
  it('sends rows from the stretch’s start, no "on air" claim and the controls off; the browser then marks now', async () => {
    const element = guide()
    const html = renderToString(element)
    const host = document.createElement('div')
    host.innerHTML = html
    expect(host.querySelectorAll('[aria-current="time"]')).toHaveLength(0)
    expect(host.textContent).not.toContain('No ar')
    expect(host.querySelector('input[type="search"]')).toBeDisabled()
    for (const button of host.querySelectorAll('[role="group"] button')) expect(button).toBeDisabled()
    expect(host.textContent).toContain('A mostrar a partir das 00:00')

    document.body.appendChild(host)
    await act(async () => {
      hydrateRoot(host, element)
    })
    // No hydration mismatch (failOnConsoleError), and now the marks.
    await waitFor(() =>
      expect(host.querySelectorAll('[aria-current="time"]')).toHaveLength(guideChannelsFixture('ao').length),
    )
    expect(host.querySelector('input[type="search"]')).toBeEnabled()
    host.remove()
  })
})

describe('TV guide: now', () => {
  it('lists now and next on every channel, by the browser’s clock', () => {
    renderGuide({ view: { kind: 'now' } })
    const fixture = guideFixture(NOW, 'ao', 'pt', { view: { kind: 'now' } })
    const list = screen.getByRole('list', { name: 'Canais' })
    const channels = within(list).getAllByRole('heading', { level: 2 })
    expect(channels.map((h) => h.textContent)).toEqual(guideChannelsFixture('ao').map((c) => c.name))
    for (const channel of guideChannelsFixture('ao')) {
      const items = within(screen.getByRole('list', { name: `Programação de ${channel.name}` })).getAllByRole(
        'listitem',
      )
      const { current, next } = nowAndNext(channelSchedule(fixture.programmes, channel.id, fixture.range), NOW)
      expect(items.map((li) => li.querySelector('time')?.getAttribute('dateTime'))).toEqual([
        current?.startsAt,
        next?.startsAt,
      ])
      expect(items[0]).toHaveAttribute('aria-current', 'time')
      expect(items[0]).toHaveTextContent(/^No ar\d\d:\d\d–\d\d:\d\d/)
      expect(items[1]).toHaveTextContent(/^A seguir/)
    }
    expect(statusLine('No ar às 20:10')).toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: 'O que ver' })).getByRole('link', { name: 'Agora' }),
    ).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('navigation', { name: 'Escolher o dia' })).toBeNull()
  })

  it('without JavaScript: what was on when the page was made and the one after it, with their times', () => {
    // Made at 19:50, read at 20:10: what is on now is one of them.
    const madeAt = new Date('2026-11-21T18:50:00Z')
    const host = document.createElement('div')
    host.innerHTML = renderToString(guide({ view: { kind: 'now' }, serverNow: madeAt }))
    expect(host.textContent).toContain('Programação a partir das 19:50')
    const rows = [...host.querySelectorAll('ol[aria-label^="Programação de "]')]
    expect(rows).toHaveLength(guideChannelsFixture('ao').length)
    for (const row of rows) {
      const starts = [...row.querySelectorAll('li')].map((li) =>
        Date.parse(li.querySelector('time')?.getAttribute('dateTime') ?? ''),
      )
      const ends = [...row.querySelectorAll('li')].map((li) =>
        Date.parse(li.querySelectorAll('time')[1]?.getAttribute('dateTime') ?? ''),
      )
      expect(starts).toHaveLength(2)
      expect(starts[1]).toBe(ends[0])
      expect(starts[0]).toBeLessThanOrEqual(madeAt.getTime())
      expect(ends[0]).toBeGreaterThan(madeAt.getTime())
      // What is on at 20:10 is listed.
      expect(starts.some((start, i) => start <= NOW.getTime() && NOW.getTime() < (ends[i] ?? 0))).toBe(true)
    }
    expect(host.querySelectorAll('[aria-current="time"]')).toHaveLength(0)
  })

  it('asks for now again when the page it was given is hours old', async () => {
    const madeAt = new Date('2026-11-21T09:30:00Z')
    const range = windowOf({ kind: 'now' }, NOW, 'ao')
    renderGuide({ view: { kind: 'now' }, serverNow: madeAt, mocks: [windowMock('ao', 'pt', range)] })
    expect(screen.getByRole('status')).toHaveTextContent('A carregar a programação...')
    await waitFor(() =>
      expect(document.querySelectorAll('[aria-current="time"]')).toHaveLength(guideChannelsFixture('ao').length),
    )
    expect(
      within(screen.getByRole('list', { name: 'Programação de TPA 1' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Telejornal')
  })
})

describe('TV guide: tonight', () => {
  it('lists every channel with something between 20:00 and midnight, with the whole evening', () => {
    renderGuide({ view: { kind: 'tonight' } })
    const range = tonightWindow('2026-11-21', 'ao')
    const programmes = windowFixture('ao', 'pt', range)
    const expected = guideChannelsFixture('ao').filter((c) => channelSchedule(programmes, c.id, range).length > 0)
    expect(expected.length).toBeGreaterThan(20)
    expect(channelNames()).toEqual(expected.map((c) => c.name))
    for (const channel of expected) {
      const times = cells(channel.name).map((li) => li.querySelector('time')?.getAttribute('dateTime'))
      expect(times).toEqual(channelSchedule(programmes, channel.id, range).map((p) => p.startsAt))
    }
    // ZAP Viva's evening: the 19:30 news runs into it, the film ends it.
    expect(cells('ZAP Viva').map((li) => li.querySelector('time')?.textContent)).toEqual(['19:30', '20:30', '22:30'])
    expect(statusLine('Sáb. 21 nov., das 20:00 à meia-noite')).toBeInTheDocument()
    expect(
      within(screen.getByRole('group', { name: 'Horas' })).getByText('A mostrar a partir das 20:10'),
    ).toBeInTheDocument()
  })

  it('moves on to tonight of the new day when the page was made the day before', async () => {
    const range = tonightWindow('2026-11-21', 'ao')
    renderGuide({
      view: { kind: 'tonight' },
      serverNow: new Date('2026-11-20T21:00:00Z'),
      mocks: [windowMock('ao', 'pt', range)],
    })
    await waitFor(() => expect(statusLine('Sáb. 21 nov., das 20:00 à meia-noite')).toBeInTheDocument())
    await waitFor(() =>
      expect(cells('ZAP Viva').map((li) => li.querySelector('time')?.getAttribute('dateTime'))).toEqual(
        channelSchedule(windowFixture('ao', 'pt', range), 4, range).map((p) => p.startsAt),
      ),
    )
  })
})

describe('TV guide: a cached page read after midnight', () => {
  it('asks GraphQL for the new today, offers the new week, and marks what is on', async () => {
    const today = windowOf({ kind: 'day', key: '2026-11-21', follows: true }, NOW, 'ao')
    renderGuide({ serverNow: new Date('2026-11-20T12:00:00Z'), mocks: [windowMock('ao', 'pt', today, 'ok', 100)] })
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Escolher o dia' })).getAllByRole('link')[0],
      ).toHaveTextContent('Sáb. 21 nov. Hoje'),
    )
    await waitFor(() => expect(screen.getAllByText('No ar')).toHaveLength(guideChannelsFixture('ao').length))
    expect(cells('TPA 1')[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T23:00:00.000Z')
  })

  it('shows an error with a retry button that asks again', async () => {
    const user = userEvent.setup()
    const today = windowOf({ kind: 'day', key: '2026-11-21', follows: true }, NOW, 'ao')
    renderGuide({
      serverNow: new Date('2026-11-20T12:00:00Z'),
      mocks: [windowMock('ao', 'pt', today, 'error'), windowMock('ao', 'pt', today)],
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível carregar a programação deste dia.')
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    await waitFor(() => expect(channelNames()).toHaveLength(guideChannelsFixture('ao').length))
  })
})

describe('TV guide: the channel search', () => {
  it.each(['tpa 1', 'TPA1', 'Tpa  1'])('finds TPA 1 from “%s”, and Enter goes to its row', async (query) => {
    const user = userEvent.setup()
    renderGuide()
    const field = screen.getByRole('searchbox', { name: 'Procurar um canal' })
    await user.type(field, query)
    expect(channelNames()).toEqual(['TPA 1'])
    expect(screen.getByText('1 canal encontrado')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(rowOf('TPA 1').closest('li')).toHaveFocus()
  })

  it('ignores accents and case, says when nothing is found, and clears', async () => {
    const user = userEvent.setup()
    renderGuide({ view: { kind: 'now' } })
    const field = screen.getByRole('searchbox', { name: 'Procurar um canal' })
    await user.type(field, 'NOTICIAS')
    expect(channelNames()).toEqual(['TPA Notícias'])
    await user.clear(field)
    await user.type(field, 'filmes')
    expect(channelNames()).toEqual(['ZAP Filmes 1', 'ZAP Filmes 2', 'ZAP Filmes 3', 'ZAP Filmes HD'])
    expect(screen.getByText('4 canais encontrados')).toBeInTheDocument()
    await user.type(field, ' xyz')
    expect(screen.queryByRole('list', { name: 'Canais' })).toBeNull()
    expect(screen.getByText('Nenhum canal com «filmes xyz» no nome tem programação aqui.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar a procura' }))
    expect(field).toHaveValue('')
    expect(channelNames()).toHaveLength(guideChannelsFixture('ao').length)
  })
})

describe('TV guide: in English', () => {
  it.each([
    ['ao', { kind: 'day', key: '2026-11-21', follows: true }],
    ['mz', { kind: 'now' }],
    ['ao', { kind: 'tonight' }],
    ['mz', { kind: 'day', key: '2026-11-23', follows: false }],
  ] as const)('%s %j: English words only, Mozambique at Maputo time', (country, view) => {
    const { container } = renderGuide({ locale: 'en', country, view })
    const text = container.textContent ?? ''
    expect(text).not.toMatch(/episódio|repetição|maratona|em direto|No ar|A seguir|Programação/i)
    expect(text).toMatch(/episode \d+|\(rerun\)|Marathon: /)
    expect(
      within(screen.getByRole('navigation', { name: 'What to watch' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en/tv/guia-tv/agora', '/en/tv/guia-tv/esta-noite', '/en/tv/guia-tv'])
  })

  it('reads Maputo time in Mozambique: at 21:10 the 20:30 programme is on air', () => {
    renderGuide({ locale: 'en', country: 'mz' })
    expect(within(rowOf('ZAP Viva', 'en')).getByRole('listitem', { current: 'time' })).toHaveTextContent(
      /^20:30.*On air$/,
    )
    expect(cells('SportTV África', 'en').some((cell) => cell.textContent?.includes('Moçambola: '))).toBe(true)
  })
})

const getChannelCatalog = jest.fn<typeof import('@/lib/content/get-channels').getChannelCatalog>()
const getProgrammes = jest.fn<typeof import('@/lib/content/get-programmes').getProgrammes>()
jest.mock('@/lib/content/get-channels', () => ({
  getChannelCatalog: (...args: Parameters<typeof getChannelCatalog>) => getChannelCatalog(...args),
}))
jest.mock('@/lib/content/get-programmes', () => ({
  getProgrammes: (...args: Parameters<typeof getProgrammes>) => getProgrammes(...args),
}))
const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND')
})
const redirect = jest.fn((to: string) => {
  throw new Error(`NEXT_REDIRECT ${to}`)
})
jest.mock('next/navigation', () => ({ notFound: () => notFound(), redirect: (to: string) => redirect(to) }))

describe('TV guide: the block reads its view from the address', () => {
  const catalog = {
    countryId: 1,
    packages: [],
    channels: guideChannelsFixture('ao').map((c) => ({
      ...c,
      genre: 'generalista' as const,
      hd: false,
      own: false,
      packageIds: [],
    })),
  }
  const block = { blockType: 'tvGuide' as const, heading: 'Guia TV' }
  const at = (param?: string, locale: Locale = 'pt') =>
    blockContext(locale, 'ao', true, param ? `/tv/guia-tv/${param}` : '/tv/guia-tv', param)

  it('reads tonight from 14:00 to midnight in Luanda, and now from six hours before the hour to twelve after', async () => {
    const { TvGuideBlockComponent } = await import('./Component')
    getChannelCatalog.mockResolvedValue(catalog)
    getProgrammes.mockImplementation(async (country, _ids, from, to, locale) =>
      windowFixture(country, locale, { from, to, spanFrom: from, spanTo: to }),
    )
    render(await TvGuideBlockComponent({ block, context: at('esta-noite') }))
    expect(getProgrammes).toHaveBeenLastCalledWith(
      'ao',
      catalog.channels.map((c) => c.id),
      '2026-11-21T13:00:00.000Z',
      '2026-11-21T23:00:00.000Z',
      'pt',
    )
    expect(channelNames().length).toBeGreaterThan(20)
    render(await TvGuideBlockComponent({ block, context: at('agora', 'en') }))
    expect(getProgrammes).toHaveBeenLastCalledWith(
      'ao',
      expect.any(Array),
      '2026-11-21T13:00:00.000Z',
      '2026-11-22T07:00:00.000Z',
      'en',
    )
  })

  it('answers 404 for what is no view, and sends a day out of the week to the guide itself', async () => {
    const { TvGuideBlockComponent } = await import('./Component')
    getChannelCatalog.mockResolvedValue(catalog)
    getProgrammes.mockResolvedValue([])
    for (const param of ['amanha', '2026-02-30', 'now'])
      await expect(TvGuideBlockComponent({ block, context: at(param) })).rejects.toThrow('NEXT_NOT_FOUND')
    await expect(TvGuideBlockComponent({ block, context: at('2026-11-20') })).rejects.toThrow(
      'NEXT_REDIRECT /tv/guia-tv',
    )
    await expect(TvGuideBlockComponent({ block, context: at('2026-11-28', 'en') })).rejects.toThrow(
      'NEXT_REDIRECT /en/tv/guia-tv',
    )
    render(await TvGuideBlockComponent({ block, context: at('2026-11-27') }))
    expect(screen.getByRole('status')).toHaveTextContent('Sem programação para este dia')
  })
})
