import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { tags } from '../../lib/content/tags'
import { countryCodeOf, expireTags } from './revalidate'

/** A package shows on many pages of its country: expire that country's package listing tag. */
export const revalidatePackages: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  const country = await countryCodeOf((doc as { country?: unknown }).country, req)
  if (country) expireTags([tags.listing('packages', country)], req)
  return doc
}

/** Media is shared by every country: an edited alt text or image expires every page lookup that shows media. */
export const revalidateMedia: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  expireTags([tags.media], req)
  return doc
}

/** The store search lists a country's stores. */
export const revalidateStores: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  const country = await countryCodeOf((doc as { country?: unknown }).country, req)
  if (country) expireTags([tags.listing('stores', country)], req)
  return doc
}
