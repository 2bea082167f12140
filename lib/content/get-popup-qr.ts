import config from '@payload-config'
import { getPayload } from 'payload'
import type { Media } from '@/cms/payload-types'
import { cachedPublished } from '@/lib/preview/cached-or-draft'
import { logger } from '@/server/logger.mjs'
import { qrUrlFrom } from './popup-qr'
import { tags } from './tags'

/**
 * The address of the app popup's QR image. Settings are read at depth 0, so an uploaded QR code is
 * only an id there: its address is looked up; none, or one that cannot be read, is the standard code.
 */
export async function getPopupQrUrl(qrCode: number | Media | null | undefined): Promise<string> {
  if (qrCode == null || typeof qrCode === 'object') return qrUrlFrom(qrCode)
  // An uploaded image has no drafts: the same address for visitors and previewers.
  const load = cachedPublished(
    async () => {
      const payload = await getPayload({ config })
      const media = await payload.findByID({
        collection: 'media',
        id: qrCode,
        depth: 0,
        overrideAccess: false,
        disableErrors: true,
      })
      return media?.url ?? null
    },
    ['popup-qr', String(qrCode)],
    { tags: [tags.media] },
  )
  try {
    return qrUrlFrom({ url: await load() })
  } catch (error) {
    // A broken image reference must not take the page down: show the standard code.
    logger.warn({ err: error, media: qrCode }, 'popup: QR image lookup failed')
    return qrUrlFrom(null)
  }
}
