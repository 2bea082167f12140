import { commitTransaction, initTransaction, killTransaction, type CollectionSlug, type PayloadRequest } from 'payload'
import { leadFormCollections } from '@/cms/collections/leads/lead-forms'
import { contactFieldsOf } from '@/cms/fields/personal-data'
import { relationId } from '@/cms/access/rules'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { identifierDigest } from '@/lib/privacy/identifier-hash'
import { type PersonIdentifier, storedValues } from '@/lib/privacy/identifier'
import { logger } from '@/server/logger.mjs'

/** The collections searched: every lead form's (./lead-forms.ts), by its fields marked as the sender's contact. */
const LEAD_COLLECTIONS = leadFormCollections.map((collection) => collection.slug)

type Doc = Record<string, unknown> & { id: number | string; createdAt?: string; updatedAt?: string }

/** One document holding the person's data: a lead, or the CV of one of their job applications. */
export type PersonRecord = {
  collection: CollectionSlug
  id: number | string
  country: CountryCode | null
  createdAt: string
  /** What /admin titles the document with (a name, an address, a file name). */
  title: string
  /** The document as stored (relations as ids, the country as its code). */
  data: Doc
}

async function countryCodes(req: PayloadRequest): Promise<Map<string, CountryCode>> {
  const { docs } = await req.payload.find({
    collection: 'countries',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.flatMap((doc) => (isCountryCode(doc.code) ? [[String(doc.id), doc.code] as const] : [])))
}

/**
 * Every lead of the person in both countries, newest first per collection, and the CVs of their job
 * applications: read with the server's rights (the callers are administrators' endpoints).
 */
export async function findPersonData(req: PayloadRequest, identifier: PersonIdentifier): Promise<PersonRecord[]> {
  const { payload } = req
  const codes = await countryCodes(req)
  const values = storedValues(identifier)
  const record = (collection: CollectionSlug, doc: Doc): PersonRecord => {
    const titleField = payload.collections[collection].config.admin.useAsTitle
    const title = titleField && titleField !== 'id' ? doc[titleField] : undefined
    const country = codes.get(String(relationId(doc.country))) ?? null
    return {
      collection,
      id: doc.id,
      country,
      createdAt: String(doc.createdAt ?? ''),
      title: typeof title === 'string' && title !== '' ? title : `#${String(doc.id)}`,
      data: { ...doc, country },
    }
  }
  const found: PersonRecord[] = []
  for (const collection of LEAD_COLLECTIONS) {
    const fields = contactFieldsOf(payload.collections[collection].config)[identifier.kind]
    if (fields.length === 0) continue
    const { docs } = await payload.find({
      collection,
      where: { or: fields.map((field) => ({ [field]: { in: values } })) },
      depth: 0,
      pagination: false,
      sort: '-createdAt',
      overrideAccess: true,
      req,
    })
    found.push(...(docs as unknown as Doc[]).map((doc) => record(collection, doc)))
  }
  const cvs = found.flatMap((item) => (item.collection === 'job-applications' ? [relationId(item.data.cv)] : []))
  const cvIds = cvs.filter((id): id is number | string => id !== null)
  if (cvIds.length > 0) {
    const { docs } = await payload.find({
      collection: 'cv-files',
      where: { id: { in: cvIds } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    found.push(...(docs as unknown as Doc[]).map((doc) => record('cv-files', doc)))
  }
  return found
}

/** How many of the person's documents each collection holds, in the order found. */
export function countsOf(records: PersonRecord[]): { collection: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const { collection } of records) counts.set(collection, (counts.get(collection) ?? 0) + 1)
  return [...counts].map(([collection, count]) => ({ collection, count }))
}

/**
 * Erases the person: every lead found (a job application's CV goes with it: its delete hook) in one
 * transaction, with the audit record (erasure-audits: who, how many per collection, a salted hash
 * of the identifier keyed by PAYLOAD_SECRET, never the identifier). Resolves with the counts and the
 * audit's id once the database no longer has the documents.
 */
export async function erasePersonData(
  req: PayloadRequest,
  identifier: PersonIdentifier,
  erasedBy: number,
): Promise<{ counts: { collection: string; count: number }[]; total: number; audit: number | string }> {
  const { payload } = req
  const records = await findPersonData(req, identifier)
  const counts = countsOf(records)
  const total = records.length
  const { salt, hash } = identifierDigest(identifier, payload.config.secret)
  const startedHere = await initTransaction(req)
  try {
    for (const collection of LEAD_COLLECTIONS) {
      const ids = records.filter((item) => item.collection === collection).map((item) => item.id)
      if (ids.length === 0) continue
      const { errors } = await payload.delete({
        collection,
        where: { id: { in: ids } },
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (errors.length > 0) throw new Error(`privacy: ${errors.length} ${collection} document(s) could not be erased`)
    }
    const audit = await payload.create({
      collection: 'erasure-audits',
      data: {
        erasedBy,
        identifierKind: identifier.kind,
        total,
        counts,
        identifierSalt: salt,
        identifierHash: hash,
      },
      overrideAccess: true,
      req,
    })
    if (startedHere) await commitTransaction(req)
    logger.info({ counts, total, audit: audit.id }, 'privacy: personal data erased')
    return { counts, total, audit: audit.id }
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}
