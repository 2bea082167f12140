import { notFound } from 'next/navigation'
import { getNewsArticle, getNewsPage } from '@/lib/content/get-news'
import { listPageOf, NEWS_SLUG } from '@/lib/content/news-slug'
import type { BlockProps } from '@/registry/types'
import { NewsArticleView } from './NewsArticleView'
import { NewsListView } from './NewsListView'
import { newsQueryOf } from './news-query'

/**
 * The country's published news, newest first. On a page that answers /path/{id} (context.param):
 * /path/pagina-{n} (en page-{n}) is list page n, any other segment an article slug, shown in full.
 * A list page past the last one, a slug no published article of the country has, or a list page
 * of a list that does not paginate, is a 404.
 */
export async function NewsListBlockComponent({ block, context }: BlockProps<'newsList'>) {
  const { country, locale, param } = context
  const { filter, pageSize } = newsQueryOf(block)
  if (param !== undefined) {
    const page = listPageOf(param)
    if (page === null) {
      if (!NEWS_SLUG.test(param) || param.length > 120) notFound()
      const article = await getNewsArticle(country, locale, param)
      if (!article) notFound()
      return <NewsArticleView block={block} context={context} article={article} />
    }
    if (!block.paginate) notFound()
    const news = await getNewsPage(country, locale, filter, page, pageSize)
    // Page 1 of an empty list exists (it says so); any page after the last does not.
    if (page > Math.max(1, news.totalPages)) notFound()
    return <NewsListView block={block} context={context} news={news} />
  }
  return <NewsListView block={block} context={context} news={await getNewsPage(country, locale, filter, 1, pageSize)} />
}
