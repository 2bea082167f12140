import { TALENTS } from '../../../lib/forms/casting-schema'
import { ALL_PROVINCES } from '../../../lib/forms/provinces'
import { leadCollection } from './lead-collection'

/** Diamante Bruto casting applications. */
export const CastingApplications = leadCollection({
  slug: 'casting-applications',
  labels: { singular: 'Casting application', plural: 'Casting applications' },
  titleField: 'fullName',
  columns: ['fullName', 'talent', 'province', 'phone'],
  fields: [
    { name: 'fullName', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'birthDate', type: 'text', required: true, admin: { readOnly: true, description: 'YYYY-MM-DD' } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'province', type: 'select', options: ALL_PROVINCES, required: true, admin: { readOnly: true } },
    { name: 'city', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'talent', type: 'select', options: [...TALENTS], required: true, admin: { readOnly: true } },
    { name: 'about', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'videoUrl', type: 'text', admin: { readOnly: true } },
    { name: 'socialUrl', type: 'text', admin: { readOnly: true } },
  ],
})
