import type { TermsContent } from '@/lib/content/get-terms'
import type { BlockProps } from '@/registry/types'
import { TermsBody } from '@/components/terms/TermsBody'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './Terms.module.scss'

/** The terms block with its content given (the block loads it; stories pass it). */
export function TermsView({ block, context, content }: BlockProps<'terms'> & { content: TermsContent }) {
  return (
    <BlockSection
      isFirst={context.isFirst}
      heading={block.heading}
      classes={{ section: styles.terms, heading: styles.heading }}
    >
      {({ Inner }) => (
        <TermsBody
          content={content}
          labels={{ download: context.t('terms.download'), empty: context.t('terms.empty') }}
          heading={Inner}
        />
      )}
    </BlockSection>
  )
}
