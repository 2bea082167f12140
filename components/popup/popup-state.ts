import { create } from 'zustand'
import { COUNTRY_STORAGE_KEY, storedCountryJson } from '@/lib/ui/stored-country'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { APP_CLOSED_KEY } from '@/lib/ui/app-band-script.mjs'

/** sessionStorage key: the visitor closed the app popup for the rest of this visit. */
export const POPUP_CLOSED_KEY = APP_CLOSED_KEY

/** Narrower than the mobile breakpoint of styles/_breakpoints.scss ($md: 768px). */
export const MOBILE_QUERY = '(max-width: 767.98px)'

export type StoredCountry = { name: string; code: CountryCode }

/** The country the visitor chose (`selectedCountry`, JSON {name, code}); null when absent or unreadable. */
export function readStoredCountry(): StoredCountry | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(COUNTRY_STORAGE_KEY) ?? 'null')
    if (
      value &&
      typeof value === 'object' &&
      'code' in value &&
      'name' in value &&
      isCountryCode(value.code) &&
      typeof value.name === 'string'
    ) {
      return { name: value.name, code: value.code }
    }
  } catch {
    // Storage blocked (privacy mode) or malformed JSON: treated as no choice.
  }
  return null
}

export function storeCountry(country: { code: CountryCode }): void {
  try {
    localStorage.setItem(COUNTRY_STORAGE_KEY, storedCountryJson(country.code))
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

export function popupClosedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(POPUP_CLOSED_KEY) !== null
  } catch {
    return false
  }
}

export function rememberPopupClosed(): void {
  try {
    sessionStorage.setItem(POPUP_CLOSED_KEY, '1')
  } catch {
    // Storage blocked: it stays closed until the next page.
  }
}

/**
 * Whether the country question is settled (a country chosen, or not needed). The two bands take turns by their
 * style rules (components/popup/AppPopup.module.scss); this tells the app band when focus handed on from
 * the settled question is its to take.
 */
type CountryGate = { settled: boolean; settle: () => void }
export const useCountryGate = create<CountryGate>((set) => ({ settled: false, settle: () => set({ settled: true }) }))

/** Gives focus back to the page when the popup that holds it disappears. */
export function releaseFocus(container: HTMLElement | null): void {
  if (!container || !container.contains(document.activeElement)) return
  document.getElementById('main')?.focus()
}
