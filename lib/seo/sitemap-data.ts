import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'
import type { LayoutBlock } from '@/registry/types'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { LOCALES, type Locale } from '@/lib/locales'
import type { LocalePaths } from './hreflang'
import type { PathsElsewhere, SitemapItem } from './sitemap'

/*
 * What the sitemap lists, read fresh on every request (it is small): published pages only, with
 * the visitor's access rights, so a publish or unpublish shows at once and drafts never do.
 */

type PageRow = { id: number; paths: LocalePaths; takesId: boolean; updatedAt: string }
/** A document shown at /path/{id}: its id segment and last change. */
type DocumentRow = { segment: string; updatedAt: string }

const published = (country: CountryCode, ...more: Where[]): Where => ({
  and: [{ 'country.code': { equals: country } }, { _status: { equals: 'published' } }, ...more],
})

async function publishedPages(payload: Payload, country: CountryCode): Promise<PageRow[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: published(country),
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { path: true, takesId: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs.map((doc) => {
    // With locale "all" a localized field comes back as { pt, en }.
    const all = (doc.path ?? {}) as unknown as Partial<Record<Locale, unknown>>
    const paths: LocalePaths = {}
    for (const l of LOCALES) if (typeof all[l] === 'string') paths[l] = all[l]
    return { id: doc.id, paths, takesId: Boolean(doc.takesId), updatedAt: doc.updatedAt }
  })
}

/** The documents a /path/{id} page shows, by the first block that reads the id (as registry/param-metadata.ts). */
async function documentsOf(payload: Payload, country: CountryCode, block: LayoutBlock): Promise<DocumentRow[]> {
  const base = { depth: 0, pagination: false as const, overrideAccess: false }
  switch (block.blockType) {
    case 'newsList': {
      const { docs } = await payload.find({
        ...base,
        collection: 'news',
        where: published(country),
        select: { slug: true, updatedAt: true },
      })
      return docs.map((doc) => ({ segment: doc.slug, updatedAt: doc.updatedAt }))
    }
    case 'campaignList': {
      const where = published(country, { service: { equals: block.service } })
      const { docs } = await payload.find({ ...base, collection: 'campaigns', where, select: { updatedAt: true } })
      return docs.map((doc) => ({ segment: String(doc.id), updatedAt: doc.updatedAt }))
    }
    case 'novelList': {
      const { docs } = await payload.find({
        ...base,
        collection: 'novels',
        where: published(country),
        select: { updatedAt: true },
      })
      return docs.map((doc) => ({ segment: String(doc.id), updatedAt: doc.updatedAt }))
    }
    default:
      return []
  }
}

const readsId = (block: LayoutBlock) =>
  block.blockType === 'newsList' || block.blockType === 'campaignList' || block.blockType === 'novelList'

/** Each language's address of every document a /path/{id} page shows. */
async function documentItems(payload: Payload, country: CountryCode, page: PageRow): Promise<SitemapItem[]> {
  const byDocument = new Map<string, SitemapItem>()
  for (const locale of LOCALES) {
    const pagePath = page.paths[locale]
    if (!pagePath) continue
    const doc = await payload
      .findByID({
        collection: 'pages',
        id: page.id,
        locale,
        fallbackLocale: false,
        depth: 0,
        select: { layout: true },
        overrideAccess: false,
      })
      .catch(() => null)
    const block = (doc?.layout ?? []).find(readsId)
    if (!block) continue
    for (const row of await documentsOf(payload, country, block)) {
      const item = byDocument.get(row.segment) ?? { paths: {}, updatedAt: row.updatedAt }
      item.paths[locale] = `${pagePath === '/' ? '' : pagePath}/${row.segment}`
      byDocument.set(row.segment, item)
    }
  }
  return [...byDocument.values()]
}

/** Everything the sitemap of `country`'s address lists, and the other countries' paths for hreflang. */
export async function loadSitemapData(
  country: CountryCode,
): Promise<{ items: SitemapItem[]; elsewhere: PathsElsewhere }> {
  const payload = await getPayload({ config })
  const pagesByCountry = await Promise.all(
    COUNTRY_CODES.map(async (c) => [c, await publishedPages(payload, c)] as const),
  )
  const elsewhere: PathsElsewhere = {}
  let own: PageRow[] = []
  for (const [c, pages] of pagesByCountry) {
    if (c === country) own = pages
    else
      elsewhere[c] = Object.fromEntries(
        LOCALES.map((l) => [l, new Set(pages.flatMap((p) => (p.paths[l] ? [p.paths[l]] : [])))]),
      )
  }
  const items: SitemapItem[] = own.map((page) => ({ paths: page.paths, updatedAt: page.updatedAt, countryWide: true }))
  for (const page of own.filter((p) => p.takesId)) items.push(...(await documentItems(payload, country, page)))
  return { items, elsewhere }
}
