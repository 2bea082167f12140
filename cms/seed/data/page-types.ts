import type { Page } from '@/cms/payload-types'

// The shapes of the seed's pages, apart from pages.ts, which gathers every section's pages: each
// section file (pages-*.ts) types its pages here without importing the list it is in.

/** Resolves seed keys to the ids the seed created. */
export type Refs = { media: (key: string) => number; pkg: (key: string) => number; channel: (key: string) => number }
type Layout = NonNullable<Page['layout']>
type LocaleCopy = {
  title: string
  path: string
  seo: { title: string; description: string }
  layout: (refs: Refs) => Layout
}
/** An image the seed uploads once, found again by its Portuguese alt text. */
export type SeedMediaItem = { key: string; file: string; alt: { pt: string; en: string } }
export type SeedPage = { key: string; frame?: Page['frame']; takesId?: boolean; pt: LocaleCopy; en: LocaleCopy }
