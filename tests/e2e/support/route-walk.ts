import type { Page } from '@playwright/test'
import { rawGet } from './raw-http'
import { type Country, expect, h1Texts, HOST, type Locale, siteUrl, test, titleOf } from './fixtures'

/** A route of the site's route table, in both languages; `aoOnly` pages send Mozambique a redirect home. */
export type SiteRoute = { pt: string; en: string; aoOnly?: boolean }

export const same = (path: string, aoOnly = false): SiteRoute => ({ pt: path, en: path, aoOnly })
export const shownIn = (route: SiteRoute, country: Country) => country === 'ao' || !route.aoOnly
export const publicPath = (locale: Locale, path: string) =>
  locale === 'pt' ? path : path === '/' ? '/en' : `/en${path}`
const descriptionOf = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? null

/**
 * Headings that skip a level on the way down (an h3 straight after the h1), as "h1 → h3 text":
 * screen-reader users move by heading level, and axe calls it heading-order. One function for the
 * browser (passed to page.evaluate, so it may use nothing outside itself) and for a server HTML
 * document parsed by jsdom.
 */
export function headingSkipsIn(root?: Document): string[] {
  const doc = root ?? document
  const skips: string[] = []
  let previous = 0
  for (const heading of doc.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (heading.closest('[hidden], dialog:not([open])')) continue
    const level = Number(heading.tagName[1])
    if (previous && level > previous + 1)
      skips.push(`h${previous} → h${level} ${heading.textContent?.trim().slice(0, 40)}`)
    previous = level
  }
  return skips
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/**
 * headingSkipsIn over a server HTML string, without building a DOM: jsdom takes a second or more of
 * CPU for a 100 kB page (as much as opening it in Chromium), this scan a few milliseconds. React's
 * HTML closes every element and escapes ">" in attributes, so a tag pattern and a stack of open
 * elements (flagged when [hidden] or a closed <dialog>) find the same headings; script, style and
 * template contents and comments are dropped first.
 */
export function serverHeadingSkips(html: string): string[] {
  const body = html.replace(/<!--[\s\S]*?-->|<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
  const open: { name: string; hidden: boolean }[] = []
  const skips: string[] = []
  let previous = 0
  for (const tag of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, closing, rawName, attributes = ''] = tag
    const name = rawName!.toLowerCase()
    if (closing) {
      const at = open.map((element) => element.name).lastIndexOf(name)
      if (at >= 0) open.length = at
      continue
    }
    const hidden =
      /\shidden(\s|=|\/?$)/.test(attributes) || (name === 'dialog' && !/\sopen(\s|=|\/?$)/.test(attributes))
    const inHidden = hidden || open.some((element) => element.hidden)
    const level = /^h([1-6])$/.exec(name)?.[1]
    if (level && !inHidden) {
      const text = body
        .slice((tag.index ?? 0) + tag[0].length, body.indexOf(`</${name}`, tag.index))
        .replace(/<[^>]+>/g, '')
        .trim()
      if (previous && Number(level) > previous + 1) skips.push(`h${previous} → h${level} ${text.slice(0, 40)}`)
      previous = Number(level)
    }
    if (!VOID.has(name) && !attributes.endsWith('/')) open.push({ name, hidden })
  }
  return skips
}

/** The heading skips of the page as the browser has it now (hydrated, with what only scripts add). */
export const headingSkips = (page: Page) => page.evaluate(headingSkipsIn, undefined)

/** The server HTML of a page: 200, exactly one h1, a title and a description. */
export async function checkPage(country: Country, target: string) {
  const response = await rawGet(target, { host: HOST[country] })
  expect(response.status, `${country} ${target}`).toBe(200)
  expect(h1Texts(response.body), `${country} ${target}: one h1`).toHaveLength(1)
  expect(titleOf(response.body)?.length ?? 0, `${country} ${target}: title`).toBeGreaterThan(3)
  expect(descriptionOf(response.body)?.length ?? 0, `${country} ${target}: description`).toBeGreaterThan(20)
  return response
}

/**
 * The country and language a route is opened in by the browser walk, each route once: Angola for its
 * own pages; the others take the four country × language sites in turn down the table, so each
 * site opens about as many routes and each route's own data is read in all four from the server.
 */
export function browserSiteOf(route: SiteRoute, index: number): { country: Country; locale: Locale } {
  const country: Country = route.aoOnly || index % 2 === 0 ? 'ao' : 'mz'
  return { country, locale: Math.floor(index / 2) % 2 === 0 ? 'pt' : 'en' }
}

/**
 * Walks routes in both countries and languages. What the server renders (200, one h1, title,
 * description, heading levels) is read from its HTML for all four country × language combinations,
 * which costs milliseconds. Opening a page in Chromium costs seconds of CPU, and what only the browser
 * adds (hydration, console errors, client-rendered headings) is the same code in every country and
 * language: so each route is opened once, in one country and language (see browserSiteOf), and the
 * fixtures fail the test on any console error. In Mozambique the Angola-only pages redirect home.
 * `extra` adds per-country/language tests inside the same describe.
 */
export function walkRoutes(area: string, routes: SiteRoute[], extra?: (country: Country, locale: Locale) => void) {
  for (const country of ['ao', 'mz'] as const) {
    const shown = routes.filter((r) => shownIn(r, country))
    for (const locale of ['pt', 'en'] as const) {
      test.describe(`${country} ${locale}: ${area} pages`, () => {
        test('every page: 200, one h1, a title, a description and no heading level skipped', async () => {
          // The server renders each page on request: a second or more each on a busy machine.
          test.setTimeout(120_000)
          for (const route of shown) {
            const target = publicPath(locale, route[locale])
            const response = await checkPage(country, target)
            expect(serverHeadingSkips(response.body), `${country} ${target}: heading levels (server HTML)`).toEqual([])
          }
        })

        const gated = routes.filter((r) => r.aoOnly)
        if (country === 'mz' && gated.length > 0) {
          test('Angola-only pages redirect home', async () => {
            for (const route of gated) {
              const response = await rawGet(publicPath(locale, route[locale]), { host: HOST.mz })
              expect(response.status, route[locale]).toBe(307)
              expect(new URL(response.headers.location ?? '', 'http://mz.localhost:3100').pathname, route[locale]).toBe(
                locale === 'pt' ? '/' : '/en',
              )
            }
          })
        }
        extra?.(country, locale)
      })
    }

    const opened = routes.flatMap((route, index) => {
      const site = browserSiteOf(route, index)
      return site.country === country ? [{ route, locale: site.locale }] : []
    })
    if (opened.length === 0) continue
    test.describe(`${country}: ${area} pages in the browser`, () => {
      test('every page opens without a console error, one h1, no heading level skipped (each route in one site)', async ({
        page,
      }) => {
        test.setTimeout(180_000)
        for (const { route, locale } of opened) {
          const path = route[locale]
          const response = await page.goto(siteUrl(country, locale, path))
          expect(response?.status(), `${locale} ${path}`).toBe(200)
          await expect(page.getByRole('heading', { level: 1 }), `${locale} ${path}: one h1`).toHaveCount(1)
          expect(await headingSkips(page), `${locale} ${path}: heading levels`).toEqual([])
        }
      })
    })
  }
}
