import { formLabels } from '@/components/forms/labels'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from '@/forms/casting/CastingForm.module.scss'
import { CastingForm } from '@/forms/casting/CastingForm.lazy'

/** Diamante Bruto casting: heading, intro and the application form (a client island). */
export function CastingFormBlockComponent({ block, context }: BlockProps<'castingForm'>) {
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      <CastingForm
        country={context.country}
        labels={formLabels(context.locale, context.country, 'casting', 'leadFields', 'optional')}
      />
    </BlockSection>
  )
}
