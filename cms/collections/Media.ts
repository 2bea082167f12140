import type { CollectionConfig } from 'payload'
import { adminOnly, anyone, signedIn } from '../access/rules'
import { revalidateMedia } from '../hooks/revalidate-listing'

/** Images for blocks; responsive sizes are made by sharp on upload. */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: signedIn, update: signedIn, delete: adminOnly },
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMedia] },
  upload: {
    // MEDIA_DIR lets tests keep their uploads apart; in production use S3-compatible storage.
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'mobile', width: 640 },
      { name: 'tablet', width: 1024 },
      { name: 'desktop', width: 1920 },
    ],
    formatOptions: { format: 'webp', options: { quality: 78 } },
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
