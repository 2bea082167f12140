import type { CollectionConfig } from 'payload'
import { environment } from '@/lib/config/env'
import { adminOrOwnCountry, nobody } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'

/**
 * CVs attached to job applications. Stored outside the public folders and served only to CMS users
 * (Payload checks read access before sending a file); the public cannot list or download them.
 */
export const CvFiles: CollectionConfig = {
  slug: 'cv-files',
  labels: { singular: { pt: 'CV', en: 'CV' }, plural: { pt: 'CVs', en: 'CVs' } },
  admin: { group: { pt: 'Contactos recebidos', en: 'Leads' }, hidden: ({ user }) => !user },
  access: { read: adminOrOwnCountry, create: nobody, update: nobody, delete: adminOrOwnCountry },
  upload: {
    staticDir: environment().PRIVATE_UPLOADS_DIR,
    mimeTypes: ['application/pdf'],
    disableLocalStorage: false,
  },
  // The applicant's country, so its editors (and only they) can download it.
  fields: [{ ...countryField, required: false, admin: { position: 'sidebar', readOnly: true } }],
}
