import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { isLocale, LOCALES, type Locale } from '../../lib/locales'
import { tags } from '../../lib/content/tags'
import { layoutBlocks } from '../../registry/block-configs'
import { publishedOrSignedIn, signedIn } from '../access/rules'
import { countryField } from '../fields/country'
import { countryCodeOf, expireTags } from '../hooks/revalidate'
import { uniquePagePath } from '../hooks/unique-path'

type PageLike = { id: number | string; path?: unknown; country?: unknown; _status?: unknown }

async function pageTags(docs: (PageLike | undefined)[], locale: Locale, req: Parameters<CollectionAfterChangeHook>[0]['req']) {
  const out: string[] = []
  for (const doc of docs) {
    if (!doc) continue
    out.push(tags.document('pages', doc.id))
    const country = await countryCodeOf(doc.country, req)
    if (country && typeof doc.path === 'string') out.push(tags.pagePath(country, locale, doc.path))
  }
  return out
}

const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const shownBefore = (previousDoc as PageLike | undefined)?._status === 'published'
  if ((doc as PageLike)._status === 'published' || shownBefore) {
    const locale = isLocale(req.locale) ? req.locale : 'pt'
    expireTags(await pageTags([doc as PageLike, previousDoc as PageLike | undefined], locale, req), req)
  }
  return doc
}

const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const all: string[] = []
  for (const locale of LOCALES) all.push(...(await pageTags([doc as PageLike], locale, req)))
  expireTags(all, req)
  return doc
}

/** A page composed of blocks, one document per country, with a path per language. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', 'country', '_status', 'updatedAt'] },
  access: { read: publishedOrSignedIn, create: signedIn, update: signedIn, delete: signedIn },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      validate: uniquePagePath,
      admin: { description: 'Path in this language, e.g. /a-zap (pt) or /the-zap (en). Home is /.' },
    },
    countryField,
    {
      name: 'frame',
      type: 'select',
      admin: { position: 'sidebar', description: 'Leave empty to choose the frame from the path.' },
      options: [
        { label: 'Default', value: 'default' },
        { label: 'Corporate', value: 'corporate' },
        { label: 'Service (fibre, cinemas)', value: 'service' },
        { label: 'Novelas', value: 'novelas' },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 70 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
      ],
    },
    { name: 'layout', type: 'blocks', localized: true, blocks: layoutBlocks },
  ],
}
