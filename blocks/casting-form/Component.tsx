import type { BlockProps } from '@/registry/types'
import styles from '@/forms/casting/CastingForm.module.scss'
import { CastingForm } from '@/forms/casting/CastingForm.lazy'

/** Diamante Bruto casting: heading, intro and the application form (a client island). */
export function CastingFormBlockComponent({ block, context }: BlockProps<'castingForm'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <CastingForm country={context.country} />
    </section>
  )
}
