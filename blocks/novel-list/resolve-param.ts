import { docIdOf } from '@/lib/content/doc-id'
import { getNovel, type NovelDetail } from '@/lib/content/get-novels'
import type { ParamContext } from '@/registry/types'

/**
 * The novela at /tv/zap-channels/novelas/{id}, for the block, the page title and the proxy's 404 alike.
 * Null when the id is not a number or names no published novela of the country.
 */
export async function novelOfParam({ country, locale, param }: ParamContext): Promise<NovelDetail | null> {
  const id = docIdOf(param)
  return id === null ? null : getNovel(country, locale, id)
}
