import { unstable_cache } from 'next/cache'
import type { TypedUser } from 'payload'
import { previewUser } from './preview-user'

/** What a cached read is stored under: its key parts and the tags a publish expires it by. */
type CacheOptions = { tags: string[]; revalidate?: number }

/**
 * A CMS read as `unstable_cache` would wrap it, except for a CMS user previewing in draft mode:
 * they get `load(user)` uncached (latest drafts, their own rights, see read-as.ts); visitors get
 * `load(null)` from the cache until a publish expires its tags. The previewer is found from the
 * request (draft mode and the session) unless the caller passes one: null reads as a visitor
 * whoever asks (the proxy's loopback questions, which must only ever see published content).
 */
export function cachedOrDraft<T>(
  load: (previewer: TypedUser | null) => Promise<T>,
  keyParts: string[],
  options: CacheOptions,
): (previewer?: TypedUser | null) => Promise<T> {
  return async (given) => {
    const previewer = given === undefined ? await previewUser() : given
    return previewer ? load(previewer) : unstable_cache(() => load(null), keyParts, options)()
  }
}

/**
 * A cached read that is the same for everyone, CMS users in draft mode included: for what has no
 * drafts (media, programmes, redirects) or must stay published whoever asks; each caller says which.
 */
export function cachedPublished<T>(
  load: () => Promise<T>,
  keyParts: string[],
  options: CacheOptions,
): () => Promise<T> {
  return unstable_cache(load, keyParts, options)
}
