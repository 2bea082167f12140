import type { CountryCode } from '@/lib/countries'

/** Plain menu data handed from server components to the client islands of the chrome. */
export type NavLink = { id: string; label: string; href: string; newTab: boolean; disabled: boolean }
export type NavItem = NavLink & {
  items: NavLink[]
  /** Accessible name of the button that opens the sub-items. */ toggleLabel: string
}
export type CountryLink = { code: CountryCode; name: string; href: string; current: boolean }
