import { dayKey } from '@/blocks/tv-guide/guide-days'
import { channelsFor } from '@/cms/seed/data/channels'
import { seriousViolations } from './support/axe'
import { expect, siteUrl, test } from './support/fixtures'
import { at, GUIDE, UI } from './support/tv'

/**
 * The TV guide on a phone: the channels' rows scroll sideways inside themselves, the hour bar moves them, and only
 * the rows near the window are laid out and moved.
 */

test('the guide fits a 320 px phone: channels scroll sideways inside themselves, the hour bar moves them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto(siteUrl('mz', 'en', GUIDE))
  await expect(page.locator('[aria-current="time"]')).toHaveCount(channelsFor('mz').length)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  const row = page.getByRole('region', { name: UI.en.schedule('ZAP Novelas') })
  expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  // Keyboard: the row takes focus and arrows scroll it.
  await row.evaluate((element) => {
    element.scrollLeft = 0
  })
  await row.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  // The hour bar: "Earlier" down to midnight brings every row back to its first programme.
  const bar = page.getByRole('group', { name: UI.en.hours })
  const earlier = bar.getByRole('button', { name: 'Earlier' })
  while (await earlier.isEnabled()) await earlier.click()
  await expect(bar).toContainText('Showing from 00:00')
  // The row's first programme is whole in view again (the row keeps its own padding's few pixels) once the
  // row is in sight: rows out of sight are moved when they come near (the test above).
  await row.scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      row.evaluate((element) => {
        const first = element.querySelector('[data-ends]')
        return first ? first.getBoundingClientRect().left - element.getBoundingClientRect().left : -1
      }),
    )
    .toBeGreaterThanOrEqual(0)
  for (const link of await page.getByRole('navigation', { name: UI.en.days }).getByRole('link').all())
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  for (const button of await bar.getByRole('button').all())
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  expect(await seriousViolations(page, (b) => b.include('main'))).toEqual([])
})

test('a phone lays out and moves only the rows near the window: rows further down wait until they are scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  // 21:30 in Luanda today: the rows open at an evening programme, far from their first.
  await page.clock.setFixedTime(at('ao', dayKey(new Date(), 'ao'), 21))
  await page.goto(siteUrl('ao', 'pt', GUIDE))
  await expect(page.locator('[aria-current="time"]')).toHaveCount(channelsFor('ao').length)
  const rows = page.locator('[data-row]')
  const first = rows.first()
  const last = rows.last()
  /** Whether the row shows its on-air programme (the rows open at it once moved). */
  const showsOnAir = (row: typeof first) =>
    row.evaluate((element) => {
      const cell = element.querySelector('[aria-current="time"]')!.getBoundingClientRect()
      const box = element.getBoundingClientRect()
      return cell.left >= box.left - 1 && cell.left < box.right
    })
  /** Whether the browser has left the row's content unrendered (content-visibility: auto, far from the window). */
  const skipped = (row: typeof first) =>
    row.evaluate((element) => !element.querySelector('[data-ends]')!.checkVisibility({ contentVisibilityAuto: true }))

  // On a phone the rows start more than half a window below the first screen: none has been moved yet.
  expect(await first.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(640 * 1.5)
  expect(await showsOnAir(first), 'the first row is still at its start').toBe(false)
  // Scrolled to, the first row opens at what is on air, and says it has more before.
  await first.scrollIntoViewIfNeeded()
  await expect.poll(() => showsOnAir(first)).toBe(true)
  await expect(first.locator('xpath=..')).toHaveAttribute('data-before', '')
  // The last row is still left to the browser: not rendered, not moved.
  expect(await last.evaluate((element) => getComputedStyle(element.closest('li')!).contentVisibility)).toBe('auto')
  expect(await skipped(last), 'the last row is skipped while far from the window').toBe(true)
  expect(await showsOnAir(last), 'the last row is still at its start').toBe(false)
  // Scrolled to, it opens at what is on air like the first.
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => showsOnAir(last)).toBe(true)
  expect(await skipped(last)).toBe(false)
})
