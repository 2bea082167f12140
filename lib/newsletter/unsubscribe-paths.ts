import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'

/**
 * Where an unsubscribe link leads. The link itself is the endpoint, `UNSUBSCRIBE_API_PATH?t=<token>`
 * (lib/newsletter/unsubscribe-token.ts): it responds with 303 to one of three pages, the same for every
 * subscriber, so each is cached by its path like any page and no page reads a query string. The
 * token goes from the link to the one-tap form's POST in an HttpOnly cookie scoped to the endpoint
 * (never in a page, a path or a log line: the request log drops query strings).
 */
export const UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe'

/** The cookie that carries a link's token to the form's POST: an hour, this endpoint only. */
export const UNSUBSCRIBE_COOKIE = 'zap_unsubscribe'
export const UNSUBSCRIBE_COOKIE_MAX_AGE = 60 * 60

export const UNSUBSCRIBE_STEPS = ['confirm', 'done', 'invalid'] as const
export type UnsubscribeStep = (typeof UNSUBSCRIBE_STEPS)[number]

/** The pages' paths in each language: the one-tap form, "it is done", and "this link does not work". */
const PAGE_PATHS: Record<UnsubscribeStep, Record<Locale, string>> = {
  confirm: { pt: '/newsletter/cancelar', en: '/newsletter/unsubscribe' },
  done: { pt: '/newsletter/cancelada', en: '/newsletter/unsubscribed' },
  invalid: { pt: '/newsletter/ligacao-invalida', en: '/newsletter/invalid-link' },
}

/** The public path of a step's page (`/en` first in English). */
export const unsubscribePagePath = (step: UnsubscribeStep, locale: Locale): string =>
  publicPath(locale, PAGE_PATHS[step][locale])

/** The step whose page a path (without the `/en` prefix) is in that language, or null. */
export function unsubscribeStepAt(locale: Locale, path: string): UnsubscribeStep | null {
  return UNSUBSCRIBE_STEPS.find((step) => PAGE_PATHS[step][locale] === path) ?? null
}

/**
 * The internal route that renders a step's page (app/(site)/[country]/[locale]/(pages)/%5Fnewsletter):
 * a segment starting with "_", which no CMS page path can have, so the route is the app's alone.
 */
export const unsubscribeRoute = (country: CountryCode, locale: Locale, step: UnsubscribeStep): string =>
  `/${country}/${locale}/_newsletter/${step}`
