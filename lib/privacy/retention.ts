import type { CollectionSlug } from 'payload'

/**
 * How long the site keeps each kind of lead, in months after its last change (`updatedAt`; leads
 * are never edited, so for most that is when they were sent), unless an administrator sets other
 * periods in /admin → Privacy. `null` keeps a lead until the person withdraws: a newsletter
 * subscription lasts until its unsubscribe link is used (lib/newsletter). The privacy policy's
 * seeded text quotes these figures (cms/seed/data/pages-support.ts), and the daily retention job
 * deletes what is older (cms/jobs/retention.ts). A CV goes with its job application.
 */
export const RETENTION_DEFAULTS = {
  // "Ligue-me" and sign-up requests (the sign-up is a call-back request with the subject "Adesão").
  'callback-requests': 12,
  'coverage-requests': 12,
  'job-applications': 6,
  'casting-applications': 6,
  'newsletter-subscriptions': null,
  // new-form: retention (npm run new:form adds above this line)
} as const satisfies Partial<Record<CollectionSlug, number | null>>

export type RetainedCollection = keyof typeof RETENTION_DEFAULTS

export const RETAINED_COLLECTIONS = Object.keys(RETENTION_DEFAULTS) as RetainedCollection[]

/** The longest period an administrator may set: ten years. */
export const MAX_RETENTION_MONTHS = 120

/** The Privacy settings' field that holds a collection's period (`callback-requests` → `callbackRequests`). */
export const retentionField = (collection: RetainedCollection): string =>
  collection.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * The periods in force: the administrator's where set (a whole number of months from 1 to
 * MAX_RETENTION_MONTHS), the default otherwise. `stored` is the settings' `retention` group as read.
 */
export function retentionPeriods(stored: unknown): Record<RetainedCollection, number | null> {
  const group = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {}
  const periods = { ...RETENTION_DEFAULTS } as Record<RetainedCollection, number | null>
  for (const collection of RETAINED_COLLECTIONS) {
    const value = group[retentionField(collection)]
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RETENTION_MONTHS)
      periods[collection] = value
  }
  return periods
}

/**
 * The moment before which a lead last changed `months` ago has expired: the same day of the month
 * and time, `months` calendar months earlier (UTC), or that month's last day when it is shorter
 * (31 August minus 6 months is 28 or 29 February, not 3 March).
 */
export function expiryCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime())
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}
