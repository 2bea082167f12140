import { EDUCATION_LEVELS } from '@/forms/job-application/schema'
import { leadEmailField, leadFullNameField, leadPhoneField, leadProvinceField } from '@/cms/fields/lead-contact'
import { deleteCvWithApplication } from '@/cms/hooks/delete-cv-with-application'
import { leadCollection } from './lead-collection'
import { EDUCATION_LEVEL_LABELS, optionsOf } from '@/cms/i18n/options'

/**
 * Applications for an advertised job, or spontaneous ones (no job, an area instead); the CV is
 * private, and deleting an application deletes its CV too.
 */
export const JobApplications = leadCollection({
  slug: 'job-applications',
  labels: {
    singular: { pt: 'Candidatura a emprego', en: 'Job application' },
    plural: { pt: 'Candidaturas a emprego', en: 'Job applications' },
  },
  titleField: 'fullName',
  columns: ['fullName', 'job', 'area', 'email', 'phone'],
  hooks: { afterDelete: [deleteCvWithApplication] },
  fields: [
    {
      name: 'job',
      label: { pt: 'Vaga', en: 'Job' },
      type: 'relationship',
      relationTo: 'jobs',
      admin: {
        readOnly: true,
        description: { pt: 'Vazio numa candidatura espontânea.', en: 'Empty for a spontaneous application.' },
      },
    },
    {
      name: 'area',
      label: { pt: 'Área', en: 'Area' },
      type: 'text',
      admin: {
        readOnly: true,
        description: {
          pt: 'Área de interesse (candidaturas espontâneas).',
          en: 'Area of interest (spontaneous applications).',
        },
      },
    },
    leadFullNameField,
    leadEmailField,
    leadPhoneField,
    leadProvinceField,
    {
      name: 'education',
      label: { pt: 'Habilitações', en: 'Education' },
      type: 'select',
      options: optionsOf(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS),
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'experienceYears',
      label: { pt: 'Anos de experiência', en: 'Years of experience' },
      type: 'number',
      required: true,
      admin: { readOnly: true },
    },
    { name: 'linkedin', label: { pt: 'LinkedIn', en: 'LinkedIn' }, type: 'text', admin: { readOnly: true } },
    {
      name: 'coverLetter',
      label: { pt: 'Carta de apresentação', en: 'Cover letter' },
      type: 'textarea',
      admin: { readOnly: true },
    },
    {
      name: 'cv',
      label: { pt: 'CV', en: 'CV' },
      type: 'upload',
      relationTo: 'cv-files',
      required: true,
      admin: { readOnly: true },
    },
  ],
})
