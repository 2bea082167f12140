import { stringify } from 'csv-stringify/sync'
import type { CollectionSlug, PayloadHandler } from 'payload'

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
 * GET /api/{leads}/export.csv: every document the signed-in user may read, as CSV. Reads with the
 * user's own access rights, so an editor only ever exports what the admin would show them.
 */
export function exportCsv(collection: CollectionSlug): PayloadHandler {
  return async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in to export.' }, { status: 401 })
    const { docs } = await req.payload.find({
      collection,
      user: req.user,
      overrideAccess: false,
      pagination: false,
      depth: 1,
      sort: '-createdAt',
    })
    const columns = [...new Set(docs.flatMap((doc) => Object.keys(doc)))]
    const rows = docs.map((doc) => columns.map((key) => cell((doc as unknown as Record<string, unknown>)[key])))
    const body = '\uFEFF' + stringify([columns, ...rows]) // BOM: Excel then reads the accents right
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${collection}-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  }
}
