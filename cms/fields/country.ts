import type { FilterOptions, RelationshipField } from 'payload'
import { editorCountryId, isAdminUser, type CmsUser } from '@/cms/access/rules'

const asUser = (user: unknown) => (user as CmsUser | null | undefined) ?? null

/**
 * What /admin offers in the country select: administrators every country, an editor only their
 * own (the only one they may save; cms/access/country-boundary.ts refuses any other).
 */
const countriesTheUserMayChoose: FilterOptions = ({ user }) => {
  const cmsUser = asUser(user)
  if (!cmsUser || isAdminUser(cmsUser)) return true
  const own = editorCountryId(cmsUser)
  return own === null ? false : { id: { equals: own } }
}

/** Every content document belongs to exactly one country (tenant). */
export const countryField: RelationshipField = {
  name: 'country',
  label: { pt: 'País', en: 'Country' },
  type: 'relationship',
  relationTo: 'countries',
  required: true,
  index: true,
  // An editor's new documents start in their own country (the only one they may create in).
  defaultValue: ({ user }: { user?: unknown }) => editorCountryId(asUser(user)) ?? undefined,
  filterOptions: countriesTheUserMayChoose,
  admin: { position: 'sidebar' },
}

/**
 * A country that may be left empty: the item then serves both countries, which only an
 * administrator may decide (media, documents and redirects).
 */
export const optionalCountryField = (description: { pt: string; en: string }): RelationshipField => ({
  ...countryField,
  required: false,
  admin: { position: 'sidebar', description },
})
