import type { BlockProps } from '@/registry/types'
import styles from '@/forms/coverage/CoverageForm.module.scss'
import { CoverageForm } from '@/forms/coverage/CoverageForm.lazy'

/** Fibre coverage survey: heading, intro and the request form (a client island). */
export function CoverageFormBlockComponent({ block, context }: BlockProps<'coverageForm'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <CoverageForm country={context.country} />
    </section>
  )
}
