import { formLabels } from '@/components/forms/labels'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from '@/components/forms/LeadFormBlock.module.scss'
import { CoverageForm } from '@/forms/coverage/CoverageForm.lazy'
import { COVERAGE_REQUEST_ID } from '@/forms/coverage/prefill'

/**
 * Fibre coverage survey: heading, intro and the request form (a client island), under an id the
 * coverage check's "Avise-me" leads to (it fills in the place of its result).
 */
export function CoverageFormBlockComponent({ block, context }: BlockProps<'coverageForm'>) {
  return (
    <div id={COVERAGE_REQUEST_ID} data-anchor="">
      <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
        <CoverageForm
          country={context.country}
          labels={formLabels(context.locale, context.country, 'coverage', 'leadFields', 'optional')}
        />
      </BlockSection>
    </div>
  )
}
