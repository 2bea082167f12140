import type { HeadingTag } from '@/components/blocks/BlockSection'
import type { NewsSummary } from '@/lib/content/get-news'
import { formatDate } from '@/lib/format/date'
import type { BlockContext } from '@/registry/types'
import { MediaImage } from '@/components/media/MediaImage'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import styles from './NewsList.module.scss'

type Props = {
  article: NewsSummary
  href: string
  level: HeadingTag
  context: BlockContext
  /** The card's picture is the page's largest paint (the list's first card on a phone): fetched first. */
  priority?: boolean
}

/** One article as a card: picture, date, category, title (the card's one link) and excerpt. */
export function NewsCard({ article, href, level: Title, context, priority = false }: Props) {
  const { t, locale, country } = context
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {article.image ? (
          <MediaImage image={article.image} className={styles.image} sizes={IMAGE_SIZES.cardGrid} priority={priority} />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className="visually-hidden">{t('news.published')} </span>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale, country)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">{t('news.category')}: </span>
          <span className={styles.category}>{t(`news.categories.${article.category}`)}</span>
        </p>
        <Title className={styles.title}>
          {/* The whole card is clickable through this one link (see .link::after). */}
          <a className={styles.link} href={href}>
            {article.title}
          </a>
        </Title>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <p className={styles.more} aria-hidden="true">
          {t('news.readMore')} →
        </p>
      </div>
    </article>
  )
}
