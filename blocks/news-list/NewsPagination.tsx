import type { BlockContext } from '@/registry/types'
import { listPageHref } from './news-paths'
import styles from './NewsList.module.scss'

type Props = { page: number; totalPages: number; context: BlockContext }

/** The page numbers shown: all of them up to 7, else the first, the last and the current one's neighbours. */
export function pageItems(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1)
  const from = Math.max(2, Math.min(page - 1, totalPages - 4))
  const to = Math.min(totalPages - 1, Math.max(page + 1, 5))
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return [
    1,
    ...(from > 2 ? ['gap' as const] : []),
    ...middle,
    ...(to < totalPages - 1 ? ['gap' as const] : []),
    totalPages,
  ]
}

/** Previous, numbered and next links between the list's pages; the current page is marked for assistive technology. */
export function NewsPagination({ page, totalPages, context }: Props) {
  const { t } = context
  if (totalPages <= 1) return null
  const href = (n: number) => listPageHref(context, n)
  return (
    <nav className={styles.pagination} aria-label={t('news.pagination')}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <a className={styles.step} href={href(page - 1)} rel="prev" aria-label={t('news.previousLabel')}>
              <span aria-hidden="true">← </span>
              {t('news.previous')}
            </a>
          </li>
        ) : null}
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={item === page ? `${styles.pageLink} ${styles.current}` : styles.pageLink}
                href={href(item)}
                aria-label={t('news.page', { n: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <a className={styles.step} href={href(page + 1)} rel="next" aria-label={t('news.nextLabel')}>
              {t('news.next')}
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
