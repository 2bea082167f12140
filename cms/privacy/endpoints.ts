import { getTranslation } from '@payloadcms/translations'
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { isAdminUser, userOf } from '@/cms/access/rules'
import { csvBody } from '@/cms/hooks/export-csv'
import { inAdminLanguage } from '@/cms/i18n/message'
import { type PersonIdentifier, parseIdentifier, storedValues } from '@/lib/privacy/identifier'
import { apiError } from '@/lib/rest/api-error'
import { erasePersonData, findPersonData, type PersonRecord } from './person-data'

/** Where the endpoints live under the API route; the admin's Personal data view calls them. */
export const PRIVACY_API = '/privacy'

/** What /api/privacy/find returns: the person's documents, as the view lists them. */
export type FoundRecord = {
  collection: string
  collectionLabel: string
  id: number | string
  country: string | null
  createdAt: string
  title: string
  adminPath: string
}

type Body = Record<string, unknown>

/** Administrators only: anyone else is refused before the body is read. */
function refusal(req: PayloadRequest): Response | null {
  const user = userOf(req)
  if (!user)
    return apiError(
      401,
      inAdminLanguage(req, { pt: 'Inicie sessão como administrador.', en: 'Sign in as an administrator.' }),
    )
  if (isAdminUser(user)) return null
  return apiError(
    403,
    inAdminLanguage(req, {
      pt: 'Só os administradores podem ver, exportar ou apagar os dados de uma pessoa.',
      en: 'Only administrators may see, export or erase a person’s data.',
    }),
  )
}

/** The request's JSON object and the identifier in it, or the 400 that says what is wrong (nothing is read or changed). */
async function personOf(req: PayloadRequest): Promise<{ body: Body; identifier: PersonIdentifier } | Response> {
  let body: unknown = null
  try {
    body = typeof req.json === 'function' ? await req.json() : null
  } catch {
    body = null
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return apiError(
      400,
      inAdminLanguage(req, {
        pt: 'O pedido deve ser um objeto JSON com o identificador.',
        en: 'The request must be a JSON object with the identifier.',
      }),
    )
  const identifier = parseIdentifier((body as Body).identifier)
  if (identifier) return { body: body as Body, identifier }
  const message = inAdminLanguage(req, {
    pt: 'Escreva um endereço de e-mail ou um número de telefone, como os formulários do site os aceitam (por exemplo ana@exemplo.co.ao ou 923 456 789).',
    en: 'Enter an e-mail address or a phone number as the site’s forms take them (for example ana@example.co.ao or 923 456 789).',
  })
  return apiError(400, message, { fields: { identifier: message } })
}

/** An endpoint's handler behind the administrators' check and the identifier's. */
const forPerson =
  (
    handle: (req: PayloadRequest, person: { body: Body; identifier: PersonIdentifier }) => Promise<Response>,
  ): PayloadHandler =>
  async (req) => {
    const refused = refusal(req)
    if (refused) return refused
    const person = await personOf(req)
    return person instanceof Response ? person : handle(req, person)
  }

function listed(req: PayloadRequest, record: PersonRecord): FoundRecord {
  const labels = req.payload.collections[record.collection].config.labels
  return {
    collection: record.collection,
    collectionLabel: String(getTranslation(labels.singular, req.i18n)),
    id: record.id,
    country: record.country,
    createdAt: record.createdAt,
    title: record.title,
    adminPath: `${req.payload.config.routes.admin}/collections/${record.collection}/${record.id}`,
  }
}

const noStore = { 'cache-control': 'no-store' }

/** POST /api/privacy/find { identifier }: every lead and CV of the person, in both countries. */
const find = forPerson(async (req, { identifier }) => {
  const records = await findPersonData(req, identifier)
  return Response.json({ records: records.map((record) => listed(req, record)) }, { headers: noStore })
})

/**
 * POST /api/privacy/export { identifier, format: 'json' | 'csv' }: the same documents whole, as a
 * file to give the person: JSON (each document under its collection) or CSV (a row each).
 */
const exportData = forPerson(async (req, { body, identifier }) => {
  const format = body.format
  if (format !== 'json' && format !== 'csv')
    return apiError(400, inAdminLanguage(req, { pt: 'Escolha JSON ou CSV.', en: 'Choose JSON or CSV.' }), {
      fields: { format: 'json | csv' },
    })
  const records = await findPersonData(req, identifier)
  const exportedAt = new Date().toISOString()
  const name = `personal-data-${exportedAt.slice(0, 10)}.${format}`
  const content =
    format === 'json'
      ? JSON.stringify(
          {
            exportedAt,
            searchedFor: storedValues(identifier),
            records: records.map(({ collection, id, country, createdAt, data }) => ({
              collection,
              id,
              country,
              createdAt,
              data,
            })),
          },
          null,
          2,
        )
      : csvBody(
          records.map(({ collection, data }) => ({ collection, ...data })),
          ['collection', 'id', 'country', 'createdAt', 'updatedAt'],
        )
  return new Response(content, {
    headers: {
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      ...noStore,
    },
  })
})

/**
 * POST /api/privacy/erase { identifier, confirm: true }: deletes every lead and CV of the person in
 * both countries and writes the audit record; without `confirm` nothing changes.
 */
const erase = forPerson(async (req, { body, identifier }) => {
  if (body.confirm !== true)
    return apiError(
      400,
      inAdminLanguage(req, {
        pt: 'Confirme o apagamento: nada foi apagado.',
        en: 'Confirm the erasure: nothing was erased.',
      }),
    )
  const admin = req.user
  if (!admin) return refusal(req) ?? apiError(401, 'Sign in.')
  const result = await erasePersonData(req, identifier, admin.id)
  return Response.json(result, { headers: noStore })
})

/** The administrators' endpoints behind /admin → Personal data (cms/components/privacy). */
export const privacyEndpoints: Endpoint[] = [
  { path: `${PRIVACY_API}/find`, method: 'post', handler: find },
  { path: `${PRIVACY_API}/export`, method: 'post', handler: exportData },
  { path: `${PRIVACY_API}/erase`, method: 'post', handler: erase },
]
