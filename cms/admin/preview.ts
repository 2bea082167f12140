import type { CollectionConfig } from 'payload'
import type { Previewable } from '@/lib/preview/previewable'

/** The address the editor reached /admin on (the live preview frame must share it). */
const adminOrigin = (headers: Headers) =>
  `${headers.get('x-forwarded-proto') ?? 'http'}://${headers.get('host') ?? 'localhost:3000'}`

const previewPath = (collection: Previewable, id: unknown, locale: string) =>
  `/api/preview?collection=${collection}&id=${String(id)}&locale=${encodeURIComponent(locale)}`

/**
 * The admin's live preview (refreshed on each save) and preview button for a collection: the draft
 * in its country, language and frame, on this site's own address.
 */
export function previewAdmin(
  collection: Previewable,
): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  return {
    livePreview: {
      // Absolute: the admin accepts the frame's "ready" message only from the URL's own origin.
      url: ({ data, locale, req }) =>
        data?.id ? `${adminOrigin(req.headers)}${previewPath(collection, data.id, locale.code)}` : null,
      // The site's own breakpoints (styles/_breakpoints.scss: 576, 768, 992, 1200) and a cheap phone
      // below the smallest, so each layout the site has can be checked. Admin labels name both languages.
      breakpoints: [
        { label: 'Telemóvel · Phone (360)', name: 'phone', width: 360, height: 740 },
        { label: 'Tablet (768)', name: 'tablet', width: 768, height: 1024 },
        { label: 'Portátil · Laptop (992)', name: 'laptop', width: 992, height: 700 },
        { label: 'Desktop (1200)', name: 'desktop', width: 1200, height: 800 },
      ],
    },
    preview: (data, { locale }) => (data?.id ? previewPath(collection, data.id, locale) : null),
  }
}
