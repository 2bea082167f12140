import type { TermsContent } from '@/lib/content/get-terms'
import type { BlockProps } from '@/registry/types'
import { TermsBody } from '@/components/terms/TermsBody'
import { innerHeading } from '@/components/blocks/BlockHeader'
import styles from './Terms.module.scss'

/** The terms block with its content given (the block loads it; stories pass it). */
export function TermsView({ block, context, content }: BlockProps<'terms'> & { content: TermsContent }) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.terms}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      <TermsBody
        content={content}
        labels={{ download: context.t('terms.download'), empty: context.t('terms.empty') }}
        heading={innerHeading(Boolean(block.heading), context.isFirst)}
      />
    </section>
  )
}
