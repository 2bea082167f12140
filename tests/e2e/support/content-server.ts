/**
 * Small readers of a server page's DOM (support/server-dom.ts) shared by the content-area specs
 * (corporate, cinema, movies, novelas, tv, store search, support, terms).
 */

/** The href attributes of some elements, in document order (null for an element without one). */
export const hrefsOf = (elements: Iterable<Element>): (string | null)[] =>
  [...elements].map((element) => element.getAttribute('href'))

/** An element's text with its whitespace collapsed, as Playwright's toHaveText compares it. */
export const textOf = (element: Element | null | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

/**
 * Headings that skip a level on the way down, as "h1 → h3 text": the same rule as route-walk.ts's
 * headingSkips (which reads the hydrated page in the browser), here on the server's HTML.
 */
export function headingSkipsIn(document: Document): string[] {
  const skips: string[] = []
  let previous = 0
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (heading.closest('[hidden], dialog:not([open])')) continue
    const level = Number(heading.tagName[1])
    if (previous && level > previous + 1)
      skips.push(`h${previous} → h${level} ${heading.textContent?.trim().slice(0, 40)}`)
    previous = level
  }
  return skips
}
