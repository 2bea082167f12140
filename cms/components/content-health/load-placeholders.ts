import type { CollectionSlug, Field, Payload, SanitizedCollectionConfig, TypedUser } from 'payload'
import { nobody } from '@/cms/access/rules'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { ILLUSTRATIVE_COLLECTION, illustrativeAreaRows } from '@/lib/content-health/illustrative'
import { placeholdersIn } from '@/lib/content-health/placeholders'
import type { DocId, PlaceholderRow } from '@/lib/content-health/types'

type Row = Record<string, unknown>

const isCountryField = (field: Field) =>
  'name' in field && field.name === 'country' && field.type === 'relationship' && field.relationTo === 'countries'

/**
 * Collections of site content: documents that belong to a country and that CMS users edit. User
 * accounts, uploads and leads (what visitors sent, which nobody edits) are not content, and the
 * addresses in them are real people's.
 */
export function contentCollections(payload: Payload): SanitizedCollectionConfig[] {
  return payload.config.collections.filter(
    (collection) =>
      !collection.auth &&
      !collection.upload &&
      collection.access.update !== nobody &&
      collection.fields.some(isCountryField),
  )
}

const byText = (a: string, b: string) => a.localeCompare(b, 'pt')

function titleOf(doc: Row, useAsTitle: string | undefined): string {
  const value = useAsTitle && useAsTitle !== 'id' ? doc[useAsTitle] : undefined
  if (typeof value === 'string' && value.trim()) return value
  if (typeof value === 'object' && value !== null) {
    const { pt, en } = value as { pt?: unknown; en?: unknown }
    if (typeof pt === 'string' && pt.trim()) return pt
    if (typeof en === 'string' && en.trim()) return en
  }
  return `#${String(doc.id)}`
}

/**
 * The placeholders (invented contact data) of every content document `user` may read, in its
 * latest version, drafts included. Read with the user's own access, so the country boundary of
 * the collections decides what an editor is shown: their country's documents only; an
 * administrator sees every country's and the documents shared by both.
 */
export async function loadPlaceholders(payload: Payload, user: TypedUser): Promise<PlaceholderRow[]> {
  const countries = await payload.find({ collection: 'countries', depth: 0, pagination: false, overrideAccess: true })
  const codeById = new Map<unknown, CountryCode>()
  for (const country of countries.docs) if (isCountryCode(country.code)) codeById.set(country.id, country.code)

  const collections = contentCollections(payload)
  const results = await Promise.all(
    collections.map((collection) =>
      payload.find({
        collection: collection.slug as CollectionSlug,
        depth: 0,
        pagination: false,
        locale: 'all',
        draft: true,
        overrideAccess: false,
        user,
      }),
    ),
  )
  const rows: PlaceholderRow[] = []
  const illustrative: { country: CountryCode | null; illustrative?: unknown }[] = []
  collections.forEach((collection, index) => {
    const drafts = Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)
    // Payload's generated types describe one locale; with locale 'all' localized fields are {pt, en}, so documents are read as plain records.
    for (const doc of results[index]!.docs as unknown as Row[]) {
      const countryId =
        doc.country == null ? null : typeof doc.country === 'object' ? (doc.country as Row).id : doc.country
      const country = countryId === null ? null : codeById.get(countryId)
      if (country === undefined) continue
      const document = titleOf(doc, collection.admin.useAsTitle)
      const status = drafts ? (doc._status === 'published' ? 'published' : 'draft') : undefined
      if (collection.slug === ILLUSTRATIVE_COLLECTION) illustrative.push({ country, illustrative: doc.illustrative })
      for (const found of placeholdersIn(doc)) {
        rows.push({
          collection: collection.slug,
          id: doc.id as DocId,
          country,
          document,
          ...(status ? { status } : {}),
          ...found,
        })
      }
    }
  })
  rows.push(...illustrativeAreaRows(illustrative))
  return rows.sort(
    (a, b) =>
      byText(a.country ?? '', b.country ?? '') ||
      byText(a.collection, b.collection) ||
      byText(a.document, b.document) ||
      byText(a.field, b.field),
  )
}
