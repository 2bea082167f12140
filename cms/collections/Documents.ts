import type { CollectionConfig } from 'payload'
import { environment } from '@/lib/config/env'
import { adminOrOwnCountry, anyone, createInOwnCountry } from '@/cms/access/rules'
import { optionalCountryField } from '@/cms/fields/country'
import { revalidateMedia } from '@/cms/hooks/revalidate-listing'

/** Public downloadable files (terms and conditions, manuals): PDFs only. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { pt: 'Documento', en: 'Document' }, plural: { pt: 'Documentos', en: 'Documents' } },
  // Anyone reads them (they are on the public site); an editor changes only their own country's,
  // and shared ones (no country) are for administrators.
  access: { read: anyone, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMedia] },
  upload: {
    staticDir: environment().DOCUMENTS_DIR,
    mimeTypes: ['application/pdf'],
  },
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
    optionalCountryField({
      pt: 'Vazio = partilhado pelos dois países; só administradores podem partilhar um item ou mudar um partilhado.',
      en: 'Empty = shared by both countries; only administrators may share an item or change a shared one.',
    }),
  ],
}
