import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * The carousels of the Angola home page in Portuguese (components/carousel/Carousel.tsx: the ads and
 * the package cards, 3 ads and 4 satellite packages as cms/seed seeds them), in real Chromium at
 * 1280 and 320 px: the buttons and the arrow keys move the scroll-snap track by one slide, the
 * buttons are disabled at the ends, the scrolling is smooth unless reduced motion is asked for,
 * and the page never scrolls sideways.
 *
 * One page load per width: the steps that each opened the page on their own now run one after the
 * other on the same page, each starting from the carousels at rest at their start.
 */

const UI = {
  ads: 'Campanhas em destaque',
  adsNext: 'Anúncio seguinte',
  adsPrevious: 'Anúncio anterior',
  packages: 'Satélite',
  packageNext: 'Pacote seguinte',
  packagePrevious: 'Pacote anterior',
}

/** The scroll-snap track a carousel's buttons control. */
async function trackOf(page: Page, next: Locator): Promise<Locator> {
  const id = await next.getAttribute('aria-controls')
  expect(id, 'the next button names the track it moves').toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

const geometry = (track: Locator) =>
  track.evaluate((el) => {
    const [first, second] = Array.from(el.children) as HTMLElement[]
    return {
      step: second!.offsetLeft - first!.offsetLeft,
      max: el.scrollWidth - el.clientWidth,
      slide: first!.getBoundingClientRect().width,
      width: el.clientWidth,
    }
  })

/** Waits for the (smooth) scroll to arrive within a pixel of `left`. */
async function expectScrolledTo(track: Locator, left: number, message: string) {
  await expect
    .poll(async () => Math.abs((await track.evaluate((el) => el.scrollLeft)) - left), { message })
    .toBeLessThanOrEqual(1)
}

/** Once the carousels' script runs, every one on the page carries data-ready. */
async function hydrated(page: Page) {
  const carousels = page.locator('main [data-carousel]')
  await expect(carousels).not.toHaveCount(0)
  await expect(page.locator('main [data-carousel]:not([data-ready])')).toHaveCount(0)
}

for (const { width, height, perView } of [
  { width: 1280, height: 800, perView: { ads: 2, packages: 4 } },
  { width: 320, height: 720, perView: { ads: 1.1, packages: 1.15 } },
]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } })

    test('ads and packages: buttons, arrow keys, cards per view, smooth scrolling, no sideways page', async ({
      page,
    }) => {
      await page.goto('/')
      await hydrated(page)
      await test.step('ads: next and previous move the track one ad at a time and are disabled at the ends', async () => {
        const ads = page.getByRole('region', { name: UI.ads })
        const next = ads.getByRole('button', { name: UI.adsNext })
        const previous = ads.getByRole('button', { name: UI.adsPrevious })
        await next.scrollIntoViewIfNeeded()
        await expect(next).toBeVisible()
        const box = await next.boundingBox()
        expect(box?.width, 'a 44 px target').toBeGreaterThanOrEqual(44)
        expect(box?.height, 'a 44 px target').toBeGreaterThanOrEqual(44)

        const track = await trackOf(page, next)
        const { step, max, slide, width: trackWidth } = await geometry(track)
        // Slides per view as the Swiper carousel had them: (track - gaps in view) / slides per view.
        expect(slide).toBeCloseTo((trackWidth - (perView.ads - 1) * 16) / perView.ads, 0)
        expect(step - slide, 'a 16 px gap').toBeCloseTo(16, 0)
        const slides = ads.getByRole('group')
        await expect(slides).toHaveCount(3)
        await expect(slides.first()).toHaveAttribute('aria-label', 'Anúncio 1 de 3')

        // Presses from the first ad to the last: one at 1280 px (two to a view), two at 320 px.
        const presses = Math.ceil(max / step - 0.02)
        expect(presses).toBe(width >= 768 ? 1 : 2)

        await expect(previous).toBeDisabled()
        await expect(next).toBeEnabled()
        for (let i = 1; i <= presses; i++) {
          await next.click()
          await expectScrolledTo(track, Math.min(i * step, max), `${i} ad(s) along`)
          await expect(previous).toBeEnabled()
          await expect(slides.nth(i)).toBeInViewport({ ratio: 0.9 })
        }
        await expect(next).toBeDisabled()
        await expect(slides.last()).toBeInViewport()
        // aria-disabled keeps focus on it: Enter does nothing, and focus does not fall to the page.
        await next.focus()
        await page.keyboard.press('Enter')
        await expect(next).toBeFocused()
        await page.waitForTimeout(300)
        await expectScrolledTo(track, max, 'still at the end')

        // Back, from the keyboard: the ad cut off on the left comes back whole first.
        await previous.focus()
        for (let i = presses - 1; i >= 0; i--) {
          await page.keyboard.press('Enter')
          await expectScrolledTo(track, i * step, `back to ${i} ad(s) along`)
        }
        await expect(previous).toBeDisabled()
        await expect(previous).toBeFocused()
        await expect(next).toBeEnabled()
        await expect(slides.first()).toBeInViewport({ ratio: 0.9 })
      })
      await test.step('packages: cards per view as before, arrow keys move by one card, buttons only where there is somewhere to go', async () => {
        const carousel = page.getByRole('region', { name: UI.packages })
        await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
        const next = carousel.getByRole('button', { name: UI.packageNext, includeHidden: true })
        const track = await trackOf(page, next)
        await track.scrollIntoViewIfNeeded()
        const { step, max, slide, width: trackWidth } = await geometry(track)
        expect(slide).toBeCloseTo((trackWidth - (perView.packages - 1) * 16) / perView.packages, 0)
        await expect(carousel.getByRole('group')).toHaveCount(4)

        if (width >= 1280) {
          // Four cards, four to a view: nothing to scroll, so no buttons to press (their room is kept).
          expect(max).toBeLessThanOrEqual(1)
          await expect(next).toBeHidden()
          for (const card of await carousel.getByRole('article').all()) await expect(card).toBeInViewport()
        } else {
          // Phones swipe: the buttons come from 768 px up.
          await expect(next).toBeHidden()
          await track.focus()
          await page.keyboard.press('ArrowRight')
          await expectScrolledTo(track, step, 'ArrowRight: one card along')
          await page.keyboard.press('ArrowRight')
          await expectScrolledTo(track, Math.min(2 * step, max), 'ArrowRight again: two cards along')
          await page.keyboard.press('ArrowLeft')
          await expectScrolledTo(track, step, 'ArrowLeft: back one card')
          await expect(carousel.getByRole('article', { name: 'ZAP Max' })).toBeInViewport({ ratio: 0.9 })
        }
      })
      await test.step('the page does not scroll sideways', async () => {
        await page.getByRole('region', { name: UI.packages }).scrollIntoViewIfNeeded()
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth)
        expect(scrollWidth, 'document.scrollingElement.scrollWidth').toBeLessThanOrEqual(width)
      })
      // After the packages: its ArrowLeft on the packages' tab list selects another tab.
      await test.step('ads: Right and Left arrow keys move by one ad while focus is in the carousel', async () => {
        const ads = page.getByRole('region', { name: UI.ads })
        const track = await trackOf(page, ads.getByRole('button', { name: UI.adsNext }))
        const { step, max } = await geometry(track)

        // On an ad's link, as a keyboard visitor who tabbed in.
        await ads.getByRole('link').first().focus()
        await page.keyboard.press('ArrowRight')
        await expectScrolledTo(track, Math.min(step, max), 'ArrowRight on a link: one ad along')
        await track.focus()
        await page.keyboard.press('ArrowLeft')
        await expectScrolledTo(track, 0, 'ArrowLeft on the track: back')
        // Outside the carousel the arrow keys are the page's.
        await page.getByRole('tab', { name: UI.packages }).focus()
        await page.keyboard.press('ArrowLeft')
        await page.waitForTimeout(300)
        expect(await track.evaluate((el) => el.scrollLeft)).toBe(0)
      })
      // Last, as it turns reduced motion on and leaves the ads one step along.
      await test.step('scrolls smoothly, and without animation for visitors who ask for reduced motion', async () => {
        const track = await trackOf(
          page,
          page.getByRole('region', { name: UI.ads }).getByRole('button', { name: UI.adsNext }),
        )
        expect(await track.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('smooth')
        await page.emulateMedia({ reducedMotion: 'reduce' })
        expect(await track.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('auto')
        // Instant: the very next frame is already there.
        const { step, max } = await geometry(track)
        await page.getByRole('region', { name: UI.ads }).getByRole('button', { name: UI.adsNext }).click()
        expect(
          await track.evaluate(
            (el) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(el.scrollLeft))),
          ),
        ).toBeCloseTo(Math.min(step, max), 0)
      })
    })
  })
}

test('without JavaScript the carousels are rows to swipe, every slide there, no dead buttons', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 720 },
    locale: 'pt-PT',
  })
  const page = await context.newPage()
  await page.goto('http://localhost:3100/')
  const ads = page.getByRole('region', { name: UI.ads })
  await expect(ads.getByRole('group')).toHaveCount(3)
  await expect(ads.getByRole('link')).toHaveCount(3)
  // Laid out but out of sight (and out of the accessibility tree) until the script runs them.
  await expect(ads.getByRole('button')).toHaveCount(0)
  const track = page.locator('main [data-carousel] [role="group"]').first().locator('..')
  expect(
    await track.evaluate((el) => ({
      overflow: getComputedStyle(el).overflowX,
      snap: getComputedStyle(el).scrollSnapType,
    })),
  ).toEqual({ overflow: 'auto', snap: 'x mandatory' })
  expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth), 'the row scrolls').toBe(true)
  await context.close()
})
