import type { BlockProps } from '@/registry/types'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import { AccordionItems } from '@/components/accordion/AccordionItems.lazy'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './Accordion.module.scss'

/** Server-rendered bodies inside a small client accordion; closed panels stay in the HTML for search engines. */
export function AccordionBlockComponent({ block, context }: BlockProps<'accordion'>) {
  const items = (block.items ?? []).map((item, index) => ({
    id: item.id ?? String(index),
    title: item.title,
    content: <RichTextContent data={item.body} />,
  }))
  return (
    <BlockSection
      isFirst={context.isFirst}
      heading={block.heading}
      classes={{ section: styles.accordion, heading: styles.heading }}
    >
      {({ Inner }) => <AccordionItems items={items} heading={Inner} />}
    </BlockSection>
  )
}
