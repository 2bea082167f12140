import { describe, expect, it } from '@jest/globals'
import { addDays, dayRange, GUIDE_DAYS } from '@/blocks/tv-guide/guide-days'
import { LOOKBACK_HOURS } from '@/blocks/tv-guide/guide-views'
import { channelsFor } from './channels'
import { seedNovelData } from './novels'
import { dayPlan } from './programmes'

const WEEK = Array.from({ length: GUIDE_DAYS }, (_, index) => addDays('2026-11-21', index))
/** Words of the markers the page writes itself: never part of a title, in either language. */
const MARKER_WORDS = /epis[óo]dio|episode|repeti[çc][ãa]o|rerun|maratona|marathon|em direto|\blive\b/i

describe('seeded TV guide', () => {
  it.each(['ao', 'mz'] as const)(
    '%s: every channel of the country has its whole week, each day from midnight to midnight',
    (code) => {
      const channels = channelsFor(code)
      expect(channels.length).toBeGreaterThan(20)
      for (const day of WEEK) {
        const { from, to } = dayRange(day, code)
        let total = 0
        for (const { key } of channels) {
          const plan = dayPlan(code, key, day)
          expect({ key, count: plan.length > 3 }).toEqual({ key, count: true })
          expect(plan[0]?.startsAt).toBe(from)
          expect(plan.at(-1)?.endsAt).toBe(to)
          plan.forEach((programme, i) => {
            const length = Date.parse(programme.endsAt) - Date.parse(programme.startsAt)
            // Back to back, and never longer than the guide looks back for what is on air.
            expect(length).toBeGreaterThan(0)
            expect(length).toBeLessThanOrEqual(LOOKBACK_HOURS * 3_600_000)
            if (i > 0) expect(programme.startsAt).toBe(plan[i - 1]?.endsAt)
          })
          total += plan.length
        }
        // A day of the whole guide stays within what the browser may ask GraphQL for at once (DAY_LIMIT).
        expect(total).toBeLessThan(500)
      }
    },
  )

  it.each(['ao', 'mz'] as const)('%s: titles in both languages, the markers as fields, never as words', (code) => {
    const all = channelsFor(code).flatMap(({ key }) => WEEK.flatMap((day) => dayPlan(code, key, day)))
    expect(all.filter((p) => MARKER_WORDS.test(p.title.pt) || MARKER_WORDS.test(p.title.en))).toEqual([])
    // Words are translated (a name is the same in both), and every marker is used somewhere.
    expect(all.filter((p) => p.title.pt !== p.title.en).length).toBeGreaterThan(all.length / 3)
    expect(new Set(all.map((p) => p.airing))).toEqual(new Set([null, 'rerun', 'marathon', 'live']))
    expect(all.some((p) => p.episode !== null)).toBe(true)
  })

  it('changes titles from one day to the next, and repeats them for the same date', () => {
    const titles = (day: string) => dayPlan('ao', 'zap-viva', day).map((p) => p.title.pt)
    expect(titles('2026-11-22')).not.toEqual(titles('2026-11-21'))
    expect(titles('2026-11-21')).toEqual(titles('2026-11-21'))
    // Friday and Saturday at 20:30 on ZAP Viva: Stars on Stage, the gala live on Saturday.
    const at2030 = (day: string) => dayPlan('ao', 'zap-viva', day).find((p) => p.startsAt.endsWith('19:30:00.000Z'))
    expect(at2030('2026-11-20')?.title.en).toBe('Stars on Stage: the road to the gala')
    expect(at2030('2026-11-21')).toMatchObject({ title: { pt: 'Stars on Stage: gala' }, airing: 'live' })
    expect(dayPlan('mz', 'sporttv-africa', '2026-11-21').some((p) => p.title.pt.startsWith('Moçambola: '))).toBe(true)
    expect(dayPlan('ao', 'unknown', '2026-11-21')).toEqual([])
  })

  it.each(['ao', 'mz'] as const)(
    '%s: ZAP Novelas airs each novela at its slots, with reruns and an overnight marathon',
    (code) => {
      const novelas = seedNovelData(code)
      for (const day of WEEK) {
        const plan = dayPlan(code, 'zap-novelas', day)
        const weekday = String(((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1)
        const firstRuns = plan.filter((p) => p.airing === null)
        const expected = novelas.flatMap((novela) =>
          novela.schedule.filter((slot) => slot.day === weekday).map((slot) => `${slot.time} ${novela.title}`),
        )
        const local = (iso: string) =>
          new Intl.DateTimeFormat('en-GB', {
            timeZone: code === 'ao' ? 'Africa/Luanda' : 'Africa/Maputo',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).format(new Date(iso))
        expect(firstRuns.map((p) => `${local(p.startsAt)} ${p.novel}`).sort()).toEqual(expected.sort())
        // New episodes on weekdays; the weekend's are the week's omnibus, without a number.
        const weekend = weekday === '6' || weekday === '7'
        expect(firstRuns.every((p) => (weekend ? p.episode === null : p.episode !== null))).toBe(true)
        expect(plan[0]).toMatchObject({ airing: 'marathon' })
        expect(plan.filter((p) => p.airing === 'rerun').length).toBeGreaterThan(3)
        // Every programme names the novela it airs, by its title.
        expect(plan.every((p) => p.novel !== null && p.title.pt === p.novel && p.title.en === p.novel)).toBe(true)
      }
    },
  )
})
