import type { EmailField, SelectField, TextField } from 'payload'
import { ALL_PROVINCES } from '@/lib/forms/provinces'
import { sameInBoth } from '@/cms/i18n/options'
import { contactOf } from './personal-data'

/**
 * How the visitor who sent a lead can be reached, as every lead form that asks for them stores it.
 * Leads are written by the site's form endpoints, never typed in the CMS, so each is read-only there.
 * The phone is kept as the endpoint normalised it (E.164); the province is any of either country's,
 * since one collection holds both countries' leads. The e-mail and the phone are marked as the
 * sender's contact (./personal-data.ts): that is how a person's leads are found to export or erase them.
 */
export const leadFullNameField: TextField = {
  name: 'fullName',
  label: { pt: 'Nome completo', en: 'Full name' },
  type: 'text',
  required: true,
  admin: { readOnly: true },
}

export const leadEmailField: EmailField = {
  name: 'email',
  label: { pt: 'E-mail', en: 'E-mail' },
  type: 'email',
  required: true,
  admin: { readOnly: true },
  custom: contactOf('email'),
}

export const leadPhoneField: TextField = {
  name: 'phone',
  label: { pt: 'Telefone', en: 'Phone' },
  type: 'text',
  required: true,
  admin: { readOnly: true },
  custom: contactOf('phone'),
}

export const leadProvinceField: SelectField = {
  name: 'province',
  label: { pt: 'Província', en: 'Province' },
  type: 'select',
  options: sameInBoth(ALL_PROVINCES),
  required: true,
  admin: { readOnly: true },
}
