import { describe, expect, it } from '@jest/globals'
import { translatorFor } from '@/lib/i18n/translator'
import { novelaWeekFixture } from '@/blocks/novel-list/fixtures'
import type { ChannelEntry } from '@/lib/content/get-channels'
import type { ProgrammeTitleLabels } from '@/blocks/tv-guide/programme-title'
import {
  airingsOf,
  buildGrid,
  novelasChannel,
  novelSlots,
  slotPhrases,
  weekdayIn,
  weekdayOfKey,
  type NovelSlot,
} from './slots'

const pt = translatorFor('pt')
const en = translatorFor('en')
const at = (time: string, ...days: NovelSlot['day'][]): NovelSlot[] => days.map((day) => ({ day, time }))
const TITLES: ProgrammeTitleLabels = {
  episode: '{{title}}, ep. {{episode}}',
  rerun: '{{title}} (R)',
  marathon: 'M: {{title}}',
  live: '{{title}} (L)',
}
const WEEK = ['23', '24', '25', '26', '27', '28', '29'].map((date) => ({ key: `2026-11-${date}` }))

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

describe('novelSlots', () => {
  it('is the novela’s own airings on the channel, each weekday and time once, without reruns and marathons', () => {
    const slots = novelSlots(novelaWeekFixture(), 41, 'ao')
    expect(slotPhrases(slots, 'pt', pt)).toEqual(['Segunda a sexta às 21:30', 'Domingo às 16:00'])
    expect(slotPhrases(novelSlots(novelaWeekFixture(), 42, 'ao'), 'en', en)).toEqual(['Monday to Friday at 13:00'])
    expect(novelSlots(novelaWeekFixture(), 99, 'ao')).toEqual([])
    // In Maputo (UTC+2) the same instants are an hour later.
    expect(slotPhrases(novelSlots(novelaWeekFixture(), 41, 'mz'), 'pt', pt)).toEqual([
      'Segunda a sexta às 22:30',
      'Domingo às 17:00',
    ])
  })
})

describe('airingsOf and buildGrid', () => {
  it('cuts the channel’s week day by day, writes the markers, and links only published novelas', () => {
    const airings = airingsOf(WEEK, novelaWeekFixture(), 10, 'ao', TITLES, new Set([41]))
    const monday = airings.filter((a) => a.day === '2026-11-23')
    expect(monday.map((a) => `${a.time} ${a.title}`)).toEqual([
      '00:00 M: Terra Amarga',
      '09:00 Terra Amarga (R)',
      '13:00 Fruto Proibido, ep. 300',
      '21:30 Terra Amarga, ep. 400',
    ])
    expect(monday.map((a) => a.novelId)).toEqual([41, 41, null, 41])
    // Another channel's programmes are not this channel's.
    expect(airingsOf(WEEK, novelaWeekFixture(), 11, 'ao', TITLES, new Set([41]))).toEqual([])

    const grid = buildGrid(airings)
    expect(grid.times).toEqual(['00:00', '09:00', '13:00', '16:00', '21:30'])
    expect(grid.cell('16:00', '2026-11-29').map((a) => a.title)).toEqual(['Terra Amarga'])
    expect(grid.cell('16:00', '2026-11-28')).toEqual([])
    expect(grid.byDay('2026-11-28').map((a) => a.time)).toEqual(['00:00', '09:00'])
    expect(grid.byDay('2026-12-01')).toEqual([])
  })
})

describe('novelasChannel', () => {
  it('is the country’s own novelas channel, whatever its name', () => {
    const channel = (id: number, genre: ChannelEntry['genre'], own: boolean) => ({ id, number: id, genre, own })
    expect(
      novelasChannel([channel(4, 'generalista', true), channel(22, 'novelas', false), channel(10, 'novelas', true)])
        ?.id,
    ).toBe(10)
    expect(novelasChannel([channel(22, 'novelas', false)])).toBeNull()
  })
})

describe('weekdays', () => {
  it('of a day key, and today in the country’s time zone, not the device’s', () => {
    expect(weekdayOfKey('2026-11-23')).toBe(1)
    expect(weekdayOfKey('2026-11-29')).toBe(7)
    // Wednesday 7 January 2026, 23:30 in Luanda (UTC+1) and already Thursday 00:30 in Maputo (UTC+2).
    const now = new Date('2026-01-07T22:30:00Z')
    expect(weekdayIn('ao', now)).toBe(3)
    expect(weekdayIn('mz', now)).toBe(4)
    expect(weekdayIn('ao', new Date('2026-01-11T12:00:00Z'))).toBe(7)
  })
})
