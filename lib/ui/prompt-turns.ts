import { useConsentSettled } from '@/lib/consent/use-consent'

/**
 * First-visit prompts take turns, one at a time: the cookie consent banner first (nothing optional
 * may run before the visitor has chosen), then the country question, then the app popup. Each waits
 * for the one before it, and focus that was in a prompt the visitor has just dealt with moves on to
 * the next one. While the site uses no optional cookie category there is no banner, and the country
 * question comes first.
 */

/** True once the visitor has chosen in the consent banner, or when there is none; false while it shows or is unread. */
export function useConsentChosen(): boolean {
  return useConsentSettled()
}

// When focus last left a prompt the visitor dealt with: the next prompt takes it if it shows right away.
let passedAt = Number.NEGATIVE_INFINITY
const HANDOFF_MS = 1000

/**
 * Called by a prompt as the visitor makes a choice in it or closes it. When it holds focus, focus
 * goes to the page's main content (so it is never dropped on the document), and the next prompt may
 * claim it with `takeFocus`.
 */
export function passFocus(container: HTMLElement | null): void {
  if (!container || !container.contains(document.activeElement)) return
  document.getElementById('main')?.focus()
  passedAt = performance.now()
}

/** True (once) when the previous prompt just handed focus on: the prompt now showing should take it. */
export function takeFocus(): boolean {
  const handed = performance.now() - passedAt < HANDOFF_MS
  passedAt = Number.NEGATIVE_INFINITY
  return handed
}
