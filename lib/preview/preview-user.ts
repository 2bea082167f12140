import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload, type TypedUser } from 'payload'

/**
 * The signed-in CMS user previewing drafts, or null. Only in draft mode (set by /api/preview) are the
 * request headers read, so ordinary visits stay static and cached.
 */
export async function previewUser(): Promise<TypedUser | null> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return user ?? null
}
