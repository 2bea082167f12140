import { describe, expect, it, jest } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { failOnConsoleError, freezeDate } from '@/blocks/schedule-test-support'
import { guideChannelsFixture, guideFixture, windowFixture, windowMock } from './fixtures'
import { channelSchedule, nowAndNext, tonightWindow, windowOf } from './guide-views'
import { cells, channelNames, guide, NOW, renderGuide, statusLine } from './guide-test-support'

/** The TV guide's views "now" and "tonight", and the block reading its view from the address. */
// Only Date is faked: timers stay real.
freezeDate(NOW)
failOnConsoleError()

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

  it('responds with 404 for what is no view, and sends a day out of the week to the guide itself', async () => {
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
