import type { RelationshipField } from 'payload'
import { editorCountryId } from '../access/rules'

/** Every content document belongs to exactly one country (tenant). */
export const countryField: RelationshipField = {
  name: 'country',
  type: 'relationship',
  relationTo: 'countries',
  required: true,
  index: true,
  // An editor's new documents start in their own country (the only one they may create in).
  defaultValue: ({ user }: { user?: unknown }) => editorCountryId((user as Parameters<typeof editorCountryId>[0]) ?? null) ?? undefined,
  admin: { position: 'sidebar' },
}
