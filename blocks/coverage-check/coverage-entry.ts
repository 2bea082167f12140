import type { CoverageAnswer, CoverageArea } from '@/lib/coverage/areas'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import { COVERAGE_REQUEST_ID } from '@/forms/coverage/prefill'

/** An area as the page hands it to the browser: with the month of a "soon" already worded in the page's language. */
export type CoverageEntry = CoverageArea & { when: string | null }

export type EntryAnswer = CoverageAnswer<CoverageEntry>

/** The id of the answer under the field: the no-JavaScript redirect lands on it. */
export const ANSWER_ID = 'resposta-cobertura'

/**
 * The page's public address as the start of its answers' addresses: without the trailing "/" of a
 * home page, so a segment never follows a "//" (which a browser reads as another host).
 */
export const answerBase = (locale: Locale, pagePath: string) => publicPath(locale, pagePath).replace(/\/$/, '')

/** Where an area's (or a typed name's) answer is: the page's public address and the segment. */
export const answerHref = (base: string, segment: string) => `${base}/${segment}#${ANSWER_ID}`

/**
 * The request form, at the address of the neighbourhood (whose answer fills it in once the page's
 * scripts run), or at the page itself. With JavaScript the link fills in the form already on the page.
 */
export const requestHref = (base: string, segment: string | null) =>
  `${segment ? `${base}/${segment}` : base}#${COVERAGE_REQUEST_ID}`
