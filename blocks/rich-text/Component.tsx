import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './RichText.module.scss'
import { RichTextContent } from './RichTextContent'

/** Editor-written copy; see RichTextContent for what is sanitized. */
export function RichTextBlockComponent({ block, context }: BlockProps<'richText'>) {
  return (
    // No heading of its own: the editor's copy carries its headings, so the section stays unnamed.
    <BlockSection isFirst={context.isFirst} classes={{ section: styles.richText }}>
      <RichTextContent data={block.content} />
    </BlockSection>
  )
}
