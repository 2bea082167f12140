/** Real Chromium (Debian's) through playwright-core, with the flags of playwright.config.ts. */
import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { ensureDebianPackages } from '../../scripts/services/apt.mjs'
import { CHROMIUM, CHROMIUM_FLAGS } from './report.mjs'

/** Debian's Chromium, installed first when missing, as `npm test` does. */
export function launch() {
  ensureDebianPackages(['chromium'])
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true })
}

/**
 * Opens `url` as a first visit (new context: empty cache, no service worker yet, a Portuguese
 * browser) and returns every script the page loaded: { url, raw, gzip } with gzip = the body
 * compressed here with zlib level 9, so servers that compress differently (or not at all) compare
 * fairly. Waits for the network to be idle, so scripts loaded after hydration count too.
 * The service worker's script comes apart, as `worker` (null when none registered): the page's
 * registration fetches it after load and it runs off the page's thread, so it is no part of what
 * the page loads; told apart by the script URL of the page's registration, not by its name.
 */
export async function scriptsOfFirstVisit(browser, url) {
  const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const pending = []
  const seen = new Set()
  const record = (response) => {
    const request = response.request()
    if (request.resourceType() !== 'script' || seen.has(request.url())) return
    seen.add(request.url())
    pending.push(
      response.body().then(
        (body) => ({
          url: request.url(),
          status: response.status(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          body,
        }),
        () => null,
      ),
    )
  }
  context.on('response', record)
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
  if (!response || response.status() >= 400) throw new Error(`${url} responded with ${response?.status()}`)
  // The service worker registers after load; give its script time to arrive.
  await page.waitForTimeout(1500)
  const html = await response.body()
  const workerUrls = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration()
    return [registration?.installing, registration?.waiting, registration?.active]
      .filter(Boolean)
      .map((worker) => worker.scriptURL)
  })
  const loaded = (await Promise.all(pending)).filter(Boolean)
  await context.close()
  return {
    scripts: loaded.filter((script) => !workerUrls.includes(script.url)),
    worker: loaded.find((script) => workerUrls.includes(script.url)) ?? null,
    html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length },
  }
}
