import { useClientValue } from '@/lib/ui/use-client-value'
import { categoriesInUse, type ConsentCategory, type ConsentState, isGranted } from './categories'
import { readConsentRaw, subscribeConsent } from './browser'
import { parseConsent } from './cookie'

// Parsed once per distinct cookie value: React needs the same object back while nothing changed.
let lastRaw: string | undefined
let lastState: ConsentState | null = null

function clientSnapshot(): ConsentState | null {
  const raw = readConsentRaw()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastState = parseConsent(raw)
  }
  return lastState
}

/**
 * The visitor's stored choice: `undefined` while unknown (server render, hydration: pages are cached
 * and shared by every visitor, so the server never knows it), `null` when they have not chosen (or the
 * cookie is invalid), else the state. Re-renders on every saved choice.
 */
export function useConsentState(): ConsentState | null | undefined {
  return useClientValue(clientSnapshot, subscribeConsent)
}

/** Whether a category may run now: false until the visitor opts in, live when the choice changes. */
export function useConsent(category: ConsentCategory): boolean {
  return isGranted(useConsentState() ?? null, category)
}

/**
 * Whether consent has stopped holding back what waits for it (the other first-visit prompts): there is
 * nothing to ask (no optional category in use, so no banner), or the visitor has chosen. The same on
 * the server and in the browser when there is nothing to ask, so those prompts need not wait for a
 * cookie to be read.
 */
export function useConsentSettled(): boolean {
  const state = useConsentState()
  return categoriesInUse().length === 0 || (state !== null && state !== undefined)
}
