import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import { countryRefusal } from './country-refusal'
import { editorCountryId, isAdminUser, isOwnCountry, relationId, userOf, versionsOfOwnCountry } from './rules'

/**
 * The country trust boundary, on every collection whose documents belong to a country: an editor
 * may only ever write a document that ends up in their own country, and only administrators may
 * leave one without a country (shared by both countries).
 *
 * Access rules alone cannot hold it: `update` access sees the stored document, not the country the
 * request asks for, and Payload skips field validation on draft saves. So the check runs as the last
 * collection `beforeChange` hook, which every write passes through (create, update by id and in
 * bulk, draft saves, duplicate, version restore) from /admin, REST, GraphQL and the Local API, after
 * Payload has filled in the stored or default value of a country the request left out.
 */
export const keepWritesInOwnCountry: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const user = userOf(req)
  // No user: the site's own code (seed, scheduled publishing, the forms' lead endpoints); anonymous
  // callers never reach a write on these collections, their access rules refuse first.
  if (!user || isAdminUser(user)) return data
  const country =
    'country' in data && data.country !== undefined
      ? data.country
      : (originalDoc as { country?: unknown } | undefined)?.country
  if (isOwnCountry(user, country)) return data
  throw await countryRefusal(req, editorCountryId(user), relationId(country), collection.slug)
}

const isCountryField = (field: Field) =>
  'name' in field && field.name === 'country' && field.type === 'relationship' && field.relationTo === 'countries'

/** True for a collection of documents that belong to a country (user accounts excepted: theirs is who they work for). */
const belongsToCountry = (collection: CollectionConfig) => !collection.auth && collection.fields.some(isCountryField)

/**
 * Puts a collection of country documents inside the boundary: the write check above, and versions
 * readable by country (without `readVersions` Payload lets any signed-in user read every version).
 * Applied to the whole config in one place, so a new collection with a country cannot forget it.
 */
export function withCountryBoundary(collection: CollectionConfig): CollectionConfig {
  if (!belongsToCountry(collection)) return collection
  return {
    ...collection,
    access: { ...collection.access, readVersions: collection.access?.readVersions ?? versionsOfOwnCountry },
    hooks: { ...collection.hooks, beforeChange: [...(collection.hooks?.beforeChange ?? []), keepWritesInOwnCountry] },
  }
}
