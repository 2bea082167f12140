import type { CollectionAfterDeleteHook } from 'payload'
import { relationId } from '@/cms/access/rules'

/**
 * A job application's CV goes with it: whoever deletes the application (an editor in /admin, the
 * retention job, an erasure), its CV document and its stored file (disk or private bucket) are
 * deleted in the same request. Deleted by `where`, so a CV already gone is no error.
 */
export const deleteCvWithApplication: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const cv = relationId((doc as { cv?: unknown }).cv)
  if (cv === null) return
  const { errors } = await req.payload.delete({
    collection: 'cv-files',
    where: { id: { equals: cv } },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (errors.length > 0) throw new Error(`the CV of job application ${String(doc.id)} could not be deleted`)
}
