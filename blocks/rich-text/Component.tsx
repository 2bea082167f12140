import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { hasHeading } from './has-heading'
import styles from './RichText.module.scss'
import { RichTextContent } from './RichTextContent'

/** Editor-written copy; see RichTextContent for what is sanitized. */
export function RichTextBlockComponent({ block, context }: BlockProps<'richText'>) {
  return (
    // No heading of its own: the editor's copy carries its headings, so the section stays unnamed. A section
    // is a part of the page's outline that a heading names: copy without any heading is none, so it is a div
    // (HTML's checker warns on a section without a heading).
    <BlockSection
      as={hasHeading(block.content) ? 'section' : 'div'}
      isFirst={context.isFirst}
      classes={{ section: styles.richText }}
    >
      <RichTextContent data={block.content} />
    </BlockSection>
  )
}
