import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'

// Angola and Mozambique write European Portuguese; en-GB keeps the day before the month.
const INTL_LOCALE: Record<Locale, string> = { pt: 'pt-PT', en: 'en-GB' }

// The day shown is the day where the visitor lives: Luanda is UTC+1, Maputo UTC+2.
export const TIME_ZONE: Record<CountryCode, string> = { ao: 'Africa/Luanda', mz: 'Africa/Maputo' }

// One formatter per language and country, made once: building an Intl.DateTimeFormat costs far more
// than using it, and a list of articles or showtimes formats a date per item.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A date: day/month/year with the month named, "21 de novembro de 2026" / "21 November 2026". */
export function formatDate(date: Date | string, locale: Locale, country: CountryCode = 'ao'): string {
  const value = typeof date === 'string' ? new Date(date) : date
  // Content dates come from editors and the CMS: a bad one leaves a blank, never a crashed page.
  if (Number.isNaN(value.getTime())) return ''
  const key = `${locale} ${country}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE[country],
    })
    dateFormats.set(key, format)
  }
  return format.format(value)
}

/** Day, month name (Portuguese, lowercase) and year of `date` in the country's time zone. */
export function localDay(date: Date, country: CountryCode): { day: number; month: string; year: number } {
  const parts = new Intl.DateTimeFormat('pt-PT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE[country],
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: Number(part('day')), month: part('month').toLowerCase(), year: Number(part('year')) }
}
