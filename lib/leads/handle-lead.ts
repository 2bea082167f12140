import config from '@payload-config'
import { getPayload, type Payload, ValidationError } from 'payload'
import type { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import { translatorFor } from '@/lib/i18n/translator'
import { isLocale, type Locale } from '@/lib/locales'
import { apiError } from '@/lib/rest/api-error'
import { countryForHost } from '@/lib/routing/site-urls'
import { logger } from '@/server/logger.mjs'
import { clientIp } from './client-ip'
import { type LeadSource, leadSource } from './lead-source'
import { takeDatabaseTurn } from './database-turn'
import { takeRateLimit } from './rate-limit'
import { parseFields, readBody } from './read-body'

/**
 * What a form endpoint responds when the lead is stored (201); anything else is an API error
 * (lib/rest/api-error.ts): the form's message, then a message per field it refused.
 */
export type LeadStored = { ok: true; message: string }

export type LeadContext = {
  country: CountryCode
  countryId: number
  locale: Locale
  ip: string
  /** Where the lead came from (page, campaign), as far as the browser said it and it was well formed. */
  source: LeadSource
  payload: Payload
}

/** Thrown by `store` for a problem with one field that only the database can see (e.g. an unknown job). */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    readonly key: string,
  ) {
    super(`${field}: ${key}`)
  }
}

export type LeadForm<S extends z.ZodType> = {
  /** Rate-limit bucket and log name. */
  name: string
  maxBytes: number
  schema: (country: CountryCode) => S
  /** Writes the lead; resolves once it is durably stored. */
  store: (input: z.output<S>, context: LeadContext) => Promise<void>
  successKey: 'forms.newsletter.success' | 'forms.callback.success' | 'forms.signUp.success' | 'forms.successGeneric'
}

/**
 * Counts a lead write in the production server's metrics (server/metrics.mjs puts the hooks on
 * globalThis: this bundled code cannot share its module). Nothing is counted outside that server.
 */
function countWrite(form: string, ok: boolean): void {
  const hooks = (globalThis as Record<symbol, { lead?: (form: string, ok: boolean) => void } | undefined>)[
    Symbol.for('zap.metrics')
  ]
  hooks?.lead?.(form, ok)
}

async function countryIdOf(payload: Payload, code: CountryCode): Promise<number> {
  const { docs } = await payload.find({
    collection: 'countries',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) throw new Error(`country ${code} is not in the database`)
  return docs[0].id
}

/**
 * One lead endpoint: country from the site address, rate limit per IP, size limit, the form's zod
 * schema (the same one the browser uses), then the write in its turn with the database (see
 * database-turn.ts). "Sucesso" only after the write returned.
 */
export async function handleLead<S extends z.ZodType>(request: Request, form: LeadForm<S>): Promise<Response> {
  const url = new URL(request.url)
  const requested = url.searchParams.get('locale')
  const locale: Locale = isLocale(requested) ? requested : 'pt'
  const t = translatorFor(locale)
  const country = countryForHost(request.headers.get('host'))
  // A host no country has: no country to count the lead in (and none is guessed).
  if (!country) return apiError(421, t('forms.failure.unknownSite'))
  const ip = clientIp(request)

  const limit = await takeRateLimit(form.name, ip)
  if (!limit.ok)
    return apiError(429, t('forms.failure.rateLimited'), { headers: { 'retry-after': String(limit.retryAfter) } })

  const body = await readBody(request, form.maxBytes)
  if (body === 'too-large') return apiError(413, t('forms.failure.tooLarge'))
  const fields = await parseFields(body, request.headers.get('content-type') ?? '')
  if (!fields) return apiError(400, t('forms.failure.badRequest'))

  const parsed = form.schema(country).safeParse(fields)
  if (!parsed.success) {
    // Schema messages are keys known only at run time, and only some have a per-country variant:
    // i18next's typed `context` option accepts only keys that all have one.
    const inCountry = t as unknown as (key: string, options: { context: CountryCode }) => string
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form')
      // Messages are i18n keys, in the site country's wording (its example numbers and e-mails);
      // anything else (zod's own) falls back to the generic field message.
      errors[field] ??= issue.message.startsWith('forms.')
        ? inCountry(issue.message, { context: country })
        : t('forms.errors.text')
    }
    return apiError(422, t('forms.failure.invalid'), { fields: errors })
  }

  const unavailable = (retryAfter: number) =>
    apiError(503, t('forms.failure.unavailable'), { headers: { 'retry-after': String(retryAfter) } })
  const turn = await takeDatabaseTurn()
  if (!('done' in turn)) return unavailable(turn.retryAfter)
  let responded = false
  try {
    let payload: Payload
    let countryId: number
    try {
      payload = await getPayload({ config })
      countryId = await countryIdOf(payload, country)
    } catch (error) {
      logger.error({ err: error, form: form.name }, 'lead: database unavailable')
      countWrite(form.name, false)
      return unavailable(30)
    }
    try {
      await form.store(parsed.data, { country, countryId, locale, ip, source: leadSource(fields), payload })
    } catch (error) {
      if (error instanceof FieldProblem) {
        responded = true
        return apiError(422, t('forms.failure.invalid'), {
          fields: { [error.field]: t(error.key as 'forms.errors.text') },
        })
      }
      if (error instanceof ValidationError) {
        responded = true
        // The database's own field rules (e.g. its e-mail check) refused what the schema let through.
        const errors = Object.fromEntries(
          error.data.errors.map((e) => [e.path.split('.')[0] ?? 'form', t('forms.errors.text')]),
        )
        return apiError(422, t('forms.failure.invalid'), { fields: errors })
      }
      logger.error({ err: error, form: form.name }, 'lead: not stored')
      countWrite(form.name, false)
      return unavailable(30)
    }
    countWrite(form.name, true)
    responded = true
    const stored: LeadStored = { ok: true, message: t(form.successKey) }
    return Response.json(stored, { status: 201, headers: { 'cache-control': 'no-store' } })
  } finally {
    turn.done(responded)
  }
}
