import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { Media } from '@/cms/payload-types'
import { qrUrlFrom } from '@/components/popup/qr'
import { tags } from './tags'

/**
 * The address of the app popup's QR image. Settings are read at depth 0, so an uploaded QR code is
 * only an id there: its address is looked up; none, or one that cannot be read, is the standard code.
 */
export async function getPopupQrUrl(qrCode: number | Media | null | undefined): Promise<string> {
  if (qrCode == null || typeof qrCode === 'object') return qrUrlFrom(qrCode)
  const load = unstable_cache(
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
    console.warn('popup: QR image lookup failed', error)
    return qrUrlFrom(null)
  }
}
