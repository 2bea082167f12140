import { TALENTS } from '@/forms/casting/schema'
import { leadEmailField, leadFullNameField, leadPhoneField, leadProvinceField } from '@/cms/fields/lead-contact'
import { leadCollection } from './lead-collection'
import { TALENT_LABELS, optionsOf } from '@/cms/i18n/options'

/** Diamante Bruto casting applications. */
export const CastingApplications = leadCollection({
  slug: 'casting-applications',
  labels: {
    singular: { pt: 'Candidatura ao casting', en: 'Casting application' },
    plural: { pt: 'Candidaturas ao casting', en: 'Casting applications' },
  },
  titleField: 'fullName',
  columns: ['fullName', 'talent', 'province', 'phone'],
  fields: [
    leadFullNameField,
    {
      name: 'birthDate',
      label: { pt: 'Data de nascimento', en: 'Date of birth' },
      type: 'text',
      required: true,
      admin: { readOnly: true, description: { pt: 'AAAA-MM-DD', en: 'YYYY-MM-DD' } },
    },
    leadEmailField,
    leadPhoneField,
    leadProvinceField,
    { name: 'city', label: { pt: 'Cidade', en: 'City' }, type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'talent',
      label: { pt: 'Talento', en: 'Talent' },
      type: 'select',
      options: optionsOf(TALENTS, TALENT_LABELS),
      required: true,
      admin: { readOnly: true },
    },
    { name: 'about', label: { pt: 'Sobre', en: 'About' }, type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'videoUrl', label: { pt: 'Vídeo', en: 'Video' }, type: 'text', admin: { readOnly: true } },
    { name: 'socialUrl', label: { pt: 'Rede social', en: 'Social network' }, type: 'text', admin: { readOnly: true } },
  ],
})
