import type { Package } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import { formatMoney } from '@/lib/format/money'
import { safeHref } from '@/lib/security/safe-href'
import styles from './PackageCarousel.module.scss'

export type CardLabels = { per: (period: string) => string; featured: string }

/** One package: name, price in the country's money format, what it includes, and where to buy it. */
export function PackageCard({ pkg, country, labels }: { pkg: Package; country: CountryCode; labels: CardLabels }) {
  const href = safeHref(pkg.ctaHref)
  return (
    <article className={`${styles.card} ${pkg.highlighted ? styles.featured : ''}`} aria-label={pkg.name}>
      {pkg.highlighted ? <span className={styles.badge}>{labels.featured}</span> : null}
      <h3 className={styles.name}>{pkg.name}</h3>
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
      {href && pkg.ctaLabel ? (
        <a className={styles.cta} href={href}>
          {pkg.ctaLabel} <span className="visually-hidden">{pkg.name}</span>
        </a>
      ) : null}
    </article>
  )
}
