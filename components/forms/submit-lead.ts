import type { LeadStored } from '@/lib/leads/handle-lead'
import { sourceOfThisPage } from '@/lib/leads/visit-campaign'
import type { Locale } from '@/lib/locales'
import { readApiError } from '@/lib/rest/api-error'

/**
 * What a lead endpoint responded, as the form needs it: its success message, or its error body's
 * message and each field's message (lib/leads/handle-lead.ts, lib/rest/api-error.ts).
 */
export type SubmitResult =
  { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string> }

/**
 * Posts a form to one of this site's lead endpoints (/api/forms/{form}), with where it was sent
 * from (this page, the visit's campaign) beside its fields. JSON unless the form carries a file.
 * Network failures and non-JSON responses become a plain failure message.
 */
export async function submitLead(
  form: string,
  locale: Locale,
  body: Record<string, unknown> | FormData,
  fallback: string,
): Promise<SubmitResult> {
  const source = sourceOfThisPage()
  if (body instanceof FormData) for (const [name, value] of Object.entries(source)) body.set(name, value)
  else body = { ...body, ...source }
  try {
    const response = await fetch(`/api/forms/${form}?locale=${locale}`, {
      method: 'POST',
      headers: body instanceof FormData ? undefined : { 'content-type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    })
    const data: unknown = await response.json().catch(() => null)
    if (response.ok) {
      const stored = data as Partial<LeadStored> | null
      if (stored?.ok) return { ok: true, message: stored.message ?? '' }
    }
    const { message, fields } = readApiError(data)
    return { ok: false, message: message ?? fallback, errors: fields }
  } catch {
    return { ok: false, message: fallback, errors: {} }
  }
}
