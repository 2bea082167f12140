import type { Country, Locale } from './fixtures'
import { type ServerPage, serverPage } from './server-dom'

/**
 * Server-HTML helpers of the chrome-*.spec.ts files: the chrome (header, menus, footer, widget) is
 * rendered by the server, so what it says and links to is read from the HTML without a browser;
 * the browser tests keep what only a browser shows (layout, focus, clicks, scripts).
 */

const cache = new Map<string, Promise<ServerPage>>()

/**
 * A page's server HTML, fetched once per worker: several tests read different parts of the same
 * page, and the seeded site does not change while they run (nothing in the chrome files edits it).
 */
export function chromePage(country: Country, locale: Locale, path: string): Promise<ServerPage> {
  const key = `${country} ${locale} ${path}`
  let page = cache.get(key)
  if (!page) {
    page = serverPage(country, locale, path)
    // A failed fetch is not kept: the next test asks again.
    page.catch(() => cache.delete(key))
    cache.set(key, page)
  }
  return page
}

/** The element a control's aria-controls names (a panel or list), or null. */
export function controlledBy(page: ServerPage, control: Element): HTMLElement | null {
  const id = control.getAttribute('aria-controls')
  return id ? page.document.getElementById(id) : null
}
