import { getNewsArticle, getNewsPage } from '@/lib/content/get-news'
import { listPageOf, NEWS_SLUG } from '@/lib/content/news-slug'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import type { CountryCode } from '@/lib/countries'
import { shareImageOf } from '@/lib/seo/open-graph'
import type { ParamMetadata } from '@/registry/param-metadata'
import type { BlockOf } from '@/registry/types'
import { newsQueryOf } from './news-query'

/**
 * The page title at /{news page}/{param}: an article's own title and excerpt, or "Notícias · página n"
 * for a list page. Null when the param names nothing (the block answers 404 then).
 */
export async function newsParamMetadata(
  block: BlockOf<'newsList'>,
  { country, locale, param }: { country: CountryCode; locale: Locale; param: string },
): Promise<ParamMetadata | null> {
  const page = listPageOf(param)
  if (page === null) {
    if (!NEWS_SLUG.test(param)) return null
    const article = await getNewsArticle(country, locale, param)
    return article
      ? { title: `${article.title} · ZAP`, description: article.excerpt, image: shareImageOf(article.image) }
      : null
  }
  if (!block.paginate) return null
  const { filter, pageSize } = newsQueryOf(block)
  const news = await getNewsPage(country, locale, filter, page, pageSize)
  if (page > Math.max(1, news.totalPages)) return null
  const t = translatorFor(locale)
  return { title: t('news.metaPage', { title: block.heading || t('news.title'), n: page }) }
}
