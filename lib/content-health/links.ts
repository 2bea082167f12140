import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { LOCALES, type Locale } from '@/lib/locales'
import { isFrameworkPath } from '@/lib/routing/resolve-request'
import type { HealthRedirect, PublishedPage } from './types'

/** A link found in a document, and where: the field trail an editor follows to fix it. */
export type FoundLink = { href: string; field: string }

type Options = {
  /** True for rows that are not shown (e.g. a menu item hidden in Mozambique): their links are not followed. */
  hidden?: (row: Record<string, unknown>) => boolean
}

/** Text fields that hold a link: `href`, `link`, `ctaHref` and the like. */
const isLinkKey = (key: string) => key === 'href' || key === 'link' || /Href$/.test(key)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `{pt, en}` as Payload returns a localized field read with `locale: 'all'`. */
export function isLocalized(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key))
}

function labelOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim()
  if (isRecord(value))
    for (const locale of LOCALES)
      if (typeof value[locale] === 'string' && value[locale]) return String(value[locale]).trim()
  return null
}

/** The visible text of a Lexical node (a link's words). */
function textOf(node: Record<string, unknown>): string {
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children)
    ? node.children.map((child) => (isRecord(child) ? textOf(child) : '')).join('')
    : ''
}

/** Lexical link and autolink nodes keep the address in fields.url; they may sit in paragraphs, lists, quotes... */
function lexicalLinks(node: Record<string, unknown>): { url: string; text: string }[] {
  if (
    (node.type === 'link' || node.type === 'autolink') &&
    isRecord(node.fields) &&
    typeof node.fields.url === 'string'
  ) {
    return [{ url: node.fields.url, text: textOf(node).trim() }]
  }
  return Array.isArray(node.children)
    ? node.children.flatMap((child) => (isRecord(child) ? lexicalLinks(child) : []))
    : []
}

/** How a row of an array (a block, a menu item) is named in a trail: `#2 richText`, `#1 "Sobre nós"`. */
export function rowName(row: unknown, index: number): string {
  const number = `#${index + 1}`
  if (!isRecord(row)) return number
  const kind = typeof row.blockType === 'string' ? ` ${row.blockType}` : ''
  const name = labelOf(row.blockName) ?? labelOf(row.label) ?? labelOf(row.heading) ?? labelOf(row.title)
  return `${number}${kind}${name ? ` "${name}"` : ''}`
}

/**
 * Every link in a document's data, whatever its shape: link text fields (href, link, ctaHref),
 * including localized ones ({pt, en}), and Lexical link nodes in rich text. Not only internal
 * ones: the caller decides which to check.
 */
export function linksIn(value: unknown, trail: string[] = [], options: Options = {}): FoundLink[] {
  const found: FoundLink[] = []
  const at = (...more: string[]) => [...trail, ...more].join(' › ')
  const walk = (node: unknown, path: string[]) => {
    found.push(...linksIn(node, path, options))
  }
  if (Array.isArray(value)) {
    value.forEach((row, index) => walk(row, [...trail, rowName(row, index)]))
    return found
  }
  if (!isRecord(value)) return found
  if (options.hidden?.(value)) return found
  // A rich-text field: its link nodes, named by their words (the node tree means nothing to an editor).
  if (isRecord(value.root) && Array.isArray(value.root.children)) {
    for (const node of lexicalLinks(value.root)) found.push({ href: node.url, field: at(`link "${node.text}"`) })
    return found
  }
  for (const [key, child] of Object.entries(value)) {
    if (isLinkKey(key) && typeof child === 'string') {
      found.push({ href: child, field: at(key) })
    } else if (isLinkKey(key) && isRecord(child) && isLocalized(child)) {
      for (const locale of LOCALES)
        if (typeof child[locale] === 'string')
          found.push({ href: child[locale] as string, field: at(`${key} (${locale})`) })
    } else if (isRecord(child) && isLocalized(child)) {
      for (const locale of LOCALES)
        if (child[locale] !== undefined) walk(child[locale], [...trail, `${key} (${locale})`])
    } else if (typeof child === 'object' && child !== null) {
      walk(child, [...trail, key])
    }
  }
  return found
}

/** Where an internal link leads: its language, the page path in that language and the public path. */
export type LinkTarget = { locale: Locale; path: string; publicPath: string }

/**
 * The target of a site-relative link ("/en/the-zap#team?x" -> en, "/the-zap"), or null for
 * anything else (anchors, http(s), mailto:, tel:, protocol-relative //host).
 */
export function linkTarget(href: string): LinkTarget | null {
  const value = href.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  let publicPath = value.split('#')[0]!.split('?')[0]!
  // Next responds to "/a-zap/" with a redirect to "/a-zap".
  if (publicPath.length > 1) publicPath = publicPath.replace(/\/+$/, '') || '/'
  const english = publicPath === '/en' || publicPath.startsWith('/en/')
  return { locale: english ? 'en' : 'pt', path: english ? publicPath.slice(3) || '/' : publicPath, publicPath }
}

/** Files, the CMS and API routes: served by Next or Payload, never by a page. */
export function isFileOrApiPath(publicPath: string): boolean {
  return isFrameworkPath(publicPath) || /^\/(media|documents)(\/|$)/.test(publicPath)
}

type PerLocale = Record<Locale, Set<string>>
/** What a visitor can reach in each country: published page paths, /path/{id} parents and redirects. */
export type LinkTargets = {
  pages: Record<CountryCode, PerLocale>
  takesId: Record<CountryCode, PerLocale>
  redirects: Record<CountryCode, Set<string>>
}

const perLocale = (): PerLocale => ({ pt: new Set(), en: new Set() })

export function linkTargets(published: readonly PublishedPage[], redirects: readonly HealthRedirect[]): LinkTargets {
  const targets: LinkTargets = {
    pages: { ao: perLocale(), mz: perLocale() },
    takesId: { ao: perLocale(), mz: perLocale() },
    redirects: { ao: new Set(), mz: new Set() },
  }
  for (const page of published) {
    for (const locale of LOCALES) {
      const path = page.path[locale]
      if (!path) continue
      targets.pages[page.country][locale].add(path)
      if (page.takesId) targets.takesId[page.country][locale].add(path)
    }
  }
  for (const redirect of redirects) {
    const from = redirect.from.length > 1 ? redirect.from.replace(/\/+$/, '') : redirect.from
    for (const country of COUNTRY_CODES)
      if (!redirect.country || redirect.country === country) targets.redirects[country].add(from)
  }
  return targets
}

/**
 * Whether a link on a document of `country` leads nowhere: it is site-relative, yet neither a
 * published page of that country and language, nor /path/{id} under a page that takes an id,
 * nor a CMS redirect, nor a file or API route. External links and anchors are never broken here.
 */
export function isBrokenLink(targets: LinkTargets, country: CountryCode, href: string): boolean {
  const target = linkTarget(href)
  if (!target) return false
  if (isFileOrApiPath(target.publicPath)) return false
  if (targets.pages[country][target.locale].has(target.path)) return false
  const cut = target.path.lastIndexOf('/')
  if (cut > 0 && targets.takesId[country][target.locale].has(target.path.slice(0, cut))) return false
  return !targets.redirects[country].has(target.publicPath)
}
