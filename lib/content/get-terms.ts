import config from '@payload-config'
import { getPayload } from 'payload'
import type { Document } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedPublished } from '@/lib/preview/cached-or-draft'
import { safeHref } from '@/lib/security/safe-href'
import { sanitizeTermsHtml } from '@/lib/security/sanitize-html'
import { getPublishedSettings } from './get-settings'
import { tags } from './tags'

export type TermsItem = { id: string; term: string; html: string }
/** The terms and conditions as the full page and the modal show them: HTML already sanitized. */
export type TermsContent = { items: TermsItem[]; documentUrl?: string }

/**
 * A country's published terms and conditions in one language (each term with its text, and an
 * optional PDF the forms offer); cached until its settings or a document change. Published only,
 * even in a preview: /api/terms is kept by public caches.
 */
export function getTerms(country: CountryCode, locale: Locale): Promise<TermsContent> {
  // Published only, even in a preview: /api/terms, which reads this, is kept by public caches.
  const load = cachedPublished(
    async (): Promise<TermsContent> => {
      const terms = (await getPublishedSettings(country, locale))?.terms
      const items = (terms?.items ?? []).map((item, index) => ({
        id: item.id ?? String(index),
        term: item.term,
        html: sanitizeTermsHtml(item.description),
      }))
      const documentUrl = await documentUrlOf(terms?.document)
      return documentUrl ? { items, documentUrl } : { items }
    },
    ['terms', country, locale],
    { tags: [tags.settings(country), tags.media] },
  )
  return load()
}

async function documentUrlOf(document: number | Document | null | undefined): Promise<string | undefined> {
  if (document === null || document === undefined) return undefined
  let found: Document | null = null
  if (typeof document === 'object') found = document
  else {
    const payload = await getPayload({ config })
    // A deleted document leaves a dangling id: offer no download rather than fail the page.
    found = await payload.findByID({
      collection: 'documents',
      id: document,
      depth: 0,
      overrideAccess: false,
      disableErrors: true,
    })
  }
  return safeHref(found?.url) ?? undefined
}
