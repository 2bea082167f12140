/**
 * Critical CSS for the public pages, done once per page version. Next 16's App Router links every
 * block's stylesheet on every page of a catch-all route, and links block the first paint: on a cheap
 * phone on a slow network four of them (88 kB, 15 kB gzip) arrive before anything shows, of which a
 * page uses about a tenth. Beasties (the maintained Critters fork Angular and Nuxt use) rewrites the
 * page's finished HTML: the rules its elements use go inline in a <style>, and the stylesheets load
 * without blocking (media="print", switched to "all" by Beasties' one constant inline script, which
 * server/csp.mjs allows by its hash), so the rest of the page's states (open menus, dialogs) still
 * get their rules a moment later. bench/first-view.mjs measures what it saves.
 *
 * A few rules depend on a mark a script puts on <html> before the first paint (the country question's
 * band, the app promotion's band, a stored consent choice): nothing in the server's HTML carries those marks, so they are kept
 * whole (allowRules), or the first paint would show the page without them and move it after.
 *
 * The rules of an open popover (`:popover-open`) are never inline: no popover is open when a page
 * arrives, and they place the popover under its button with CSS anchor positioning, which the Nu Html
 * Checker does not know yet (it reads inline styles, not the stylesheets).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'

/** Rules kept whatever the HTML holds: states that an inline script sets before the first paint. */
const ALWAYS = [/data-country-question/, /data-app-band/, /data-consent-known/]

/** A selector that applies only while a popover is open. */
const OPEN_POPOVER = /:popover-open\b/

/** Beasties' script that lets the deferred stylesheets apply (its 'media-script' mode); constant text. */
export const DEFERRED_STYLES_SCRIPT =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})"

/**
 * A function from a page's HTML to the same HTML with its critical CSS inline, reading the
 * stylesheets from the build (`distDir`, e.g. `.next`), each file once.
 * @param {{ distDir: string }} options
 * @returns {(html: string) => Promise<string>}
 */
export function criticalCss({ distDir }) {
  /** @type {Map<string, Promise<string>>} */
  const sheets = new Map()
  class FromBuild extends Beasties {
    /** @param {string} selector A selector with ':popover-open' matches nothing at the first paint. */
    normalizeCssSelector(selector) {
      return OPEN_POPOVER.test(selector) ? '' : super.normalizeCssSelector(selector)
    }
    /** @param {string} filename */
    readFile(filename) {
      let sheet = sheets.get(filename)
      if (!sheet) {
        sheet = readFile(filename, 'utf8')
        sheets.set(filename, sheet)
      }
      return sheet
    }
  }
  const beasties = new FromBuild({
    path: path.resolve(distDir),
    publicPath: '/_next/',
    preload: 'media-script',
    // The page's own <style> elements (none of ours; a block's may appear) are left as they are.
    reduceInlineStyles: false,
    mergeStylesheets: false,
    inlineFonts: false,
    preloadFonts: false,
    allowRules: ALWAYS,
    logLevel: 'silent',
  })
  return (html) => beasties.process(html)
}
