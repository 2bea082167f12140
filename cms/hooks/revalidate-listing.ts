import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { type ListingCollection, tags } from '@/lib/content/tags'
import { countryCodeOf, expireTags } from './revalidate'

/** A listing document (package, store, job) shows on many pages of its country: expire that country's listing tag. */
export function revalidateListing(
  collection: ListingCollection,
): CollectionAfterChangeHook & CollectionAfterDeleteHook {
  return async ({ doc, req }) => {
    const country = await countryCodeOf((doc as { country?: unknown }).country, req)
    if (country) expireTags([tags.listing(collection, country)], req)
    return doc
  }
}

/** Media is shared by every country: an edited alt text or image expires every page lookup that shows media. */
export const revalidateMedia: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  expireTags([tags.media], req)
  return doc
}
