/**
 * What the browser benchmarks open as the e2e tests do: eight public pages of Angola's site, each
 * in a fresh context, waited on until React has taken the page; and the median of their rounds.
 */
export const E2E_PAGES = [
  '/',
  '/zap-satelite/pacotes-de-canais',
  '/zap-fibra/pacotes-tv-net',
  '/tv/guia-tv',
  '/a-zap/noticias',
  '/zap-satelite/campanhas',
  '/cinema',
  '/en',
]

/** Waits until React has taken the page (Next hydrates `document`). */
export const untilReactRuns = (page) =>
  page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
