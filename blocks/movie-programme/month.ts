import type { CountryCode } from '@/lib/countries'
import { TIME_ZONE } from '@/lib/format/date'
import type { Locale } from '@/lib/locales'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month it is now where the visitor lives (Luanda or Maputo), not on the server's clock. */
export function currentMonth(country: CountryCode, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: TIME_ZONE[country],
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}`
}

/** `month` moved by `count` months (negative goes back), e.g. addMonths('2025-12', 1) === '2026-01'. */
export function addMonths(month: string, count: number): string {
  const match = MONTH.exec(month)
  if (!match) throw new Error(`Not a YYYY-MM month: ${month}`)
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** "novembro de 2026" / "November 2026"; an invalid month gives back what it was given. */
export function monthLabel(month: string, locale: Locale): string {
  const match = MONTH.exec(month)
  if (!match) return month
  // Mid-month at noon UTC, formatted in UTC: no time zone can move it into another month.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12))
  return new Intl.DateTimeFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}
