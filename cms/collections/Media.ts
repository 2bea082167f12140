import type { CollectionConfig } from 'payload'
import { environment } from '@/lib/config/env'
import { adminOrOwnCountry, anyone, createInOwnCountry } from '@/cms/access/rules'
import { optionalCountryField } from '@/cms/fields/country'
import { revalidateMedia } from '@/cms/hooks/revalidate-listing'

/** Images for blocks; responsive sizes are made by sharp on upload. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { pt: 'Imagem', en: 'Image' }, plural: { pt: 'Imagens', en: 'Images' } },
  // Anyone reads them (they are on the public site); an editor changes only their own country's,
  // and shared ones (no country) are for administrators.
  access: { read: anyone, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMedia] },
  upload: {
    // MEDIA_DIR lets tests keep their uploads apart; in production use S3-compatible storage.
    staticDir: environment().MEDIA_DIR,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'mobile', width: 640 },
      { name: 'tablet', width: 1024 },
      { name: 'desktop', width: 1920 },
    ],
    formatOptions: { format: 'webp', options: { quality: 78 } },
  },
  fields: [
    {
      name: 'alt',
      label: { pt: 'Texto alternativo', en: 'Alternative text' },
      type: 'text',
      required: true,
      localized: true,
    },
    optionalCountryField({
      pt: 'Vazio = partilhado pelos dois países; só administradores podem partilhar um item ou mudar um partilhado.',
      en: 'Empty = shared by both countries; only administrators may share an item or change a shared one.',
    }),
  ],
}
