/**
 * The cheap phone the first-view benchmarks emulate in Chromium (DevTools emulation): a 360 px screen,
 * a CPU four times slower than this machine's, 150 ms of latency and 1.6 Mbit/s down.
 */
export const SLOW_PHONE = {
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 2,
  cpuSlowdown: 4,
  latencyMs: 150,
  downKbit: 1600,
  upKbit: 750,
}

/** A fresh context (empty cache, a Portuguese phone) and a page with its network and CPU slowed down. */
export async function slowPhonePage(browser) {
  const context = await browser.newContext({
    locale: 'pt-PT',
    viewport: SLOW_PHONE.viewport,
    deviceScaleFactor: SLOW_PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downKbit * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.upKbit * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
  return { context, page, cdp }
}
