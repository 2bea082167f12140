import type { BlockProps } from '@/registry/types'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import { innerHeading } from '@/components/blocks/BlockHeader'
import styles from './Accordion.module.scss'
import { AccordionItems } from './AccordionItems.lazy'

/** Server-rendered bodies inside a small client accordion; closed panels stay in the HTML for search engines. */
export function AccordionBlockComponent({ block, context }: BlockProps<'accordion'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  const items = (block.items ?? []).map((item, index) => ({
    id: item.id ?? String(index),
    title: item.title,
    content: <RichTextContent data={item.body} />,
  }))
  return (
    <section className={styles.accordion}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      <AccordionItems items={items} heading={innerHeading(Boolean(block.heading), context.isFirst)} />
    </section>
  )
}
