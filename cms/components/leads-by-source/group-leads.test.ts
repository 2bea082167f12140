import { describe, expect, it } from '@jest/globals'
import { groupLeads, isoWeek, type SourceLead, weekStart, weekWindow } from './group-leads'

const FORMS = ['callback-requests', 'coverage-requests', 'newsletter-subscriptions'] as const
type Form = (typeof FORMS)[number]

/** Wednesday 2025-03-19, noon UTC: its week runs from Monday 17 to Sunday 23 March (2025-W12). */
const NOW = new Date('2025-03-19T12:00:00Z')

const lead = (form: Form, createdAt: string, source: Partial<SourceLead<Form>> = {}): SourceLead<Form> => ({
  form,
  createdAt,
  ...source,
})

describe('ISO weeks in UTC', () => {
  it('start on Monday at midnight UTC, whatever the day and hour', () => {
    expect(weekStart(new Date('2025-03-17T00:00:00Z')).toISOString()).toBe('2025-03-17T00:00:00.000Z')
    expect(weekStart(new Date('2025-03-23T23:59:59Z')).toISOString()).toBe('2025-03-17T00:00:00.000Z')
    // Sunday is the last day of the week, not the first.
    expect(weekStart(new Date('2025-03-16T23:59:59Z')).toISOString()).toBe('2025-03-10T00:00:00.000Z')
  })

  it('are named by ISO 8601, across the turn of the year', () => {
    expect(isoWeek(NOW)).toBe('2025-W12')
    expect(isoWeek(new Date('2024-12-30T10:00:00Z'))).toBe('2025-W01')
    expect(isoWeek(new Date('2021-01-03T10:00:00Z'))).toBe('2020-W53')
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01')
    expect(isoWeek(new Date('2023-01-01T00:00:00Z'))).toBe('2022-W52')
  })

  it('a window is whole weeks up to the end of the current one', () => {
    const window = weekWindow(NOW, 12)
    expect(window.start.toISOString()).toBe('2024-12-30T00:00:00.000Z')
    expect(window.end.toISOString()).toBe('2025-03-24T00:00:00.000Z')
    expect(window.weeks).toBe(12)
  })
})

describe('groupLeads', () => {
  const window = weekWindow(NOW, 3) // 2025-W10, W11, W12: 3 to 23 March

  it('counts each form per week, newest week first, weeks without leads included', () => {
    const report = groupLeads(
      [
        lead('callback-requests', '2025-03-19T09:00:00Z'),
        lead('callback-requests', '2025-03-17T00:00:00Z'), // the first instant of W12
        lead('coverage-requests', '2025-03-16T23:59:59Z'), // the last instant of W11
        lead('newsletter-subscriptions', '2025-03-03T08:00:00Z'),
      ],
      { forms: FORMS, window },
    )
    expect(report.weeks.map((w) => [w.week, w.counts, w.total])).toEqual([
      ['2025-W12', { 'callback-requests': 2, 'coverage-requests': 0, 'newsletter-subscriptions': 0 }, 2],
      ['2025-W11', { 'callback-requests': 0, 'coverage-requests': 1, 'newsletter-subscriptions': 0 }, 1],
      ['2025-W10', { 'callback-requests': 0, 'coverage-requests': 0, 'newsletter-subscriptions': 1 }, 1],
    ])
    expect(report.weeks[0]!.start.toISOString()).toBe('2025-03-17T00:00:00.000Z')
    expect(report.totals).toEqual({ 'callback-requests': 2, 'coverage-requests': 1, 'newsletter-subscriptions': 1 })
    expect(report.total).toBe(4)
  })

  it('leaves out leads outside the window, of forms not listed, or without a readable date', () => {
    const report = groupLeads(
      [
        lead('callback-requests', '2025-03-02T23:59:59Z'), // the Sunday before the window
        lead('callback-requests', '2025-03-24T00:00:00Z'), // next week
        { form: 'job-applications' as Form, createdAt: '2025-03-18T10:00:00Z' },
        lead('callback-requests', 'not a date'),
        lead('callback-requests', '2025-03-18T10:00:00Z'),
      ],
      { forms: FORMS, window },
    )
    expect(report.total).toBe(1)
    expect(report.pages.rows).toEqual([{ label: null, count: 1, latest: Date.parse('2025-03-18T10:00:00Z') }])
  })

  it('breaks the leads down by page, package (by name) and campaign, empty values as "no source"', () => {
    const names = new Map([
      ['7', 'ZAP Max'],
      ['8', 'ZAP Fibra 50'],
    ])
    const report = groupLeads(
      [
        lead('callback-requests', '2025-03-18T10:00:00Z', {
          sourcePage: '/zap-satelite/pacotes-de-canais',
          package: 7,
          utmCampaign: 'natal',
          utmSource: 'facebook',
          utmMedium: 'social',
        }),
        lead('callback-requests', '2025-03-18T11:00:00Z', {
          sourcePage: '/zap-satelite/pacotes-de-canais',
          package: 7,
          utmCampaign: 'natal',
          utmSource: 'facebook',
          utmMedium: 'social',
        }),
        // The same campaign name from another source is another row.
        lead('coverage-requests', '2025-03-10T10:00:00Z', {
          sourcePage: '/zap-fibra',
          package: 8,
          utmCampaign: 'natal',
          utmSource: 'google',
        }),
        // Blank values are no source at all, like missing ones.
        lead('newsletter-subscriptions', '2025-03-05T10:00:00Z', {
          sourcePage: '  ',
          package: null,
          utmCampaign: '',
        }),
        lead('newsletter-subscriptions', '2025-03-04T10:00:00Z'),
        // A package the user may not read, or deleted: shown by its id.
        lead('callback-requests', '2025-03-04T09:00:00Z', { package: 99 }),
      ],
      { forms: FORMS, window, packageNames: names },
    )
    const simple = <T extends { latest: number }>(rows: T[]) => rows.map(({ latest: _latest, ...rest }) => rest)
    expect(simple(report.pages.rows)).toEqual([
      { label: null, count: 3 },
      { label: '/zap-satelite/pacotes-de-canais', count: 2 },
      { label: '/zap-fibra', count: 1 },
    ])
    expect(simple(report.packages.rows)).toEqual([
      { label: 'ZAP Max', count: 2 },
      { label: null, count: 2 },
      { label: 'ZAP Fibra 50', count: 1 },
      { label: '#99', count: 1 },
    ])
    expect(simple(report.campaigns.rows)).toEqual([
      { campaign: null, source: null, medium: null, count: 3 },
      { campaign: 'natal', source: 'facebook', medium: 'social', count: 2 },
      { campaign: 'natal', source: 'google', medium: null, count: 1 },
    ])
    expect(report.campaigns.rest).toEqual({ sources: 0, leads: 0 })
  })

  it('names the top sources, newest first among equals, and sums the rest', () => {
    const leads = [
      lead('callback-requests', '2025-03-18T10:00:00Z', { utmCampaign: 'velha' }),
      lead('callback-requests', '2025-03-18T11:00:00Z', { utmCampaign: 'velha' }),
      lead('callback-requests', '2025-03-05T10:00:00Z', { utmCampaign: 'a-antiga' }),
      lead('callback-requests', '2025-03-19T10:00:00Z', { utmCampaign: 'z-nova' }),
      lead('callback-requests', '2025-03-06T10:00:00Z', { utmCampaign: 'b-antiga' }),
    ]
    const report = groupLeads(leads, { forms: FORMS, window, top: 2 })
    expect(report.campaigns.rows.map((row) => [row.campaign, row.count])).toEqual([
      ['velha', 2],
      // One lead each: the campaign whose lead is newest comes first, whatever its name.
      ['z-nova', 1],
    ])
    expect(report.campaigns.rest).toEqual({ sources: 2, leads: 2 })
  })

  it('gives every week of the window, all zero, when there are no leads', () => {
    const report = groupLeads([], { forms: FORMS, window: weekWindow(NOW, 12) })
    expect(report.weeks).toHaveLength(12)
    expect(report.weeks.at(-1)!.week).toBe('2025-W01')
    expect(report.weeks.every((w) => w.total === 0)).toBe(true)
    expect(report.total).toBe(0)
    expect(report.pages).toEqual({ rows: [], rest: { sources: 0, leads: 0 } })
  })
})
