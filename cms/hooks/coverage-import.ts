import type { PayloadHandler, PayloadRequest } from 'payload'
import { editorCountryId, isAdminUser, userOf } from '@/cms/access/rules'
import {
  type Bilingual,
  type ImportProblem,
  MAX_IMPORT_BYTES,
  planImport,
  validateCoverageCsv,
} from '@/lib/coverage/import'
import { dateOfMonth, monthOfDate } from '@/lib/coverage/month'
import type { CoverageArea } from '@/cms/payload-types'
import type { CoverageStatus } from '@/lib/coverage/areas'
import { tags } from '@/lib/content/tags'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { expireTags } from './revalidate'

/** Set on the request while the import writes: the collection's hooks then leave to it what it does once. */
export const COVERAGE_IMPORT_CONTEXT = 'coverageImport'

/**
 * What the import responds: the counts, or every problem of the file (nothing was written). Not the
 * API's error shape (lib/rest/api-error.ts) on purpose: the refusal is a report of the file, line by
 * line and in both languages, which the admin's import form lists in the editor's own language.
 */
export type CoverageImportReply =
  | { ok: true; country: CountryCode; created: number; updated: number; unchanged: number }
  | { ok: false; problems: ImportProblem[] }

const reply = (status: number, body: CoverageImportReply) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

const refuse = (status: number, message: Bilingual) => reply(status, { ok: false, problems: [{ line: null, message }] })

type Target = { id: number | string; code: CountryCode }

/**
 * The country the rows go to: an editor's own, always (naming another is refused); the one an
 * administrator names (`?country=ao|mz`), who works for both.
 */
async function countryOfImport(req: PayloadRequest): Promise<Target | Response> {
  const user = userOf(req)
  const named = req.searchParams?.get('country') ?? ''
  const countries = await req.payload.find({
    collection: 'countries',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const byCode = (code: string) => countries.docs.find((country) => country.code === code)
  if (isAdminUser(user)) {
    const country = isCountryCode(named) ? byCode(named) : undefined
    return country && isCountryCode(country.code)
      ? { id: country.id, code: country.code }
      : refuse(400, {
          pt: 'Escolha o país dos bairros (Angola ou Moçambique).',
          en: 'Choose the country of the neighbourhoods (Angola or Mozambique).',
        })
  }
  const own = countries.docs.find((country) => String(country.id) === String(editorCountryId(user)))
  if (!own || !isCountryCode(own.code))
    return refuse(403, {
      pt: 'A sua conta não tem país: peça a um administrador que lho atribua.',
      en: 'Your account has no country: ask an administrator to set one.',
    })
  if (named && named !== own.code)
    return refuse(403, {
      pt: 'Só pode importar bairros do seu país.',
      en: 'You may only import neighbourhoods of your own country.',
    })
  return { id: own.id, code: own.code }
}

type Stored = {
  id: number | string
  province: string
  municipality: string
  neighbourhood: string
  status: CoverageStatus
  month?: string | null
  illustrative?: boolean | null
  _status?: 'draft' | 'published' | null
}

/**
 * POST /api/coverage-areas/import?country=ao, the body a CSV file (province, municipality,
 * neighbourhood, status, month): the coverage areas of one country created or updated from it.
 *
 * Every row is checked first (lib/coverage/import.ts) and a file with any problem changes nothing:
 * the reply lists each problem with its line, in both admin languages. A row updates the area with
 * the same province, municipality and neighbourhood, and creates one otherwise; either is published
 * at once, as real data (no longer illustrative). The writes run in one transaction where the
 * database has them (PostgreSQL); SQLite is configured without, so should a write still fail there,
 * the rows written before it are deleted or put back. Writes go through the user's own access, so
 * an editor's rows can only ever land in their country (cms/access/country-boundary.ts).
 */
export const importCoverageCsv: PayloadHandler = async (req) => {
  const user = userOf(req)
  if (!user || !req.user) return refuse(401, { pt: 'Inicie sessão para importar.', en: 'Sign in to import.' })
  const target = await countryOfImport(req)
  if (target instanceof Response) return target

  const text = typeof req.text === 'function' ? await req.text() : ''
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_BYTES)
    return refuse(413, {
      pt: `O ficheiro tem mais de ${MAX_IMPORT_BYTES / 1024} kB: divida-o em partes.`,
      en: `The file is larger than ${MAX_IMPORT_BYTES / 1024} kB: split it into parts.`,
    })
  const checked = validateCoverageCsv(text, target.code)
  if (!checked.ok) return reply(422, checked)

  const { payload } = req
  const asUser = { user: req.user, overrideAccess: false, req } as const
  const found = await payload.find({
    collection: 'coverage-areas',
    where: { country: { equals: target.id } },
    draft: true,
    depth: 0,
    pagination: false,
    ...asUser,
  })
  const stored = found.docs as unknown as Stored[]
  const byId = new Map(stored.map((doc) => [String(doc.id), doc]))
  const plan = planImport(checked.rows, stored)
  const changes = plan.update.filter(({ id, row }) => {
    const before = byId.get(String(id))
    return (
      !before ||
      before.province !== row.province ||
      before.municipality !== row.municipality ||
      before.neighbourhood !== row.neighbourhood ||
      before.status !== row.status ||
      monthOfDate(before.month, target.code) !== row.month ||
      before.illustrative === true ||
      before._status !== 'published'
    )
  })

  req.context = { ...req.context, [COVERAGE_IMPORT_CONTEXT]: true }
  // Loaded on use: Payload's runtime is ES modules all the way down, which the collection's config
  // (read by unit tests) must not need to load.
  const { commitTransaction, initTransaction, killTransaction } = await import('payload')
  const undo: (() => Promise<unknown>)[] = []
  const transactional = await initTransaction(req)
  try {
    for (const row of plan.create) {
      const doc = await payload.create({
        collection: 'coverage-areas',
        data: { ...fieldsOf(row), country: target.id as number, _status: 'published' },
        ...asUser,
      })
      undo.push(() => payload.delete({ collection: 'coverage-areas', id: doc.id, overrideAccess: true, req }))
    }
    for (const { id, row } of changes) {
      const before = byId.get(String(id))
      await payload.update({
        collection: 'coverage-areas',
        id,
        data: { ...fieldsOf(row), _status: 'published' },
        ...asUser,
      })
      if (before)
        undo.push(() =>
          payload.update({
            collection: 'coverage-areas',
            id,
            data: {
              province: before.province as CoverageArea['province'],
              municipality: before.municipality,
              neighbourhood: before.neighbourhood,
              status: before.status,
              month: before.month ?? null,
              illustrative: before.illustrative ?? false,
              _status: before._status ?? 'published',
            },
            overrideAccess: true,
            req,
          }),
        )
    }
    if (transactional) await commitTransaction(req)
  } catch (error) {
    payload.logger.error({ msg: 'coverage import: a write failed; putting back what was written', err: error })
    if (transactional) await killTransaction(req)
    else
      for (const step of undo.reverse())
        await step().catch((err: unknown) => payload.logger.error({ msg: 'coverage import: undo failed', err }))
    return refuse(500, {
      pt: 'Não foi possível guardar os bairros; nada foi alterado. Tente de novo.',
      en: 'The neighbourhoods could not be saved; nothing was changed. Try again.',
    })
  }
  // Once, after the last row: the country's pages that check coverage show the new areas.
  expireTags([tags.listing('coverage-areas', target.code)], req)
  return reply(200, {
    ok: true,
    country: target.code,
    created: plan.create.length,
    updated: changes.length,
    unchanged: plan.update.length - changes.length,
  })
}

/** A validated row as the collection stores it: the month as a date, real data (not illustrative). */
function fieldsOf(row: {
  province: string
  municipality: string
  neighbourhood: string
  status: CoverageStatus
  month: string | null
}) {
  return {
    // Validated against the country's provinces (lib/forms/provinces.ts), the field's own options.
    province: row.province as CoverageArea['province'],
    municipality: row.municipality,
    neighbourhood: row.neighbourhood,
    status: row.status,
    month: row.month ? dateOfMonth(row.month) : null,
    illustrative: false,
  }
}
