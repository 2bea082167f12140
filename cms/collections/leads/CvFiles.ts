import type { CollectionConfig } from 'payload'
import { nobody, signedIn } from '../../access/rules'

/**
 * CVs attached to job applications. Stored outside the public folders and served only to CMS users
 * (Payload checks read access before sending a file); the public cannot list or download them.
 */
export const CvFiles: CollectionConfig = {
  slug: 'cv-files',
  labels: { singular: 'CV', plural: 'CVs' },
  admin: { group: 'Leads', hidden: ({ user }) => !user },
  access: { read: signedIn, create: nobody, update: nobody, delete: signedIn },
  upload: {
    staticDir: process.env.PRIVATE_UPLOADS_DIR || 'data/private/cvs',
    mimeTypes: ['application/pdf'],
    disableLocalStorage: false,
  },
  fields: [],
}
