import { describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { novelsFixture } from '@/blocks/novel-list/fixtures'
import { dayPlan } from '@/cms/seed/data/programmes'
import { seedNovelData } from '@/cms/seed/data/novels'
import { formatTime } from '@/blocks/tv-guide/guide-days'
import { novelIdFixture } from '@/blocks/tv-guide/fixtures'
import { novelaScheduleFixture } from './fixtures'
import { NovelaScheduleView } from './NovelaScheduleView'
import type { NovelaScheduleData } from './NovelaScheduleView'
import { failOnConsoleError, freezeDate } from '@/blocks/schedule-test-support'

const getNovels = jest.fn<typeof import('@/lib/content/get-novels').getNovels>()
jest.mock('@/lib/content/get-novels', () => ({
  getNovels: (...args: Parameters<typeof getNovels>) => getNovels(...args),
}))
const novelaWeek = jest.fn<typeof import('./novela-week').novelaWeek>()
jest.mock('./novela-week', () => ({
  novelaWeek: (...args: Parameters<typeof novelaWeek>) => novelaWeek(...args),
}))

// Wednesday 7 January 2026, 23:30 in Luanda (UTC+1); already Thursday 00:30 in Maputo (UTC+2).
const NOW = new Date('2026-01-07T22:30:00Z')
freezeDate(NOW)
failOnConsoleError()
const path = '/tv/zap-channels/novelas/programming'
const block: BlockOf<'novelaSchedule'> = { blockType: 'novelaSchedule', heading: 'Programação', intro: 'Horas locais.' }

function renderWeek(locale: Locale = 'pt', country: CountryCode = 'ao', data?: NovelaScheduleData) {
  const view = render(
    <NovelaScheduleView
      block={block}
      context={blockContext(locale, country, true, path)}
      data={data ?? novelaScheduleFixture(NOW, country, locale)}
    />,
  )
  const phone = view.container.querySelector<HTMLElement>('[data-view="days"]')
  return { ...view, phone }
}

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent)

/** The seed's ZAP Novelas day as the schedule writes it (Portuguese markers). */
const seeded = (country: CountryCode, day: string) =>
  dayPlan(country, 'zap-novelas', day).map((p) => {
    const titled = p.episode === null ? p.title.pt : `${p.title.pt}, episódio ${p.episode}`
    const text =
      p.airing === 'rerun' ? `${titled} (repetição)` : p.airing === 'marathon' ? `Maratona: ${titled}` : titled
    return `${formatTime(p.startsAt, country)} ${text}`
  })

describe('Novela schedule block: the week table (wide screens)', () => {
  it('has today and the next six days as columns and the times as rows, each novela linking to its page', () => {
    renderWeek()
    expect(screen.getByRole('heading', { level: 1, name: 'Programação' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Programação semanal do ZAP Novelas (hora de Luanda)' })
    expect(columnHeaders(table).map((text) => text?.replace(' Hoje', ''))).toEqual([
      'Hora',
      'Quarta 7 jan.',
      'Quinta 8 jan.',
      'Sexta 9 jan.',
      'Sábado 10 jan.',
      'Domingo 11 jan.',
      'Segunda 12 jan.',
      'Terça 13 jan.',
    ])
    for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col')
    const rowHeaders = within(table).getAllByRole('rowheader')
    const times = rowHeaders.map((th) => th.textContent ?? '')
    expect(times).toEqual([...times].sort())
    expect(times).toContain('20:30')
    // Row 20:30: O Jogo da Vida's new episode Monday to Friday (first column Wednesday), Mar de Segredos at the weekend.
    const row = rowHeaders[times.indexOf('20:30')]?.closest('tr') as HTMLElement
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent ?? '')
    expect(cells.slice(0, 3).every((text) => /^O Jogo da Vida, episódio \d+$/.test(text))).toBe(true)
    expect(cells.slice(3, 5)).toEqual(['Mar de Segredos', 'Mar de Segredos'])
    const jogo = novelIdFixture('ao', 'O Jogo da Vida')
    expect(within(within(row).getAllByRole('cell')[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/tv/zap-channels/novelas/${jogo}`,
    )
  })

  it('writes a novela that is not published as text, not as a link to a page that would not exist', () => {
    const data = novelaScheduleFixture(NOW, 'ao', 'pt')
    const mar = novelIdFixture('ao', 'Mar de Segredos')
    renderWeek('pt', 'ao', { ...data, novelIds: data.novelIds.filter((id) => id !== mar) })
    expect(screen.queryAllByRole('link', { name: 'Mar de Segredos' })).toHaveLength(0)
    expect(screen.getAllByText('Mar de Segredos').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('link', { name: /^O Jogo da Vida/ }).length).toBeGreaterThan(0)
  })

  it('marks today’s column in words, in the country’s time zone', () => {
    const { unmount } = renderWeek('pt', 'ao')
    let today = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('aria-current') === 'date')
    expect(today.map((th) => th.textContent)).toEqual(['Quarta 7 jan. Hoje'])
    unmount()

    renderWeek('en', 'mz')
    const table = screen.getByRole('table', { name: 'ZAP Novelas weekly programming (Maputo time)' })
    today = within(table)
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('aria-current') === 'date')
    expect(today.map((th) => th.textContent)).toEqual(['Thursday 8 Jan Today'])
  })
})

describe('Novela schedule block: the per-day list (phones)', () => {
  it('lists each day with every programme of the channel in time order, as the seed made it, today marked', () => {
    const { phone } = renderWeek('pt', 'ao')
    const days = within(phone as HTMLElement)
    const headings = days.getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual([
      'Quarta 7 jan. Hoje',
      'Quinta 8 jan.',
      'Sexta 9 jan.',
      'Sábado 10 jan.',
      'Domingo 11 jan.',
      'Segunda 12 jan.',
      'Terça 13 jan.',
    ])
    expect(headings[0]).toHaveAttribute('aria-current', 'date')
    const saturday = days.getByRole('list', { name: 'Sábado 10 jan.' })
    expect(
      within(saturday)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(seeded('ao', '2026-01-10'))
    // The weekend omnibus: the novela's title alone, linking to its page.
    const omnibus = seedNovelData('ao').find((n) => n.schedule.some((slot) => slot.day === '6'))?.title ?? ''
    expect(within(saturday).getAllByRole('link', { name: omnibus }).length).toBeGreaterThan(0)
  })

  it('says when a day has nothing, and when the whole week has nothing', () => {
    const data = novelaScheduleFixture(NOW, 'ao', 'pt')
    const { phone, unmount } = renderWeek('pt', 'ao', {
      ...data,
      programmes: data.programmes.filter(
        (p) => !p.startsAt.startsWith('2026-01-11') && !p.startsAt.startsWith('2026-01-10T23'),
      ),
    })
    expect(within(phone as HTMLElement).queryByRole('list', { name: 'Domingo 11 jan.' })).toBeNull()
    expect(within(phone as HTMLElement).getByText('Sem novelas neste dia.')).toBeInTheDocument()
    unmount()
    const empty = renderWeek('pt', 'ao', { ...data, programmes: [] })
    expect(screen.getByText('A programação do ZAP Novelas será publicada em breve.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(empty.phone).toBeNull()
  })
})

describe('Novela schedule block: data', () => {
  it('reads the novela channel’s week and the published novelas in the page language', async () => {
    const { NovelaScheduleBlockComponent } = await import('./Component')
    const data = novelaScheduleFixture(NOW, 'mz', 'en')
    novelaWeek.mockResolvedValue({ channelId: data.channelId, days: data.days, programmes: data.programmes })
    getNovels.mockResolvedValue(novelsFixture.map((novel, i) => ({ ...novel, id: 41 + i })))
    render(await NovelaScheduleBlockComponent({ block, context: blockContext('en', 'mz', true, path) }))
    expect(novelaWeek).toHaveBeenCalledWith('mz', 'en')
    expect(getNovels).toHaveBeenCalledWith('mz', 'en')
    expect(screen.getAllByText(/, episode \d+/).length).toBeGreaterThan(0)
    expect(screen.queryAllByText(/episódio|repetição|Maratona/)).toHaveLength(0)
  })
})
