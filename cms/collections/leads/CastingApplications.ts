import { TALENTS } from '@/forms/casting/schema'
import { ALL_PROVINCES } from '@/lib/forms/provinces'
import { leadCollection } from './lead-collection'
import { TALENT_LABELS, optionsOf, sameInBoth } from '@/cms/i18n/options'

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
    {
      name: 'fullName',
      label: { pt: 'Nome completo', en: 'Full name' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'birthDate',
      label: { pt: 'Data de nascimento', en: 'Date of birth' },
      type: 'text',
      required: true,
      admin: { readOnly: true, description: { pt: 'AAAA-MM-DD', en: 'YYYY-MM-DD' } },
    },
    { name: 'email', label: { pt: 'E-mail', en: 'E-mail' }, type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', label: { pt: 'Telefone', en: 'Phone' }, type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'province',
      label: { pt: 'Província', en: 'Province' },
      type: 'select',
      options: sameInBoth(ALL_PROVINCES),
      required: true,
      admin: { readOnly: true },
    },
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
