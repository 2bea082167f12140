import { EDUCATION_LEVELS } from '../../../lib/forms/job-application-schema'
import { ALL_PROVINCES } from '../../../lib/forms/provinces'
import { leadCollection } from './lead-collection'

/** Applications for an advertised job, or spontaneous ones (no job, an area instead); the CV is private. */
export const JobApplications = leadCollection({
  slug: 'job-applications',
  labels: { singular: 'Job application', plural: 'Job applications' },
  titleField: 'fullName',
  columns: ['fullName', 'job', 'area', 'email', 'phone'],
  fields: [
    { name: 'job', type: 'relationship', relationTo: 'jobs', admin: { readOnly: true, description: 'Empty for a spontaneous application.' } },
    { name: 'area', type: 'text', admin: { readOnly: true, description: 'Area of interest (spontaneous applications).' } },
    { name: 'fullName', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'province', type: 'select', options: ALL_PROVINCES, required: true, admin: { readOnly: true } },
    { name: 'education', type: 'select', options: [...EDUCATION_LEVELS], required: true, admin: { readOnly: true } },
    { name: 'experienceYears', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'linkedin', type: 'text', admin: { readOnly: true } },
    { name: 'coverLetter', type: 'textarea', admin: { readOnly: true } },
    { name: 'cv', type: 'upload', relationTo: 'cv-files', required: true, admin: { readOnly: true } },
  ],
})
