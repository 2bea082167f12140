import type { Package } from '@/cms/payload-types'
import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import type { CountryCode } from '@/lib/countries'
import { formatMoney } from '@/lib/format/money'
import { PackageButtons } from '@/components/packages/PackageButtons'
import type { PackageActions } from '@/lib/packages/package-action'
import styles from './PackageCarousel.module.scss'

export type CardLabels = { per: (period: string) => string; featured: string }

/**
 * One package: name, price in the country's money format, what it includes, and where to buy it. The
 * name is a heading at the level BlockSection gives the block's content (`Inner`).
 */
type Props = {
  pkg: Package
  country: CountryCode
  labels: CardLabels
  actions: PackageActions | undefined
  NameHeading: InnerHeadingTag
}

export function PackageCard({ pkg, country, labels, actions, NameHeading }: Props) {
  return (
    <article className={`${styles.card} ${pkg.highlighted ? styles.featured : ''}`} aria-label={pkg.name}>
      {pkg.highlighted ? <span className={styles.badge}>{labels.featured}</span> : null}
      <NameHeading className={styles.name}>{pkg.name}</NameHeading>
      {pkg.tagline ? <p className={styles.tagline}>{pkg.tagline}</p> : null}
      <p className={styles.price}>{formatMoney(pkg.price, country)}</p>
      <p className={styles.period}>{labels.per(pkg.period)}</p>
      {pkg.features?.length ? (
        <ul className={styles.features}>
          {pkg.features.map((feature, i) => (
            <li key={feature.id ?? i}>{feature.text}</li>
          ))}
        </ul>
      ) : null}
      <PackageButtons name={pkg.name} actions={actions} classes={{ cta: styles.cta, secondary: styles.secondary }} />
    </article>
  )
}
