/**
 * Debian's Chromium and the flags it needs here (headless, no sandbox, a closed network): one list
 * for the Playwright tests (playwright.config.ts) and the benchmarks (bench/).
 */
export const CHROMIUM = '/usr/bin/chromium'
/** Chromium's headless shell from Debian's chromium sources: the same engine without the browser's UI layer. */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
