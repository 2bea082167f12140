import { describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { novelsFixture } from '@/blocks/novel-list/fixtures'
import { NovelaScheduleView } from './NovelaScheduleView'
import { freezeDate } from '@/blocks/schedule-test-support'

const getNovels = jest.fn<typeof import('@/lib/content/get-novels').getNovels>()
jest.mock('@/lib/content/get-novels', () => ({
  getNovels: (...args: Parameters<typeof getNovels>) => getNovels(...args),
}))

// Wednesday 7 January 2026, 23:30 in Luanda (UTC+1); already Thursday 00:30 in Maputo (UTC+2).
const NOW = new Date('2026-01-07T22:30:00Z')
freezeDate(NOW)
const path = '/tv/zap-channels/novelas/programming'
const block: BlockOf<'novelaSchedule'> = { blockType: 'novelaSchedule', heading: 'Programação', intro: 'Horas locais.' }

function renderWeek(locale: Locale = 'pt', country: CountryCode = 'ao', novels = novelsFixture) {
  const view = render(
    <NovelaScheduleView block={block} context={blockContext(locale, country, true, path)} novels={novels} />,
  )
  const phone = view.container.querySelector<HTMLElement>('[data-view="days"]')
  return { ...view, phone }
}

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent)

describe('Novela schedule block: the week table (wide screens)', () => {
  it('has the days as columns and the times as rows, earliest first, each cell linking to its novela', () => {
    renderWeek()
    expect(screen.getByRole('heading', { level: 1, name: 'Programação' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Programação semanal do ZAP Novelas (hora de Luanda)' })
    expect(columnHeaders(table).map((text) => text?.replace(' Hoje', ''))).toEqual([
      'Hora',
      'Segunda',
      'Terça',
      'Quarta',
      'Quinta',
      'Sexta',
      'Sábado',
      'Domingo',
    ])
    for (const th of within(table).getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col')
    const rowHeaders = within(table).getAllByRole('rowheader')
    expect(rowHeaders.map((th) => th.textContent)).toEqual(['13:00', '15:00', '16:00', '17:00', '20:30', '21:30'])
    for (const th of rowHeaders) expect(th).toHaveAttribute('scope', 'row')
    // Row 20:30: O Jogo da Vida Monday to Friday, nothing at the weekend.
    const row = rowHeaders[4]?.closest('tr') as HTMLElement
    const cells = within(row).getAllByRole('cell')
    expect(cells.map((td) => td.textContent)).toEqual([
      'O Jogo da Vida',
      'O Jogo da Vida',
      'O Jogo da Vida',
      'O Jogo da Vida',
      'O Jogo da Vida',
      '',
      '',
    ])
    expect(within(cells[0] as HTMLElement).getByRole('link', { name: 'O Jogo da Vida' })).toHaveAttribute(
      'href',
      '/tv/zap-channels/novelas/43',
    )
    // Sunday's 16:00 omnibus of Terra Amarga.
    const sunday = within(rowHeaders[2]?.closest('tr') as HTMLElement).getAllByRole('cell')[6] as HTMLElement
    expect(within(sunday).getByRole('link', { name: 'Terra Amarga' })).toHaveAttribute(
      'href',
      '/tv/zap-channels/novelas/41',
    )
  })

  it('marks today’s column in words, in the country’s time zone', () => {
    const { unmount } = renderWeek('pt', 'ao')
    let table = screen.getByRole('table')
    let today = within(table)
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('aria-current') === 'date')
    expect(today.map((th) => th.textContent)).toEqual(['Quarta Hoje'])
    expect(within(today[0] as HTMLElement).getByText('Hoje')).toBeInTheDocument()
    unmount()

    renderWeek('en', 'mz')
    table = screen.getByRole('table', { name: 'ZAP Novelas weekly programming (Maputo time)' })
    today = within(table)
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('aria-current') === 'date')
    expect(today.map((th) => th.textContent)).toEqual(['Thursday Today'])
  })
})

describe('Novela schedule block: the per-day list (phones)', () => {
  it('lists each day with its airings in time order, today marked, and says when a day has none', () => {
    const { phone } = renderWeek('pt', 'ao', [
      ...novelsFixture.slice(1),
      { ...novelsFixture[0]!, id: 50, title: 'Mar de Segredos', schedule: [{ day: 6, time: '20:30' }] },
    ])
    const days = within(phone as HTMLElement)
    const headings = days.getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual([
      'Segunda',
      'Terça',
      'Quarta Hoje',
      'Quinta',
      'Sexta',
      'Sábado',
      'Domingo',
    ])
    expect(headings[2]).toHaveAttribute('aria-current', 'date')
    const saturday = days.getByRole('list', { name: 'Sábado' })
    expect(
      within(saturday)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['15:00 O Jogo da Vida', '17:00 Fruto Proibido', '20:30 Mar de Segredos'])
    expect(within(saturday).getByRole('link', { name: 'Mar de Segredos' })).toHaveAttribute(
      'href',
      '/tv/zap-channels/novelas/50',
    )
    // Without Terra Amarga nothing airs on Sunday.
    expect(days.queryByRole('list', { name: 'Domingo' })).toBeNull()
    expect(days.getByText('Sem novelas neste dia.')).toBeInTheDocument()
  })
})

describe('Novela schedule block: empty and data', () => {
  it('says so when nothing is scheduled', () => {
    const { phone } = renderWeek('pt', 'ao', [{ ...novelsFixture[0]!, schedule: [] }])
    expect(screen.getByText('A programação do ZAP Novelas será publicada em breve.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
    expect(phone).toBeNull()
  })

  it('builds the grid from the country’s novelas in the page language', async () => {
    const { NovelaScheduleBlockComponent } = await import('./Component')
    getNovels.mockResolvedValue(novelsFixture)
    render(await NovelaScheduleBlockComponent({ block, context: blockContext('en', 'mz', true, path) }))
    expect(getNovels).toHaveBeenCalledWith('mz', 'en')
    expect(screen.getAllByRole('link', { name: 'Terra Amarga' }).length).toBeGreaterThan(0)
  })
})
