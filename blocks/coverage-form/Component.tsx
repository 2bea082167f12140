import { formLabels } from '@/components/forms/labels'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from '@/forms/coverage/CoverageForm.module.scss'
import { CoverageForm } from '@/forms/coverage/CoverageForm.lazy'

/** Fibre coverage survey: heading, intro and the request form (a client island). */
export function CoverageFormBlockComponent({ block, context }: BlockProps<'coverageForm'>) {
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      <CoverageForm
        country={context.country}
        labels={formLabels(context.locale, context.country, 'coverage', 'leadFields', 'optional')}
      />
    </BlockSection>
  )
}
