import { CONTACT_TIMES, FIBRE_INTERESTS, PROPERTY_TYPES } from '../../../lib/forms/coverage-schema'
import { ALL_PROVINCES } from '../../../lib/forms/provinces'
import { leadCollection } from './lead-collection'

/** Fibre coverage survey requests, for the sales team to check the address and call back. */
export const CoverageRequests = leadCollection({
  slug: 'coverage-requests',
  labels: { singular: 'Coverage request', plural: 'Coverage requests' },
  titleField: 'fullName',
  columns: ['fullName', 'province', 'municipality', 'neighbourhood', 'phone'],
  fields: [
    { name: 'fullName', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'phone', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'province', type: 'select', options: ALL_PROVINCES, required: true, admin: { readOnly: true } },
    { name: 'municipality', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'neighbourhood', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'address', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'landmark', type: 'text', admin: { readOnly: true } },
    { name: 'propertyType', type: 'select', options: [...PROPERTY_TYPES], required: true, admin: { readOnly: true } },
    { name: 'interest', type: 'select', options: [...FIBRE_INTERESTS], required: true, admin: { readOnly: true } },
    { name: 'contactTime', type: 'select', options: [...CONTACT_TIMES], required: true, admin: { readOnly: true } },
  ],
})
