import { CONTACT_TIMES, FIBRE_INTERESTS, PROPERTY_TYPES } from '@/forms/coverage/schema'
import { leadEmailField, leadFullNameField, leadPhoneField, leadProvinceField } from '@/cms/fields/lead-contact'
import { leadCollection } from './lead-collection'
import { CONTACT_TIME_LABELS, FIBRE_INTEREST_LABELS, PROPERTY_TYPE_LABELS, optionsOf } from '@/cms/i18n/options'

/** Fibre coverage survey requests, for the sales team to check the address and call back. */
export const CoverageRequests = leadCollection({
  slug: 'coverage-requests',
  labels: {
    singular: { pt: 'Pedido de cobertura', en: 'Coverage request' },
    plural: { pt: 'Pedidos de cobertura', en: 'Coverage requests' },
  },
  titleField: 'fullName',
  columns: ['fullName', 'province', 'municipality', 'neighbourhood', 'phone'],
  fields: [
    leadFullNameField,
    leadPhoneField,
    leadEmailField,
    leadProvinceField,
    {
      name: 'municipality',
      label: { pt: 'Município', en: 'Municipality' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'neighbourhood',
      label: { pt: 'Bairro', en: 'Neighbourhood' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'address',
      label: { pt: 'Morada', en: 'Address' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    { name: 'landmark', label: { pt: 'Ponto de referência', en: 'Landmark' }, type: 'text', admin: { readOnly: true } },
    {
      name: 'propertyType',
      label: { pt: 'Tipo de imóvel', en: 'Property type' },
      type: 'select',
      options: optionsOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'interest',
      label: { pt: 'Interesse', en: 'Interest' },
      type: 'select',
      options: optionsOf(FIBRE_INTERESTS, FIBRE_INTEREST_LABELS),
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'contactTime',
      label: { pt: 'Melhor hora para contacto', en: 'Best time to call' },
      type: 'select',
      options: optionsOf(CONTACT_TIMES, CONTACT_TIME_LABELS),
      required: true,
      admin: { readOnly: true },
    },
  ],
})
