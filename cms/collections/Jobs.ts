import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'

/** An advertised job; its application page is /a-zap/candidatura/{id} (en /the-zap/work-at-zap/{id}). */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: { pt: 'Vaga', en: 'Job' }, plural: { pt: 'Vagas', en: 'Jobs' } },
  admin: { ...previewAdmin('jobs'), useAsTitle: 'title', defaultColumns: ['title', 'location', 'closesAt', 'country'] },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('jobs')], afterDelete: [revalidateListing('jobs')] },
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'department', label: { pt: 'Departamento', en: 'Department' }, type: 'text', localized: true },
    { name: 'location', label: { pt: 'Local', en: 'Location' }, type: 'text', required: true },
    {
      name: 'summary',
      label: { pt: 'Resumo', en: 'Summary' },
      type: 'textarea',
      localized: true,
      admin: {
        description: { pt: 'Mostrado por cima do formulário de candidatura.', en: 'Shown above the application form.' },
      },
    },
    {
      name: 'closesAt',
      label: { pt: 'Candidaturas até', en: 'Applications close' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    countryField,
  ],
}
