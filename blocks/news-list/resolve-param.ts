import { getNewsArticle, getNewsPage, type NewsDetail, type NewsPage } from '@/lib/content/get-news'
import { listPageOf, MAX_NEWS_SLUG_LENGTH, NEWS_SLUG } from '@/lib/content/news-slug'
import type { BlockOf, ParamContext } from '@/registry/types'
import { newsQueryOf } from './news-query'

/** What a news page shows one segment deeper: an article in full, or list page n. */
export type NewsAtParam = { kind: 'article'; article: NewsDetail } | { kind: 'page'; page: number; news: NewsPage }

/**
 * What /{news page}/{segment} shows, for the block, the page title and the proxy's 404 alike:
 * /…/pagina-{n} (en page-{n}) is list page n, any other segment an article's slug. Null when it names
 * nothing: a slug no published article of the country has, a list page past the last one, or any list
 * page of a list that does not paginate.
 */
export async function newsOfParam(
  block: BlockOf<'newsList'>,
  { country, locale, param }: ParamContext,
): Promise<NewsAtParam | null> {
  const page = listPageOf(param)
  if (page === null) {
    if (!NEWS_SLUG.test(param) || param.length > MAX_NEWS_SLUG_LENGTH) return null
    const article = await getNewsArticle(country, locale, param)
    return article ? { kind: 'article', article } : null
  }
  if (!block.paginate) return null
  const { filter, pageSize } = newsQueryOf(block)
  const news = await getNewsPage(country, locale, filter, page, pageSize)
  // Page 1 of an empty list exists (it says so); any page after the last does not.
  return page > Math.max(1, news.totalPages) ? null : { kind: 'page', page, news }
}
