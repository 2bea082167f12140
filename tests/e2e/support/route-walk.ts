import type { Page } from '@playwright/test'
import { rawGet } from './raw-http'
import { type Country, expect, h1Texts, HOST, type Locale, siteUrl, test, titleOf } from './fixtures'

/** A route of the site's route table, in both languages; `aoOnly` pages answer Mozambique with a redirect home. */
export type SiteRoute = { pt: string; en: string; aoOnly?: boolean }

export const same = (path: string, aoOnly = false): SiteRoute => ({ pt: path, en: path, aoOnly })
export const shownIn = (route: SiteRoute, country: Country) => country === 'ao' || !route.aoOnly
export const publicPath = (locale: Locale, path: string) =>
  locale === 'pt' ? path : path === '/' ? '/en' : `/en${path}`
const descriptionOf = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? null

/**
 * Headings that skip a level on the way down (an h3 straight after the h1), as "h1 → h3 text":
 * screen-reader users move by heading level, and axe calls it heading-order.
 */
export const headingSkips = (page: Page) =>
  page.evaluate(() => {
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
  })

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
 * Walks routes in both countries and languages: server HTML checked, each page opened in Chromium
 * (the fixtures fail the test on any console error), and in Mozambique the Angola-only pages
 * redirect home. `extra` adds per-country/language tests inside the same describe.
 */
export function walkRoutes(area: string, routes: SiteRoute[], extra?: (country: Country, locale: Locale) => void) {
  for (const country of ['ao', 'mz'] as const) {
    for (const locale of ['pt', 'en'] as const) {
      test.describe(`${country} ${locale}: ${area} pages`, () => {
        const shown = routes.filter((r) => shownIn(r, country))
        test('every page: 200, one h1, a title and a description', async () => {
          for (const route of shown) await checkPage(country, publicPath(locale, route[locale]))
        })

        test('every page opens in the browser without a console error', async ({ page }) => {
          test.setTimeout(180_000)
          for (const route of shown) {
            const response = await page.goto(siteUrl(country, locale, route[locale]))
            expect(response?.status(), route[locale]).toBe(200)
            await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
            expect(await headingSkips(page), `${route[locale]}: heading levels`).toEqual([])
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
  }
}
