import type { NewsPage } from '@/lib/content/get-news'
import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { NewsCard } from './NewsCard'
import { NewsPagination } from './NewsPagination'
import { articleBaseOf } from './news-paths'
import styles from './NewsList.module.scss'
import { BlockSection } from '@/components/blocks/BlockSection'

export type NewsListViewProps = BlockProps<'newsList'> & { news: NewsPage }

/**
 * Articles as cards, newest first. Paginated: the page's cards and links to the other pages;
 * otherwise the latest articles and the block's "more" link.
 */
export function NewsListView({ block, context, news }: NewsListViewProps) {
  const { t } = context
  const headingId = `news-${block.id ?? 'list'}`
  const paginate = Boolean(block.paginate)
  const base = articleBaseOf(context, paginate)
  const more = !paginate && block.more?.label ? { label: block.more.label, href: safeHref(block.more.href) } : null
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro} isFirst={context.isFirst} classes={styles}>
      {({ Inner: CardHeading }) => (
        <>
          {paginate && news.totalPages > 1 ? (
            <p className={styles.pageOf}>{t('news.pageOf', { page: news.page, total: news.totalPages })}</p>
          ) : null}
          {news.articles.length === 0 ? (
            <p className={styles.empty}>{t('news.empty')}</p>
          ) : (
            <ul
              className={styles.grid}
              {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('news.listLabel') })}
            >
              {news.articles.map((article, index) => (
                <li key={article.id} className={styles.item}>
                  <NewsCard
                    article={article}
                    href={`${base}/${article.slug}`}
                    level={CardHeading}
                    context={context}
                    // On a phone the first card's picture is the largest thing on the first screen.
                    priority={context.isFirst && index === 0}
                  />
                </li>
              ))}
            </ul>
          )}
          {paginate ? <NewsPagination page={news.page} totalPages={news.totalPages} context={context} /> : null}
          {more?.href ? (
            <p className={styles.moreRow}>
              <a className={styles.cta} href={more.href}>
                {more.label}
              </a>
            </p>
          ) : null}
        </>
      )}
    </BlockSection>
  )
}
