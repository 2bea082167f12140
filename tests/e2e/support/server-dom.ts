import { type BoundFunctions, type queries, within } from '@testing-library/dom'
import { JSDOM } from 'jsdom'
import { type Country, HOST, type Locale } from './fixtures'
import { type RawResponse, rawGet } from './raw-http'
import { publicPath } from './route-walk'

/** A page as the server sends it, parsed without running any script. */
export type ServerPage = RawResponse & {
  document: Document
  /** Testing Library's queries (getByRole, getByText…) over the whole document. */
  screen: BoundFunctions<typeof queries>
  /** The same queries inside one element. */
  within: (element: Element) => BoundFunctions<typeof queries>
}

/**
 * Parses a server response's HTML into a DOM that Testing Library can query by role and name, as a
 * screen reader would read the page before its scripts run. A check of what the server renders
 * (text, links, landmarks, attributes) costs milliseconds here against one to three seconds of CPU
 * for a page opened in Chromium, so browser tests keep what only a browser can show: layout, focus,
 * clicks, scripts and what they change. Role queries here do not know CSS: pass `{ hidden: true }`
 * to skip the (slow) visibility check when the element's visibility is not what is tested.
 */
export function parseServerPage(response: RawResponse): ServerPage {
  const { document } = new JSDOM(response.body).window
  // The page's critical CSS is inline (server/critical-css.mjs), and jsdom, which has no screen size,
  // would apply its phone rules and none of its @media ones, hiding what a wide screen shows: these
  // checks read the HTML alone, as they did when every rule was in a linked stylesheet.
  for (const style of document.querySelectorAll('style')) style.remove()
  return {
    ...response,
    document,
    screen: within(document.body),
    within: (element: Element) => within(element as HTMLElement),
  }
}

/** GETs a page of a country's site in a language (no redirect followed) and parses its HTML. */
export async function serverPage(country: Country, locale: Locale, path: string): Promise<ServerPage> {
  return parseServerPage(await rawGet(publicPath(locale, path), { host: HOST[country] }))
}

/**
 * Whitespace collapsed as Playwright's text assertions collapse it (a no-break space is whitespace,
 * a zero-width space goes), so a server-HTML check compares text as a browser check would.
 */
export const normalized = (text: string | null | undefined): string => (text ?? '').replace(/[\s\u200b]+/g, ' ').trim()

/** An element's text content, normalised. */
export const textOf = (element: Element | null | undefined): string => normalized(element?.textContent)

/** The texts of elements, normalised, in document order (Playwright's toHaveText([...]) on a list). */
export const textsOf = (elements: Iterable<Element>): string[] => Array.from(elements, textOf)

/** The href attributes of elements as written in the HTML, in document order (null where there is none). */
export const hrefsOf = (elements: Iterable<Element>): (string | null)[] =>
  Array.from(elements, (element) => element.getAttribute('href'))
