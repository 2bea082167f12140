import config from '@payload-config'
import { getPayload } from 'payload'
import { COUNTRY_CODES, type CountryCode, isCountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedPublished } from '@/lib/preview/cached-or-draft'
import type { PagePaths } from '@/lib/routing/path-landings'
import { tags } from './tags'

export type SitePaths = Record<CountryCode, { pages: PagePaths[]; menuOrder: Record<Locale, string[]> }>

type MenuItem = { link?: string | null; items?: MenuItem[] | null }
type MenuSettings = {
  country?: unknown
  mainMenu?: MenuItem[] | null
  secondaryMenus?: { fibra?: MenuItem[] | null; cinema?: MenuItem[] | null } | null
}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value)

/** Menu links in reading order (each item, then its sub-items), as paths of their language (no /en). */
function menuPaths(settings: MenuSettings | undefined, locale: Locale): string[] {
  const walk = (items: MenuItem[] | null | undefined): string[] =>
    (items ?? []).flatMap((item) => [item.link ?? '', ...walk(item.items)])
  const links = [
    ...walk(settings?.mainMenu),
    ...walk(settings?.secondaryMenus?.fibra),
    ...walk(settings?.secondaryMenus?.cinema),
  ]
  return links
    .filter((link) => link.startsWith('/'))
    .map((link) => (locale === 'en' ? link.replace(/^\/en(?=\/|$)/, '') || '/' : link).split(/[?#]/, 1)[0] ?? link)
}

/**
 * Every published page's path in both languages, and each country's menu order, per country: what
 * the addresses that land on a page are derived from (lib/routing/path-landings.ts). Read once and
 * cached until a page is published, moved or unpublished, or a menu changes, never per request.
 */
// Published only: the proxy lands visitors on these pages, and a draft has no address yet.
export const loadSitePaths = cachedPublished(
  async (): Promise<SitePaths> => {
    const payload = await getPayload({ config })
    const [countries, pages, ...menus] = await Promise.all([
      payload.find({ collection: 'countries', depth: 0, pagination: false, overrideAccess: false }),
      payload.find({
        collection: 'pages',
        where: { _status: { equals: 'published' } },
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        select: { path: true, takesId: true, country: true },
      }),
      ...(['pt', 'en'] as const).map((locale) =>
        payload.find({
          collection: 'settings',
          locale,
          fallbackLocale: false,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          select: { country: true, mainMenu: true, secondaryMenus: true },
        }),
      ),
    ])
    const codeOf = new Map(countries.docs.flatMap((c) => (isCountryCode(c.code) ? [[c.id, c.code] as const] : [])))
    const empty = (): SitePaths[CountryCode] => ({ pages: [], menuOrder: { pt: [], en: [] } })
    const out = Object.fromEntries(COUNTRY_CODES.map((c) => [c, empty()])) as SitePaths
    for (const page of pages.docs) {
      const code = codeOf.get(idOf(page.country) as number)
      // Localized paths read with locale "all" come back as { pt, en }.
      const paths = (page.path ?? {}) as unknown as Partial<Record<Locale, string | null>>
      if (code) out[code].pages.push({ id: page.id, pt: paths.pt, en: paths.en, takesId: page.takesId })
    }
    ;(['pt', 'en'] as const).forEach((locale, i) => {
      for (const settings of menus[i]?.docs ?? []) {
        const code = codeOf.get(idOf(settings.country) as number)
        if (code) out[code].menuOrder[locale] = menuPaths(settings as MenuSettings, locale)
      }
    })
    return out
  },
  ['site-paths'],
  { tags: [tags.pagePaths, ...COUNTRY_CODES.map((c) => tags.settings(c))] },
)
