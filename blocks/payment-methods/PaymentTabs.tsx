'use client'

import * as Tabs from '@radix-ui/react-tabs'
import { type ReactNode, useState } from 'react'
import { type AccordionEntry, type AccordionHeading, AccordionItems } from '@/blocks/accordion/AccordionItems'
import styles from './PaymentMethods.module.scss'

export type PaymentTab = { id: string; name: string; icon: ReactNode; steps: AccordionEntry[] }

/**
 * One tab per payment method (Radix: arrow keys move between tabs, Home/End jump), each an accordion
 * of steps with the first open. Hidden panels stay in the HTML so search engines read every method.
 */
export function PaymentTabs({
  tabs,
  label,
  heading,
}: {
  tabs: PaymentTab[]
  label: string
  heading: AccordionHeading
}) {
  const [active, setActive] = useState(tabs[0]?.id ?? '')
  return (
    <Tabs.Root value={active} onValueChange={setActive} className={styles.tabs}>
      <Tabs.List className={styles.tabList} aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
            {tab.icon}
            <span>{tab.name}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className={styles.panel} forceMount hidden={active !== tab.id}>
          <AccordionItems items={tab.steps} heading={heading} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
