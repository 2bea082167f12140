'use client'

import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import styles from './PackageCarousel.module.scss'
import { PackageRow } from './PackageRow'

export type PlanTab = { id: string; label: string; cards: { id: string; node: ReactNode }[] }
export type Labels = { plans: string; previous: string; next: string; empty: string }

/** The two plan-type tabs (spec 2.10), each with its carousel of package cards. */
export function PlanTabs({ tabs, labels }: { tabs: PlanTab[]; labels: Labels }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.id}>
      <Tabs.List className={styles.tabList} aria-label={labels.plans}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id}>
          {tab.cards.length === 0 ? (
            <p className={styles.empty}>{labels.empty}</p>
          ) : (
            <PackageRow cards={tab.cards} labels={labels} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
