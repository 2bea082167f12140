import type { Timezone } from 'payload'
import type { CountryCode } from '@/lib/countries'

/**
 * The zone a schedule is read in, per country: editors plan a country's publishing in that
 * country's clock, whatever the clock of the machine they sit at.
 */
export const COUNTRY_TIME_ZONES: Record<CountryCode, string> = { ao: 'Africa/Luanda', mz: 'Africa/Maputo' }

/** Where a schedule starts when the document has no country (shared items): the default country's zone. */
export const DEFAULT_TIME_ZONE = COUNTRY_TIME_ZONES.ao

/** City names for the time in words, per admin language. */
const CITY: Record<string, { pt: string; en: string }> = {
  'Africa/Luanda': { pt: 'Luanda', en: 'Luanda' },
  'Africa/Maputo': { pt: 'Maputo', en: 'Maputo' },
}

/**
 * The only zones the admin offers: one per country. A long world list without either city is how
 * a schedule ended up read in a zone nobody meant.
 */
export const SCHEDULE_TIME_ZONES: Timezone[] = [
  { label: 'Luanda (Angola, UTC+01:00)', value: COUNTRY_TIME_ZONES.ao },
  { label: 'Maputo (Moçambique, UTC+02:00)', value: COUNTRY_TIME_ZONES.mz },
]

/** The country's zone, or the default one for a document without a country. */
export function zoneOfCountry(code: string | null | undefined): string {
  return code === 'ao' || code === 'mz' ? COUNTRY_TIME_ZONES[code] : DEFAULT_TIME_ZONE
}

/** "UTC+01:00" for an instant in a zone (the offset the zone has at that instant). */
export function utcOffset(instant: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  // Intl writes plain "GMT" for a zero offset.
  return !name || name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC')
}

const WORDS = {
  pt: { publish: 'Publica', unpublish: 'Despublica', at: 'às', time: (city: string) => `hora de ${city}` },
  en: { publish: 'Publishes', unpublish: 'Unpublishes', at: 'at', time: (city: string) => `${city} time` },
}

/**
 * The scheduled moment in words, in the zone it is read in, e.g. "Publishes on Wednesday,
 * 31 December 2030 at 10:00, Luanda time (UTC+01:00)", so an editor reads what will happen
 * instead of trusting a picker's digits.
 */
export function scheduleInWords(
  type: 'publish' | 'unpublish',
  instant: Date,
  timeZone: string,
  language: string,
): string {
  const lang = language.startsWith('pt') ? 'pt' : 'en'
  const words = WORDS[lang]
  const locale = lang === 'pt' ? 'pt-PT' : 'en-GB'
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant)
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
  const city = CITY[timeZone]?.[lang] ?? timeZone
  const on = lang === 'pt' ? (/^(sábado|domingo)/.test(day) ? 'no' : 'na') : 'on'
  return `${words[type]} ${on} ${day} ${words.at} ${clock}, ${words.time(city)} (${utcOffset(instant, timeZone)})`
}
