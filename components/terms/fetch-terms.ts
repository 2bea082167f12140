// Before any schema is built: no eval probe under the CSP.
import '@/lib/security/zod-jitless'
import { z } from 'zod'
import type { TermsContent } from '@/lib/content/get-terms'
import type { Locale } from '@/lib/locales'

const termsResponse = z.object({
  items: z.array(z.object({ id: z.string(), term: z.string(), html: z.string() })),
  documentUrl: z.string().optional(),
})

/** The terms from app/(site-api)/api/terms (country from the address, HTML sanitized there); throws when the response is not usable. */
export async function fetchTerms(locale: Locale, signal?: AbortSignal): Promise<TermsContent> {
  const response = await fetch(`/api/terms?locale=${locale}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`terms: HTTP ${response.status}`)
  const parsed = termsResponse.parse(await response.json())
  return parsed.documentUrl ? { items: parsed.items, documentUrl: parsed.documentUrl } : { items: parsed.items }
}
