import type { TFunction } from 'i18next'
import type { Setting } from '@/cms/payload-types'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { visibleIn } from '@/lib/routing/menu-visibility'
import { safeHref } from '@/lib/security/safe-href'
import type { NavItem, NavLink } from './types'

type MenuItem = NonNullable<Setting['mainMenu']>[number]
type SubItem = NonNullable<MenuItem['items']>[number]

const toLink = (item: MenuItem | SubItem, index: number): NavLink | null => {
  const href = safeHref(item.link)
  if (!href) return null
  return {
    id: item.id ?? String(index),
    label: item.label,
    href,
    newTab: Boolean(item.newTab),
    disabled: 'disabled' in item ? Boolean(item.disabled) : false,
  }
}

/** CMS menu items as plain links for the client islands: country rules applied, unsafe links dropped. */
export function navItems(items: Setting['mainMenu'], country: CountryCode, t: TFunction<'common'>): NavItem[] {
  return visibleIn(items, country).flatMap((item, index) => {
    const link = toLink(item, index)
    if (!link) return []
    const subItems = visibleIn(item.items, country).flatMap((sub, i) => toLink(sub, i) ?? [])
    return [{ ...link, items: subItems, toggleLabel: t('nav.submenu', { label: item.label }) }]
  })
}

/** The fibre or cinema section's own (secondary) menu; none elsewhere. */
export function secondaryItems(
  settings: Setting | null,
  service: 'fibra' | 'cinema' | 'none',
  country: CountryCode,
  t: TFunction<'common'>,
): NavItem[] {
  return service === 'none' ? [] : navItems(settings?.secondaryMenus?.[service], country, t)
}

/**
 * Where each country's version of this page lives (the same path, or that country's home), named
 * in the page's language: an English page says "Mozambique", a Portuguese one "Moçambique".
 */
export function countryLinks(
  current: CountryCode,
  urls: Record<CountryCode, URL>,
  pathIn: (country: CountryCode) => string,
  t: TFunction<'common'>,
) {
  return COUNTRY_CODES.map((code) => ({
    code,
    name: t(`country.names.${code}`),
    href: new URL(pathIn(code), urls[code]).href,
    current: code === current,
  }))
}
