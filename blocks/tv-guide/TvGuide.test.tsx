import { describe, expect, it } from '@jest/globals'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { failOnConsoleError, freezeDate } from '@/blocks/schedule-test-support'
import { guideChannelsFixture, guideFixture, windowMock } from './fixtures'
import { formatTime } from './guide-days'
import { channelSchedule, windowOf } from './guide-views'
import { cells, channelNames, guide, NOW, renderGuide, rowOf, statusLine } from './guide-test-support'

/** The TV guide's day view, as the server renders it and hydrated, after midnight, its channel search, in English. */
// Only Date is faked: timers stay real.
freezeDate(NOW)
failOnConsoleError()

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
