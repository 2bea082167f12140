import type { CollectionConfig } from 'payload'
import { adminOnly, anyone, signedIn } from '../access/rules'
import { revalidateMedia } from '../hooks/revalidate-listing'

/** Public downloadable files (terms and conditions, manuals): PDFs only. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  access: { read: anyone, create: signedIn, update: signedIn, delete: adminOnly },
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMedia] },
  upload: {
    staticDir: process.env.DOCUMENTS_DIR || 'media/documents',
    mimeTypes: ['application/pdf'],
  },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }],
}
