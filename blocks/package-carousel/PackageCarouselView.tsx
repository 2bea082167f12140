import type { Package } from '@/cms/payload-types'
import type { PackageActions } from '@/lib/packages/package-action'
import type { BlockProps } from '@/registry/types'
import { BlockSection, type InnerHeadingTag } from '@/components/blocks/BlockSection'
import styles from './PackageCarousel.module.scss'
import { PackageCard } from './PackageCard'
import { PlanTabs } from './PlanTabs.lazy'

export const isPackage = (value: unknown): value is Package =>
  typeof value === 'object' && value !== null && 'price' in value

export type PackageCarouselViewProps = BlockProps<'packageCarousel'> & {
  /** Each package's buttons, resolved against the country's pages (lib/packages/load-package-actions.ts). */
  actions: Map<number, PackageActions>
}

/** Two plan-type tabs, each a scroll-snap carousel of package cards. Cards render on the server. */
export function PackageCarouselView({ block, context, actions }: PackageCarouselViewProps) {
  const { t } = context
  const cardLabels = { per: (period: string) => t('packages.per', { period }), featured: t('packages.featured') }
  const tabs = (NameHeading: InnerHeadingTag) =>
    (block.tabs ?? []).map((tab, index) => {
      // Unpublished or deleted packages come back as bare ids (no read access): leave them out.
      const packages = (tab.packages ?? []).filter(isPackage)
      return {
        id: tab.id ?? String(index),
        label: tab.label,
        cards: packages.map((pkg, i) => ({
          id: String(pkg.id),
          label: t('packages.slide', { index: i + 1, count: packages.length }),
          node: (
            <PackageCard
              pkg={pkg}
              country={context.country}
              labels={cardLabels}
              actions={actions.get(pkg.id)}
              NameHeading={NameHeading}
            />
          ),
        })),
      }
    })
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} classes={styles}>
      {({ Inner }) => (
        <PlanTabs
          tabs={tabs(Inner)}
          labels={{
            plans: t('packages.plans'),
            previous: t('packages.previous'),
            next: t('packages.next'),
            empty: t('packages.empty'),
          }}
        />
      )}
    </BlockSection>
  )
}
