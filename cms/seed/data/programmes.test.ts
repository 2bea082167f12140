import { describe, expect, it } from '@jest/globals'
import { addDays, dayRange, GUIDE_DAYS } from '@/blocks/tv-guide/guide-days'
import { channelsFor } from './channels'
import { dayPlan, guideChannelKeys } from './programmes'

describe('seeded TV guide', () => {
  it.each(['ao', 'mz'] as const)('%s: eight channels of the country, each day covered from midnight to midnight', (code) => {
    const keys = guideChannelKeys(code)
    expect(keys).toHaveLength(8)
    const known = new Set(channelsFor(code).map((channel) => channel.key))
    expect(keys.filter((key) => !known.has(key))).toEqual([])

    let total = 0
    for (let index = 0; index < GUIDE_DAYS; index += 1) {
      const day = addDays('2026-11-21', index)
      const { from, to } = dayRange(day, code)
      for (const key of keys) {
        const plan = dayPlan(code, key, day)
        expect(plan.length).toBeGreaterThan(3)
        expect(plan[0]?.startsAt).toBe(from)
        expect(plan.at(-1)?.endsAt).toBe(to)
        // Back to back: each programme ends when the next starts, and lasts a while.
        plan.forEach((programme, i) => {
          expect(Date.parse(programme.endsAt)).toBeGreaterThan(Date.parse(programme.startsAt))
          if (i > 0) expect(programme.startsAt).toBe(plan[i - 1]?.endsAt)
        })
        total += plan.length
      }
    }
    expect(total).toBeLessThan(500)
  })

  it('changes titles from one day to the next, and repeats them for the same date', () => {
    const titles = (day: string) => dayPlan('ao', 'zap-novelas', day).map((p) => p.title)
    expect(titles('2026-11-22')).not.toEqual(titles('2026-11-21'))
    expect(titles('2026-11-21')).toEqual(titles('2026-11-21'))
    expect(titles('2026-11-21')).toContain('Terra Amarga, episódio 153')
    expect(dayPlan('mz', 'sporttv-africa', '2026-11-21').map((p) => p.title).some((t) => t.startsWith('Moçambola: '))).toBe(true)
    expect(dayPlan('ao', 'unknown', '2026-11-21')).toEqual([])
  })
})
