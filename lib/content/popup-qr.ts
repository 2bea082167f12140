import type { Media } from '@/cms/payload-types'

/** The standard QR image (public/images/qr-default.svg) used when the settings have none. */
export const DEFAULT_QR_URL = '/images/qr-default.svg'

/** The QR image of the popup settings: the uploaded image's address, else the standard one. */
export function qrUrlFrom(media: Pick<Media, 'url'> | null | undefined): string {
  const url = media?.url?.trim()
  return url ? url : DEFAULT_QR_URL
}
