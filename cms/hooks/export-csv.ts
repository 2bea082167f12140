import { stringify } from 'csv-stringify/sync'
import type { CollectionSlug, PayloadHandler, Where } from 'payload'
import { apiError } from '@/lib/rest/api-error'

/** A spreadsheet would run a cell starting with one of these as a formula (CSV injection). */
const FORMULA = /^[=+\-@\t\r]/

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') {
    const record = value as { id?: unknown; code?: unknown; filename?: unknown; title?: unknown }
    return String(record.code ?? record.filename ?? record.title ?? record.id ?? '')
  }
  const text = String(value)
  return FORMULA.test(text) ? `'${text}` : text
}

/**
 * Documents as a CSV file's text: a header of every key any of them has (`first` in front), a row
 * each, formula-like cells neutralised, and a BOM so that Excel reads the accents right.
 */
export function csvBody(docs: Record<string, unknown>[], first: string[] = []): string {
  const columns = [...new Set([...first, ...docs.flatMap((doc) => Object.keys(doc))])]
  const rows = docs.map((doc) => columns.map((key) => cell(doc[key])))
  return '\uFEFF' + stringify([columns, ...rows])
}

/** The request's `?where[…]=…` as Payload's REST API reads it (already parsed into req.query), or none. */
function whereOf(query: unknown): Where | undefined {
  const where = (query as { where?: unknown } | null | undefined)?.where
  return where !== null && typeof where === 'object' && !Array.isArray(where) ? (where as Where) : undefined
}

/**
 * The export's address, narrowed by `where` when given, written in the bracket notation Payload's
 * REST API parses (`where[and][0][country][equals]=1`), so a screen can offer "these leads as CSV".
 */
export function exportCsvHref(apiRoute: string, collection: string, where?: Where): string {
  const params = new URLSearchParams()
  const add = (key: string, value: unknown): void => {
    if (value !== null && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) add(`${key}[${name}]`, inner)
    } else if (value !== undefined) params.append(key, String(value))
  }
  if (where) add('where', where)
  const query = params.toString()
  return `${apiRoute}/${collection}/export.csv${query ? `?${query}` : ''}`
}

/**
 * GET /api/{leads}/export.csv: every document the signed-in user may read, as CSV, or only those a
 * `where` in the query names (the same syntax as the collection's REST list). Reads with the user's
 * own access rights, and their access is applied on top of the `where`, so a filter can only narrow:
 * an editor only ever exports what the admin would show them.
 *
 * Payload's own @payloadcms/plugin-import-export (published for 3.90.1) is not used: it adds its
 * "exports" and "imports" upload collections and a jobs task (a schema change and a migration) and
 * export controls to every collection it serves; this endpoint needs none of that.
 */
export function exportCsv(collection: CollectionSlug): PayloadHandler {
  return async (req) => {
    if (!req.user) return apiError(401, 'Sign in to export.')
    const { docs } = await req.payload.find({
      collection,
      where: whereOf(req.query),
      user: req.user,
      overrideAccess: false,
      pagination: false,
      depth: 1,
      sort: '-createdAt',
    })
    return new Response(csvBody(docs as unknown as Record<string, unknown>[]), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${collection}-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  }
}
