import { expiryCutoff, RETENTION_DEFAULTS, retentionField, retentionPeriods } from './retention'

describe('expiryCutoff', () => {
  it('goes back whole calendar months, keeping the time of day (UTC)', () => {
    expect(expiryCutoff(new Date('2027-03-15T03:00:00Z'), 12).toISOString()).toBe('2026-03-15T03:00:00.000Z')
    expect(expiryCutoff(new Date('2027-03-15T03:00:00Z'), 6).toISOString()).toBe('2026-09-15T03:00:00.000Z')
    expect(expiryCutoff(new Date('2027-01-10T00:00:00Z'), 1).toISOString()).toBe('2026-12-10T00:00:00.000Z')
  })

  it('stops at the last day of a shorter month instead of spilling into the next', () => {
    expect(expiryCutoff(new Date('2027-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z')
    expect(expiryCutoff(new Date('2028-08-31T12:00:00Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z')
    expect(expiryCutoff(new Date('2027-05-31T12:00:00Z'), 1).toISOString()).toBe('2027-04-30T12:00:00.000Z')
  })

  it('makes a lead changed just after the cutoff fresh and one just before it expired', () => {
    const now = new Date('2027-03-15T03:00:00Z')
    const cutoff = expiryCutoff(now, 6).getTime()
    expect(new Date('2026-09-15T03:00:01Z').getTime()).toBeGreaterThan(cutoff)
    expect(new Date('2026-09-15T02:59:59Z').getTime()).toBeLessThan(cutoff)
  })
})

describe('retentionPeriods', () => {
  it('are the defaults when nothing is stored', () => {
    expect(retentionPeriods(undefined)).toEqual(RETENTION_DEFAULTS)
    expect(retentionPeriods(null)).toEqual(RETENTION_DEFAULTS)
  })

  it('take an administrator’s whole number of months per collection, by its field name', () => {
    expect(retentionField('callback-requests')).toBe('callbackRequests')
    const periods = retentionPeriods({ callbackRequests: 3, newsletterSubscriptions: 24 })
    expect(periods['callback-requests']).toBe(3)
    expect(periods['newsletter-subscriptions']).toBe(24)
    expect(periods['job-applications']).toBe(RETENTION_DEFAULTS['job-applications'])
  })

  it('keep the default for a value that is no period (empty, zero, a fraction, too long, text)', () => {
    const periods = retentionPeriods({
      callbackRequests: null,
      coverageRequests: 0,
      jobApplications: 2.5,
      castingApplications: 999,
      newsletterSubscriptions: '6',
    })
    expect(periods).toEqual(RETENTION_DEFAULTS)
  })

  it('keep the newsletter until unsubscribed, and the other leads for a limited time, by default', () => {
    expect(RETENTION_DEFAULTS['newsletter-subscriptions']).toBeNull()
    expect(RETENTION_DEFAULTS['callback-requests']).toBe(12)
    expect(RETENTION_DEFAULTS['coverage-requests']).toBe(12)
    expect(RETENTION_DEFAULTS['job-applications']).toBe(6)
    expect(RETENTION_DEFAULTS['casting-applications']).toBe(6)
  })
})
