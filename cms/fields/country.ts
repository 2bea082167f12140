import type { RelationshipField } from 'payload'

/** Every content document belongs to exactly one country (tenant). */
export const countryField: RelationshipField = {
  name: 'country',
  type: 'relationship',
  relationTo: 'countries',
  required: true,
  index: true,
  admin: { position: 'sidebar' },
}
