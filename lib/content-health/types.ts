import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { PlaceholderKind } from './placeholder-rules'

/** A localized field as Payload returns it with `locale: 'all'`: one value per language. */
export type Localized<T> = Partial<Record<Locale, T | null | undefined>>

export type DocId = number | string

/** The latest version (draft or published) of a page: what an editor sees in the edit screen. */
export type HealthPage = {
  id: DocId
  country: CountryCode
  status: 'draft' | 'published'
  takesId: boolean
  title: Localized<string>
  path: Localized<string>
  layout: Localized<unknown[]>
}

/** A published page: the addresses visitors can reach. */
export type PublishedPage = { country: CountryCode; takesId: boolean; path: Localized<string> }

/** A CMS redirect; `country` null means both countries. */
export type HealthRedirect = { from: string; country: CountryCode | null }

/** A country's settings document (menus, footer), as read with `locale: 'all'`. */
export type HealthSettings = { id: DocId; country: CountryCode; title: string; doc: Record<string, unknown> }

export type HealthMedia = { id: DocId; filename: string | null; alt: Localized<string> }

export type HealthInput = {
  pages: HealthPage[]
  published: PublishedPage[]
  redirects: HealthRedirect[]
  settings: HealthSettings[]
  media: HealthMedia[]
  /** Blocks pointing to a missing image (found in cms/components/content-health/, which can ask storage). */
  missingImages?: MissingImageRow[]
}

export type MissingEnglishRow = {
  collection: 'pages'
  id: DocId
  country: CountryCode
  status: HealthPage['status']
  title: string
  path: string
  missing: ('title' | 'path' | 'layout')[]
}

export type BrokenLinkRow = {
  collection: 'pages' | 'settings'
  id: DocId
  country: CountryCode
  /** The document's name: a page's title, or the settings title. */
  document: string
  status?: HealthPage['status']
  /** Where in the document: field, block and row, e.g. `layout (pt) › #2 richText › content › link "Saiba mais"`. */
  field: string
  href: string
}

/**
 * A block that points to an image visitors cannot get: `deleted` when the media document is gone
 * (the reference was emptied or names nothing), `file-missing` when the document is there but its
 * file is not in storage (disk or bucket).
 */
export type MissingImageRow = {
  collection: 'pages'
  id: DocId
  country: CountryCode
  document: string
  status?: HealthPage['status']
  /** Where in the document: e.g. `layout (pt) › #2 mediaText › image`. */
  field: string
  /** The file name of the media document, `#id` for a reference to no document, null when emptied. */
  image: string | null
  problem: 'deleted' | 'file-missing'
}

export type MissingAltRow = { collection: 'media'; id: DocId; filename: string; missing: Locale[] }

export type CountryHealth = {
  country: CountryCode
  missingEnglish: MissingEnglishRow[]
  brokenLinks: BrokenLinkRow[]
  missingImages: MissingImageRow[]
}

/** Media are shared by both countries, so their rows are not split by country. */
export type HealthReport = { countries: CountryHealth[]; media: MissingAltRow[] }

/** Invented contact data still on the site, to replace before launch (placeholder-rules.ts says how it is recognised). */
export type PlaceholderRow = {
  /** Any collection of country content: pages, settings, stores... */
  collection: string
  id: DocId
  /** null: a document shared by both countries, which only administrators see. */
  country: CountryCode | null
  /** The document's title (its `useAsTitle` field), or `#id`. */
  document: string
  status?: HealthPage['status']
  field: string
  /** Payload's id of the field's input in the edit view. */
  anchor: string
  locale: Locale | null
  /** What makes it invented; `illustrative-data` counts a collection's example documents (illustrative.ts). */
  kind: PlaceholderKind | 'illustrative-data'
  value: string
  /** For a count of documents: the query of the admin list that shows them, linked instead of one document. */
  list?: string
}
