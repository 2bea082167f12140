import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { tags } from '@/lib/content/tags'
import { expireTags } from './revalidate'

/** Any redirect change expires every lookup (and every cached 404 that consulted them). */
export const revalidateRedirects: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  expireTags([tags.redirects], req)
  return doc
}
