import { notFound } from 'next/navigation'
import { getNewsPage } from '@/lib/content/get-news'
import type { BlockProps } from '@/registry/types'
import { NewsArticleView } from './NewsArticleView'
import { NewsListView } from './NewsListView'
import { newsQueryOf } from './news-query'
import { newsOfParam } from './resolve-param'

/**
 * The country's published news, newest first. On a page that takes /path/{id} (context.param):
 * /path/pagina-{n} (en page-{n}) is list page n, any other segment an article slug, shown in full.
 * A list page past the last one, a slug no published article of the country has, or a list page
 * of a list that does not paginate, is a 404.
 */
export async function NewsListBlockComponent({ block, context }: BlockProps<'newsList'>) {
  const { country, locale, param } = context
  if (param !== undefined) {
    const shown = (await newsOfParam(block, { country, locale, param })) ?? notFound()
    return shown.kind === 'article' ? (
      <NewsArticleView block={block} context={context} article={shown.article} />
    ) : (
      <NewsListView block={block} context={context} news={shown.news} />
    )
  }
  const { filter, pageSize } = newsQueryOf(block)
  return <NewsListView block={block} context={context} news={await getNewsPage(country, locale, filter, 1, pageSize)} />
}
