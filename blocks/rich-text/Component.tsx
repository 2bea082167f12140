import type { BlockProps } from '@/registry/types'
import styles from './RichText.module.scss'
import { RichTextContent } from './RichTextContent'

/** Editor-written copy; see RichTextContent for what is sanitized. */
export function RichTextBlockComponent({ block }: BlockProps<'richText'>) {
  return (
    <section className={styles.richText}>
      <RichTextContent data={block.content} />
    </section>
  )
}
