'use client'

import { Carousel, type CarouselSlide } from '@/components/carousel/Carousel'
import { Tabs } from '@/components/tabs/Tabs'
import styles from './PackageCarousel.module.scss'

export type PlanTab = { id: string; label: string; cards: CarouselSlide[] }
export type Labels = { plans: string; previous: string; next: string; empty: string }

/** The two plan-type tabs, each with its carousel of package cards. */
export function PlanTabs({ tabs, labels }: { tabs: PlanTab[]; labels: Labels }) {
  return (
    <Tabs
      label={labels.plans}
      classNames={{ list: styles.tabList, tab: styles.tab }}
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel:
          tab.cards.length === 0 ? (
            <p className={styles.empty}>{labels.empty}</p>
          ) : (
            <Carousel
              slides={tab.cards}
              labels={labels}
              label={tab.label}
              className={styles.carousel}
              controlsClassName={styles.controls}
              controlsFirst
            />
          ),
      }))}
    />
  )
}
