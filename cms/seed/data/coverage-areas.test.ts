import { describe, expect, it } from '@jest/globals'
import { COVERAGE_STATUSES, slugOf, withSlugs } from '@/lib/coverage/areas'
import { validateCoverageCsv } from '@/lib/coverage/import'
import { seedCoverageAreaData } from './coverage-areas'

const angola = seedCoverageAreaData.ao

describe('the seeded coverage areas', () => {
  it('are Angola’s only: Mozambique sells no fibre', () => {
    expect(angola.length).toBeGreaterThan(15)
    expect(seedCoverageAreaData.mz).toEqual([])
  })

  it('show every result: each status several times, across several municipalities', () => {
    const counts = COVERAGE_STATUSES.map(
      (status) => [status, angola.filter((a) => a.status === status).length] as const,
    )
    for (const [status, count] of counts) expect([status, count >= 3]).toEqual([status, true])
    expect(new Set(angola.map((area) => area.municipality)).size).toBeGreaterThanOrEqual(8)
  })

  it('would pass the import’s own checks, a month only (and always) for “soon”', () => {
    const csv = [
      'province,municipality,neighbourhood,status,month',
      ...angola.map((a) => `Luanda,${a.municipality},${a.neighbourhood},${a.status},${a.month ?? ''}`),
    ].join('\n')
    expect(validateCoverageCsv(csv, 'ao')).toMatchObject({ ok: true })
  })

  it('each has an address of its own name (no two neighbourhoods of one name)', () => {
    const areas = withSlugs(angola.map((a) => ({ ...a, province: 'Luanda', month: a.month ?? null })))
    for (const area of areas) expect(area.slug).toBe(slugOf(area.neighbourhood))
  })
})
