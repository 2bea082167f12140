import { PROVINCES } from '../../lib/forms/provinces'
import type { StoreEntry } from '../../lib/stores/types'
import type { BlockProps } from '../../registry/types'
import { StoreSearch } from './StoreSearch'
import styles from './StoreSearch.module.scss'

/** The store search block with its stores given (the block loads them; stories and tests pass them). */
export function StoreSearchView({ block, context, stores }: BlockProps<'storeSearch'> & { stores: StoreEntry[] }) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <StoreSearch stores={stores} provinces={PROVINCES[context.country]} cardHeading={block.heading && !context.isFirst ? 'h3' : 'h2'} />
    </section>
  )
}
