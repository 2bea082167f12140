import { describe, expect, it } from '@jest/globals'
import type { NovelSlot } from '@/lib/content/get-novels'
import { translatorFor } from '@/lib/i18n/translator'
import { novelsFixture } from '@/blocks/novel-list/fixtures'
import { airingsOf, buildGrid, slotPhrases, weekdayIn } from './slots'

const pt = translatorFor('pt')
const en = translatorFor('en')
const at = (time: string, ...days: NovelSlot['day'][]): NovelSlot[] => days.map((day) => ({ day, time }))

describe('slotPhrases', () => {
  it('makes a run of weekdays a range and joins the times the days share', () => {
    const slots = [...at('20:30', 1, 2, 3, 4, 5), ...at('13:00', 5, 4, 3, 2, 1), ...at('15:00', 6)]
    expect(slotPhrases(slots, 'pt', pt)).toEqual(['Segunda a sexta às 13:00 e 20:30', 'Sábado às 15:00'])
    expect(slotPhrases(slots, 'en', en)).toEqual(['Monday to Friday at 13:00 and 20:30', 'Saturday at 15:00'])
  })

  it('lists days that are not a run of three', () => {
    expect(slotPhrases(at('21:00', 1, 3, 5), 'pt', pt)).toEqual(['Segunda, quarta e sexta às 21:00'])
    expect(slotPhrases(at('20:30', 6, 7), 'pt', pt)).toEqual(['Sábado e domingo às 20:30'])
    expect(slotPhrases(at('20:30', 6, 7), 'en', en)).toEqual(['Saturday and Sunday at 20:30'])
    expect(slotPhrases([...at('19:00', 1, 2, 3, 5), ...at('10:00', 7)], 'pt', pt)).toEqual([
      'Segunda a quarta e sexta às 19:00',
      'Domingo às 10:00',
    ])
    expect(slotPhrases([], 'pt', pt)).toEqual([])
  })
})

describe('buildGrid', () => {
  it('has one row per time, earliest first, and each day’s airings in time order', () => {
    const grid = buildGrid(airingsOf(novelsFixture))
    expect(grid.times).toEqual(['13:00', '15:00', '16:00', '17:00', '20:30', '21:30'])
    expect(grid.cell('20:30', 1)).toEqual([{ id: 43, title: 'O Jogo da Vida' }])
    expect(grid.cell('20:30', 6)).toEqual([])
    expect(grid.byDay[6].map((a) => `${a.time} ${a.title}`)).toEqual(['15:00 O Jogo da Vida', '17:00 Fruto Proibido'])
    expect(grid.byDay[2].map((a) => a.time)).toEqual(['13:00', '20:30', '21:30'])
  })

  it('keeps two novelas in one slot, by title, and a duplicated slot once', () => {
    const grid = buildGrid(
      airingsOf([
        { id: 2, title: 'B', schedule: at('20:30', 1, 1) },
        { id: 1, title: 'A', schedule: at('20:30', 1) },
      ]),
    )
    expect(grid.cell('20:30', 1)).toEqual([
      { id: 1, title: 'A' },
      { id: 2, title: 'B' },
    ])
    expect(grid.byDay[1]).toHaveLength(2)
  })
})

describe('weekdayIn', () => {
  it('is the weekday in the country’s time zone, not the device’s', () => {
    // Wednesday 7 January 2026, 23:30 in Luanda (UTC+1) and already Thursday 00:30 in Maputo (UTC+2).
    const now = new Date('2026-01-07T22:30:00Z')
    expect(weekdayIn('ao', now)).toBe(3)
    expect(weekdayIn('mz', now)).toBe(4)
    expect(weekdayIn('ao', new Date('2026-01-11T12:00:00Z'))).toBe(7)
  })
})
