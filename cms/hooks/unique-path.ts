import { ValidationError, type FieldHook, type PayloadRequest, type TextFieldSingleValidation } from 'payload'
import { isValidPagePath } from '@/lib/routing/paths'
import { relationId } from '@/cms/access/rules'
import { pathMessages } from './path-messages'

type PathCheck = { req: PayloadRequest; country: unknown; id: number | string | undefined }

/**
 * Page paths must be well formed and unique within one country and one language (two countries
 * may both have "/a-zap"; one country may not have it twice). Returns the message to show, in the
 * caller's language, or null when the path may be saved.
 */
async function pagePathProblem(value: unknown, { req, country, id }: PathCheck): Promise<string | null> {
  const say = pathMessages(req)
  if (typeof value !== 'string' || value === '') return say.missing
  if (!isValidPagePath(value)) return say.invalid
  const countryId = relationId(country)
  if (countryId === null) return null
  const clash = await req.payload.find({
    collection: 'pages',
    where: {
      and: [
        { path: { equals: value } },
        { country: { equals: countryId } },
        ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
      ],
    },
    locale: req.locale ?? undefined,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return clash.docs.length > 0 ? say.taken(value) : null
}

/** The field's validation: the form's live check and every published save. */
export const uniquePagePath: TextFieldSingleValidation = async (value, { req, data, id }) =>
  (await pagePathProblem(value, { req, country: (data as { country?: unknown } | undefined)?.country, id })) ?? true

/**
 * The same check on saves that skip field validation: Payload validates no field of a draft save
 * (Save Draft, autosave), so a malformed or taken path would otherwise be stored without a word and
 * only refused at Publish. A draft may still leave the path empty (it is required at Publish), and
 * an unchanged path is not checked again, so an old page is never blocked by its own path.
 */
export const checkPagePathOnEverySave: FieldHook = async ({ value, previousValue, data, originalDoc, req }) => {
  if (value === undefined || value === null || value === '' || value === previousValue) return value
  const stored = originalDoc as { id?: number | string; country?: unknown } | undefined
  const incoming = data as { country?: unknown } | undefined
  const country = incoming?.country !== undefined ? incoming.country : stored?.country
  const problem = await pagePathProblem(value, { req, country, id: stored?.id })
  if (problem === null) return value
  const error = new ValidationError({ collection: 'pages', errors: [{ path: 'path', message: problem }], req }, req.t)
  // After a refused draft the admin marks no field (it shows field errors only once a publish was
  // tried) and its notice shows only the error's own message: make that the sentence itself.
  error.message = problem
  throw error
}

/**
 * A duplicated page gets a path of its own (the original's plus "-copia-" and a short stamp), since
 * its draft is now checked like any save and the original's path is taken.
 */
export const pathOfCopy: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || value === '') return value
  const stamp = Date.now().toString(36)
  return value === '/' ? `/copia-${stamp}` : `${value}-copia-${stamp}`
}
