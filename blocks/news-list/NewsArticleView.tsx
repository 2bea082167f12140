import type { NewsDetail } from '@/lib/content/get-news'
import { formatDate } from '@/lib/format/date'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { MediaImage } from '@/components/media/MediaImage'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import { pagePathOf } from './news-paths'
import styles from './NewsList.module.scss'

export type NewsArticleViewProps = BlockProps<'newsList'> & { article: NewsDetail }

/** One article in full at /{news page}/{slug}: its title is the page's heading, with a way back to the list. */
export function NewsArticleView({ context, article }: NewsArticleViewProps) {
  const { t, locale, country } = context
  return (
    <BlockSection
      as="article"
      isFirst={context.isFirst}
      heading={article.title}
      classes={{ section: styles.article, heading: styles.articleTitle }}
      before={
        <p className={styles.backRow}>
          <a className={styles.back} href={publicPath(locale, pagePathOf(context))}>
            <span aria-hidden="true">← </span>
            {t('news.back')}
          </a>
        </p>
      }
    >
      <p className={styles.meta}>
        <span className="visually-hidden">{t('news.published')} </span>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale, country)}</time>
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">{t('news.category')}: </span>
        <span className={styles.category}>{t(`news.categories.${article.category}`)}</span>
      </p>
      {article.image ? (
        <MediaImage
          image={article.image}
          className={styles.articleImage}
          sizes={IMAGE_SIZES.article}
          priority={context.isFirst}
        />
      ) : null}
      <p className={styles.lead}>{article.excerpt}</p>
      <RichTextContent data={article.body} className={styles.richText} />
    </BlockSection>
  )
}
