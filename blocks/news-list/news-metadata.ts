import { translatorFor } from '@/lib/i18n/translator'
import { shareImageOf } from '@/lib/seo/open-graph'
import type { BlockOf, ParamContext, ParamMetadata } from '@/registry/types'
import { newsOfParam } from './resolve-param'

/**
 * The page title at /{news page}/{param}: an article's own title and excerpt, or "Notícias · página n"
 * for a list page. Null when the param names nothing (the block responds 404 then).
 */
export async function newsParamMetadata(
  block: BlockOf<'newsList'>,
  context: ParamContext,
): Promise<ParamMetadata | null> {
  const shown = await newsOfParam(block, context)
  if (!shown) return null
  if (shown.kind === 'article') {
    const { article } = shown
    return { title: `${article.title} · ZAP`, description: article.excerpt, image: shareImageOf(article.image) }
  }
  const t = translatorFor(context.locale)
  return { title: t('news.metaPage', { title: block.heading || t('news.title'), n: shown.page }) }
}
