import type { Payload } from 'payload'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { LOCALES } from '@/lib/locales'
import { contentHealth } from '@/lib/content-health/checks'
import { blocksBySlug, missingImages, referencedMediaIds, type MediaFile } from '@/lib/content-health/images'
import type { DocId, HealthInput, HealthPage, HealthReport, Localized } from '@/lib/content-health/types'
import { filesMissing } from './media-files'

type Row = Record<string, unknown>

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A localized field read with `locale: 'all'` ({pt, en}); a plain value counts as Portuguese. */
function localized<T>(value: unknown, is: (v: unknown) => v is T): Localized<T> {
  if (isRecord(value))
    return Object.fromEntries(LOCALES.filter((l) => is(value[l])).map((l) => [l, value[l]])) as Localized<T>
  return is(value) ? { pt: value } : {}
}
const isString = (v: unknown): v is string => typeof v === 'string'
const isArray = (v: unknown): v is unknown[] => Array.isArray(v)
const idOf = (doc: Row): DocId => (typeof doc.id === 'number' ? doc.id : String(doc.id))
const relationId = (value: unknown): unknown => (isRecord(value) ? value.id : value)

/**
 * Reads what the checks need with the Local API (access is overridden: the caller has checked
 * that a CMS user is signed in) and returns the content-health report. Pages are read in their
 * latest version, drafts included, because that is what editors fix; link targets are the
 * published pages only, because that is what visitors reach.
 */
export async function loadContentHealth(payload: Payload): Promise<HealthReport> {
  const common = { depth: 0, pagination: false, overrideAccess: true, locale: 'all' } as const
  const [countries, latest, published, redirects, settings, media] = await Promise.all([
    payload.find({ collection: 'countries', ...common, locale: undefined }),
    payload.find({ collection: 'pages', ...common, draft: true }),
    payload.find({
      collection: 'pages',
      ...common,
      where: { _status: { equals: 'published' } },
      select: { path: true, country: true, takesId: true },
    }),
    payload.find({ collection: 'redirects', ...common, locale: undefined }),
    payload.find({ collection: 'settings', ...common }),
    payload.find({ collection: 'media', ...common, select: { alt: true, filename: true, prefix: true } }),
  ])
  const codeById = new Map<unknown, CountryCode>()
  for (const country of countries.docs) if (isCountryCode(country.code)) codeById.set(country.id, country.code)
  const countryOf = (doc: object): CountryCode | undefined => codeById.get(relationId((doc as Row).country))

  // Payload's generated types describe one locale; with locale 'all' localized fields are {pt, en}, so rows are read as plain records.
  const rows = (docs: object[]) => docs as Row[]
  const pages: HealthPage[] = []
  for (const doc of rows(latest.docs)) {
    const country = countryOf(doc)
    if (!country) continue
    pages.push({
      id: idOf(doc),
      country,
      status: doc._status === 'published' ? 'published' : 'draft',
      takesId: doc.takesId === true,
      title: localized(doc.title, isString),
      path: localized(doc.path, isString),
      layout: localized(doc.layout, isArray),
    })
  }
  // Blocks pointing to a missing image: only the media the pages use are looked up in storage.
  const blocks = blocksBySlug(payload.collections.pages.config.fields, payload.config.blocks ?? [])
  const used = referencedMediaIds(pages, blocks)
  const mediaDocs = rows(media.docs).filter((doc) => used.has(idOf(doc)))
  const mediaConfig = payload.collections.media.config
  const staticDir = (typeof mediaConfig.upload === 'object' && mediaConfig.upload.staticDir) || 'media'
  const gone = await filesMissing(
    mediaDocs.flatMap((doc) =>
      typeof doc.filename === 'string'
        ? [{ filename: doc.filename, prefix: typeof doc.prefix === 'string' ? doc.prefix : null }]
        : [],
    ),
    staticDir,
  )
  const mediaFiles = new Map<DocId, MediaFile>(
    mediaDocs.map((doc) => {
      const filename = typeof doc.filename === 'string' ? doc.filename : null
      return [idOf(doc), { filename, fileMissing: filename !== null && gone.has(filename) }]
    }),
  )

  const input: HealthInput = {
    pages,
    published: rows(published.docs).flatMap((doc) => {
      const country = countryOf(doc)
      return country ? [{ country, takesId: doc.takesId === true, path: localized(doc.path, isString) }] : []
    }),
    redirects: rows(redirects.docs).flatMap((doc) => {
      if (typeof doc.from !== 'string') return []
      // No country: the redirect applies to both; an unknown country: to neither.
      const country = doc.country == null ? null : countryOf(doc)
      return country === undefined ? [] : [{ from: doc.from, country }]
    }),
    settings: rows(settings.docs).flatMap((doc) => {
      const country = countryOf(doc)
      return country
        ? [{ id: idOf(doc), country, title: typeof doc.title === 'string' ? doc.title : 'Settings', doc }]
        : []
    }),
    missingImages: missingImages(pages, blocks, mediaFiles),
    media: rows(media.docs).map((doc) => ({
      id: idOf(doc),
      filename: typeof doc.filename === 'string' ? doc.filename : null,
      alt: localized(doc.alt, isString),
    })),
  }
  return contentHealth(input)
}
