/**
 * One first visit of a page on the slow phone (bench/lib/slow-phone.mjs), as bench:first-view and
 * bench:first-view-ab measure it: first contentful paint, largest contentful paint (and its element),
 * and the blocking time of the main thread's long tasks (the part of each task over 50 ms, from the
 * first paint until 3 s after load: Lighthouse's total blocking time without its simulated throttling),
 * read from the page's own performance timeline, observers registered before any of its code runs.
 */
import { slowPhonePage } from './slow-phone.mjs'

/** Registered before the page's own code: paints and long tasks, kept on window for the bench to read. */
const OBSERVE = () => {
  const seen = { fcp: 0, lcp: 0, lcpElement: '', tasks: [] }
  Object.defineProperty(window, '__firstView', { value: seen })
  const watch = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true })
    } catch {
      // An entry type this browser does not have leaves its figure at 0.
    }
  }
  watch('paint', (e) => {
    if (e.name === 'first-contentful-paint') seen.fcp = e.startTime
  })
  watch('largest-contentful-paint', (e) => {
    seen.lcp = e.startTime
    const el = e.element
    seen.lcpElement = el
      ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}${e.url ? ` ${e.url.split('/').pop().slice(0, 40)}` : ''}`
      : ''
  })
  watch('longtask', (e) => {
    seen.tasks.push([e.startTime, e.duration])
  })
}

/** One first visit on the profile: { fcp, lcp, tbt } in ms, the largest paint's element, what arrived before it. */
export async function visit(browser, url) {
  const { context, page } = await slowPhonePage(browser)
  try {
    await page.addInitScript(OBSERVE)
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    if (!response || response.status() >= 400) throw new Error(`${url} responded with ${response?.status()}`)
    // Long tasks after load (hydration of what loads late) count until 3 s after it.
    await page.waitForTimeout(3000)
    const seen = await page.evaluate(() => window.__firstView)
    // What arrived before the largest paint, and what blocked rendering: the decomposition of the wait.
    const before = await page.evaluate((lcp) => {
      const nav = performance.getEntriesByType('navigation')[0]
      return {
        htmlEnd: nav.responseEnd,
        htmlBytes: nav.transferSize,
        resources: performance
          .getEntriesByType('resource')
          .filter((r) => r.responseEnd <= lcp)
          .map((r) => ({
            name: r.name.split('/').pop().split('?')[0].slice(0, 32),
            type: r.initiatorType,
            blocking: r.renderBlockingStatus === 'blocking',
            end: Math.round(r.responseEnd),
            bytes: r.transferSize,
          })),
      }
    }, seen.lcp)
    const tbt = seen.tasks
      .filter(([start]) => start >= seen.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    return { fcp: seen.fcp, lcp: seen.lcp, tbt, lcpElement: seen.lcpElement, before }
  } finally {
    await context.close()
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
