import type { Locale } from '@/lib/locales'

export type Store = 'apple' | 'play'

/** The endpoint that counts a click for today (lib/leads/popup-clicks.ts); the country comes from the host. */
export const popupClickUrl = (locale: Locale) => `/api/forms/popup-click?locale=${locale}`

/**
 * Counts a click on a store link without holding up the navigation: a beacon survives the page
 * being left; where beacons are missing or refused, a keepalive fetch that nobody waits for.
 */
export function sendPopupClick(store: Store, locale: Locale): void {
  const url = popupClickUrl(locale)
  const body = JSON.stringify({ store })
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    )
      return
  } catch {
    // Some browsers throw for a JSON beacon; the fetch below still counts the click.
  }
  if (typeof fetch !== 'function') return
  fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined)
}
