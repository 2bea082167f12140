import type { CoverageResult, CoverageArea } from '@/lib/coverage/areas'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import { COVERAGE_REQUEST_ID } from '@/forms/coverage/prefill'

/** An area as the page hands it to the browser: with the month of a "soon" already worded in the page's language. */
export type CoverageEntry = CoverageArea & { when: string | null }

export type EntryResult = CoverageResult<CoverageEntry>

/**
 * The id of the result under the field: the no-JavaScript redirect lands on it. Its value is still
 * the Portuguese for "answer": it is part of public addresses (#resposta-cobertura) and must not move.
 */
export const RESULT_ID = 'resposta-cobertura'

/**
 * The page's public address as the start of its results' addresses: without the trailing "/" of a
 * home page, so a segment never follows a "//" (which a browser reads as another host).
 */
export const resultBase = (locale: Locale, pagePath: string) => publicPath(locale, pagePath).replace(/\/$/, '')

/** Where an area's (or a typed name's) result is: the page's public address and the segment. */
export const resultHref = (base: string, segment: string) => `${base}/${segment}#${RESULT_ID}`

/**
 * The request form, at the address of the neighbourhood (whose result fills it in once the page's
 * scripts run), or at the page itself. With JavaScript the link fills in the form already on the page.
 */
export const requestHref = (base: string, segment: string | null) =>
  `${segment ? `${base}/${segment}` : base}#${COVERAGE_REQUEST_ID}`
