import type { FaqCategory, FaqEntry } from '@/lib/content/get-faqs'
import { pluralForms } from '@/lib/i18n/server-labels'
import type { BlockProps } from '@/registry/types'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './FaqList.module.scss'
import { FaqSearch } from './FaqSearch.lazy'
import type { FaqSearchLabels } from './FaqSearch'
import { foldText } from './match-query'

/** Topic order of the chips (the collection's options; kept here so the page imports no CMS config). */
const FAQ_CATEGORIES: readonly FaqCategory[] = ['satelite', 'fibra', 'pagamentos', 'equipamento', 'conta', 'cinema']

/** The FAQ block with its questions given (the block loads them; stories and tests pass them). */
export function FaqListView({ block, context, faqs }: BlockProps<'faqList'> & { faqs: FaqEntry[] }) {
  const { t, locale } = context
  // The search island's strings, resolved here so the browser gets only these (lib/i18n/labels.ts).
  const labels: FaqSearchLabels = {
    filters: t('support.faq.filters'),
    search: t('support.faq.search'),
    searchHint: t('support.faq.searchHint'),
    category: t('support.faq.category'),
    all: t('support.faq.all'),
    noScript: t('support.faq.noScript'),
    found: pluralForms(locale, 'support.faq.found'),
    empty: t('support.faq.empty'),
    clear: t('support.faq.clear'),
  }
  const present = FAQ_CATEGORIES.filter((category) => faqs.some((faq) => faq.category === category))
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) =>
        faqs.length > 0 ? (
          <FaqSearch
            heading={Inner}
            locale={locale}
            labels={labels}
            categories={present.map((value) => ({ value, label: t(`support.faq.categories.${value}`) }))}
            entries={faqs.map((faq) => ({
              id: faq.id,
              question: faq.question,
              category: faq.category,
              haystack: foldText(`${faq.question} ${faq.answerText}`),
              content: <RichTextContent data={faq.answer} className={styles.answer} />,
            }))}
          />
        ) : (
          <p className={styles.none}>{t('support.faq.none')}</p>
        )
      }
    </BlockSection>
  )
}
