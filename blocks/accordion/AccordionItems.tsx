'use client'

import * as Accordion from '@radix-ui/react-accordion'
import type { ReactNode } from 'react'
import styles from './Accordion.module.scss'

export type AccordionEntry = { id: string; title: string; content: ReactNode }

/** Radix accordion: one item open at a time, the first open on arrival (spec 2.9, 4). */
export function AccordionItems({ items }: { items: AccordionEntry[] }) {
  return (
    <Accordion.Root type="single" collapsible defaultValue={items[0]?.id}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Accordion.Header className={styles.header}>
            <Accordion.Trigger className={styles.trigger}>{item.title}</Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.panel} forceMount>
            {item.content}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
