import type { Page } from '@playwright/test'
import { type Country, expect, siteUrl, test } from './support/fixtures'

/**
 * On a first visit the largest contentful paint must be the page's own content, never one of the
 * first-visit prompts (cookie banner, country question, app popup). A prompt that is the largest
 * element makes the visitor's "page is there" moment wait for it (a prompt drawn by script waits
 * for hydration), and it means the prompt, not the page, fills a phone's first screen.
 *
 * Chromium's own measure is read: the last `largest-contentful-paint` entry (buffered), once the
 * page has hydrated and its prompts had time to appear, on a 360 px phone in a fresh context (no
 * consent cookie, no stored country, no closed popup), so every prompt that a first visit meets is
 * in play. "Page content" is an element inside the page's <main> that no prompt contains.
 */

const PHONE = { width: 360, height: 740 }

/** Pages of both countries; ZAP Cinemas are in Angola only (cms/seed/data/pages-cinema.ts). */
const PAGES: { country: Country; name: string; path: string }[] = [
  { country: 'ao', name: 'home', path: '/' },
  { country: 'ao', name: 'package page', path: '/zap-satelite/pacotes-de-canais' },
  { country: 'ao', name: 'news article', path: '/a-zap/noticias/orbita-zero-estreia-no-imax' },
  { country: 'ao', name: 'news list', path: '/a-zap/noticias' },
  { country: 'ao', name: 'showtimes', path: '/zap-cinemas/em-exibicao' },
  { country: 'ao', name: 'TV guide', path: '/tv/guia-tv' },
  { country: 'mz', name: 'home', path: '/' },
  { country: 'mz', name: 'package page', path: '/zap-satelite/pacotes-de-canais' },
  { country: 'mz', name: 'news article', path: '/a-zap/noticias/zap-novelas-estreia-mar-de-segredos' },
  { country: 'mz', name: 'TV guide', path: '/tv/guia-tv' },
]

type LargestPaint = {
  /** Tag, id, classes and the start of the text or image address of the element, for the message. */
  element: string
  inMain: boolean
  /** The accessible name of the prompt that contains it, or null. */
  prompt: string | null
  size: number
}

/** Chromium's latest largest-contentful-paint entry, described from inside the page. */
function largestPaint(page: Page): Promise<LargestPaint | null> {
  return page.evaluate(
    () =>
      new Promise<LargestPaint | null>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect()
          const entry = list.getEntries().at(-1) as
            (PerformanceEntry & { element: Element | null; size: number; url: string }) | undefined
          const element = entry?.element
          if (!entry || !element) return resolve(null)
          // A prompt is a dialog (the country question and the app promotion, bands at the top of
          // <main>) or a consent banner's labelled region outside <main> (if the site ever asks): blocks
          // inside <main> are labelled sections too.
          const section = element.closest('section[aria-labelledby]')
          const prompt = element.closest('[role="dialog"]') ?? (section && !section.closest('main') ? section : null)
          const labelOf = (at: Element) =>
            document.getElementById(at.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? at.tagName
          const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
          const classes = [...element.classList].join('.')
          resolve({
            element: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> ${entry.url || `"${text}"`}`,
            inMain: element.closest('main') !== null,
            prompt: prompt ? labelOf(prompt) : null,
            size: entry.size,
          })
        })
        observer.observe({ type: 'largest-contentful-paint', buffered: true })
        // No entry at all (nothing painted) returns null instead of hanging.
        setTimeout(() => resolve(null), 5_000)
      }),
  )
}

/** React has hydrated, the prompts' mount effects ran, and whatever they draw had a frame to paint. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
}

for (const { country, name, path } of PAGES) {
  test(`${country} ${name}: on a first visit at 360 px the largest paint is page content, not a first-visit prompt`, async ({
    browser,
    consoleGuard,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'pt-PT' })
    consoleGuard.watch(context)
    const page = await context.newPage()
    const response = await page.goto(siteUrl(country, 'pt', path))
    expect(response?.status(), 'the page responds').toBe(200)
    await settled(page)
    // The first prompt a first visit meets is there (the country question: the site asks no cookie
    // consent, as it uses no optional cookie): the check is made with it showing.
    await expect(page.getByRole('dialog', { name: /^Está em (Angola|Moçambique)\?$/ })).toBeVisible()

    const largest = await largestPaint(page)
    expect(largest, 'Chromium reported a largest contentful paint').not.toBeNull()
    expect(
      largest?.prompt ?? null,
      `largest paint ${largest?.element} (${largest?.size} px²) is inside a first-visit prompt`,
    ).toBeNull()
    expect(
      largest?.inMain,
      `largest paint ${largest?.element} (${largest?.size} px²) is inside the page's <main>`,
    ).toBe(true)
    await context.close()
  })
}
