import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { LOCALES, type Locale } from '@/lib/locales'
import { isGatedPath } from '@/lib/routing/country-gates'
import { isBrokenLink, linksIn, linkTargets, type LinkTargets } from './links'
import type {
  BrokenLinkRow,
  HealthInput,
  HealthMedia,
  HealthPage,
  HealthReport,
  HealthSettings,
  MissingAltRow,
  MissingEnglishRow,
} from './types'

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''
const byText = (a: string, b: string) => a.localeCompare(b, 'pt')

/** Pages with no English title, no English path or an empty English layout (English visitors get a 404). */
export function missingEnglish(pages: readonly HealthPage[]): MissingEnglishRow[] {
  const rows: MissingEnglishRow[] = []
  for (const page of pages) {
    const missing: MissingEnglishRow['missing'] = []
    if (!filled(page.title.en)) missing.push('title')
    if (!filled(page.path.en)) missing.push('path')
    if (!page.layout.en || page.layout.en.length === 0) missing.push('layout')
    if (missing.length === 0) continue
    rows.push({
      collection: 'pages',
      id: page.id,
      country: page.country,
      status: page.status,
      title: page.title.pt || page.title.en || `#${page.id}`,
      path: page.path.pt || page.path.en || '',
      missing,
    })
  }
  return rows.sort((a, b) => byText(a.path, b.path))
}

/** Links in page layouts (every block, rich text included) that lead to no page of the page's country. */
export function brokenPageLinks(pages: readonly HealthPage[], targets: LinkTargets): BrokenLinkRow[] {
  const rows: BrokenLinkRow[] = []
  for (const page of pages) {
    for (const locale of LOCALES) {
      for (const link of linksIn(page.layout[locale] ?? [], [`layout (${locale})`])) {
        if (!isBrokenLink(targets, page.country, link.href)) continue
        rows.push({
          collection: 'pages',
          id: page.id,
          country: page.country,
          status: page.status,
          document: page.title.pt || page.title.en || `#${page.id}`,
          field: link.field,
          href: link.href,
        })
      }
    }
  }
  return rows
}

/** The section whose pages show each secondary menu (components/chrome/chrome-data.ts secondaryItems). */
const SECONDARY_MENU_SECTION: Record<string, string> = { fibra: '/zap-fibra', cinema: '/zap-cinemas' }

/**
 * Menu and footer links of a country's settings. What visitors never see is not checked: rows
 * hidden in Mozambique, disabled rows, and the secondary menu of a section the country does not
 * have (Mozambique's fibre and cinema menus).
 */
export function brokenSettingsLinks(settings: readonly HealthSettings[], targets: LinkTargets): BrokenLinkRow[] {
  const rows: BrokenLinkRow[] = []
  for (const doc of settings) {
    const hidden = (row: Record<string, unknown>) =>
      row.disabled === true || (doc.country === 'mz' && row.showInMoz === false)
    const { mainMenu, secondaryMenus, footer } = doc.doc
    const secondary = Object.entries(
      typeof secondaryMenus === 'object' && secondaryMenus !== null ? secondaryMenus : {},
    ).filter(([menu]) => !(menu in SECONDARY_MENU_SECTION) || !isGatedPath(doc.country, SECONDARY_MENU_SECTION[menu]!))
    const found = [
      ...linksIn(mainMenu, ['mainMenu'], { hidden }),
      ...secondary.flatMap(([menu, items]) => linksIn(items, ['secondaryMenus', menu], { hidden })),
      ...linksIn(footer, ['footer'], { hidden }),
    ]
    for (const link of found) {
      if (!isBrokenLink(targets, doc.country, link.href)) continue
      rows.push({
        collection: 'settings',
        id: doc.id,
        country: doc.country,
        document: doc.title,
        field: link.field,
        href: link.href,
      })
    }
  }
  return rows
}

/** Images with no alt text in one of the languages (screen readers would read nothing, or the file name). */
export function mediaWithoutAlt(media: readonly HealthMedia[]): MissingAltRow[] {
  const rows: MissingAltRow[] = []
  for (const item of media) {
    const missing: Locale[] = LOCALES.filter((locale) => !filled(item.alt[locale]))
    if (missing.length > 0)
      rows.push({ collection: 'media', id: item.id, filename: item.filename || `#${item.id}`, missing })
  }
  return rows.sort((a, b) => byText(a.filename, b.filename))
}

/** The whole report: per country, pages without English, broken internal links and blocks with a missing image; then media without alt text. */
export function contentHealth(input: HealthInput): HealthReport {
  const targets = linkTargets(input.published, input.redirects)
  const english = missingEnglish(input.pages)
  const links = [...brokenPageLinks(input.pages, targets), ...brokenSettingsLinks(input.settings, targets)]
  const of = <T extends { country: CountryCode }>(rows: T[], country: CountryCode) =>
    rows.filter((row) => row.country === country)
  return {
    countries: COUNTRY_CODES.map((country) => ({
      country,
      missingEnglish: of(english, country),
      brokenLinks: of(links, country).sort((a, b) => byText(a.document, b.document) || byText(a.href, b.href)),
      missingImages: of(input.missingImages ?? [], country).sort(
        (a, b) => byText(a.document, b.document) || byText(a.field, b.field),
      ),
    })),
    media: mediaWithoutAlt(input.media),
  }
}
