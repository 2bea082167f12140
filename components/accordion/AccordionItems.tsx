'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import * as Accordion from '@radix-ui/react-accordion'
import { type ReactNode, useState } from 'react'
import styles from './AccordionItems.module.scss'

export type AccordionEntry = { id: string; title: string; content: ReactNode }

/** The level of the item headings: one below the heading they sit under (BlockSection gives it). Required, so no caller skips a level by default. */
export type AccordionHeading = InnerHeadingTag | 'h4'

/**
 * Radix accordion: one item open at a time, the first open on arrival. Closed
 * panels stay in the HTML (hidden), so search engines and find-in-page still see them.
 */
export function AccordionItems({ items, heading: Heading }: { items: AccordionEntry[]; heading: AccordionHeading }) {
  const [open, setOpen] = useState(items[0]?.id ?? '')
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Accordion.Header asChild>
            <Heading className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>{item.title}</Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className={styles.panel} forceMount hidden={open !== item.id}>
            {item.content}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
