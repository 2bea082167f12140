import type { CountryCode } from '@/lib/countries'
import { TIME_ZONE } from '@/lib/format/date'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Whether a value is a month written "YYYY-MM" ("2027-03"). */
export const isMonth = (value: string): boolean => MONTH.test(value)

/**
 * The month a stored date falls in where the country lives ("2027-03"), or null. The admin's month
 * picker stores the first moment of the month in the editor's own time zone (29 February 23:00 UTC
 * for March, in Luanda), so the month is read in the country's zone, never in UTC or the server's.
 */
export function monthOfDate(value: string | null | undefined, country: CountryCode): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  // en-CA writes dates as YYYY-MM-DD.
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: TIME_ZONE[country],
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const month = `${part('year')}-${part('month')}`
  return isMonth(month) ? month : null
}

/**
 * A month as the date the CMS stores for it: the 1st at noon UTC, which is the 1st in every zone
 * from UTC-11 to UTC+11 (the admin's picker shows the same month wherever its editor sits).
 */
export function dateOfMonth(month: string): string {
  const match = MONTH.exec(month)
  if (!match) throw new Error(`Not a YYYY-MM month: ${month}`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1, 12)).toISOString()
}
