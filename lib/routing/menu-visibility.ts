import type { CountryCode } from '@/lib/countries'

type Visible = { showInMoz?: boolean | null }

/** In Mozambique only items flagged showInMoz are shown; Angola shows everything. */
export function visibleIn<T extends Visible>(items: readonly T[] | null | undefined, country: CountryCode): T[] {
  return (items ?? []).filter((item) => country === 'ao' || item.showInMoz !== false)
}
