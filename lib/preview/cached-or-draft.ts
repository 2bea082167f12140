import { unstable_cache } from 'next/cache'
import type { TypedUser } from 'payload'
import { previewUser } from './preview-user'

/**
 * A listing query as `unstable_cache` would wrap it, except for a CMS user previewing in draft mode:
 * they get `load(user)` uncached (latest drafts, their own rights, see read-as.ts); visitors get
 * `load(null)` from the cache until a publish expires its tags.
 */
export function cachedOrDraft<T>(
  load: (previewer: TypedUser | null) => Promise<T>,
  keyParts: string[],
  options: { tags: string[]; revalidate?: number },
): () => Promise<T> {
  return async () => {
    const previewer = await previewUser()
    return previewer ? load(previewer) : unstable_cache(() => load(null), keyParts, options)()
  }
}
