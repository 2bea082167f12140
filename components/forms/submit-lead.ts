import { sourceOfThisPage } from '@/lib/leads/visit-campaign'
import type { Locale } from '@/lib/locales'

/** What a lead endpoint answered, as the form needs it (see lib/leads/handle-lead.ts). */
export type SubmitResult =
  { ok: true; message: string } | { ok: false; message: string; errors: Record<string, string> }

/**
 * Posts a form to one of this site's lead endpoints (/api/forms/{form}), with where it was sent
 * from (this page, the visit's campaign) beside its fields. JSON unless the form carries a file.
 * Network failures and non-JSON answers become a plain failure message.
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
    const data = (await response.json().catch(() => null)) as {
      ok?: boolean
      message?: string
      errors?: Record<string, string>
    } | null
    if (response.ok && data?.ok) return { ok: true, message: data.message ?? '' }
    return { ok: false, message: data?.message ?? fallback, errors: data?.errors ?? {} }
  } catch {
    return { ok: false, message: fallback, errors: {} }
  }
}
