import type { HeadingTag } from '@/components/blocks/BlockSection'
import { PackageButtons } from '@/components/packages/PackageButtons'
import type { PackageSummary } from '@/lib/content/get-packages'
import { formatMoney } from '@/lib/format/money'
import type { PackageActions } from '@/lib/packages/package-action'
import type { BlockContext } from '@/registry/types'
import styles from './CoverageCheck.module.scss'

type Props = Pick<BlockContext, 'country' | 't'> & {
  packages: readonly PackageSummary[]
  /** Each package's buttons (lib/packages/load-package-actions.ts), the sign-up among them. */
  actions: ReadonlyMap<number, PackageActions>
  /** Each package's name: one level below the result's heading. */
  heading: HeadingTag
}

/**
 * What "Há fibra em …" offers: the country's fibre packages, cheapest first, each with its price and
 * the same buttons as its card on the packages page, so signing up is one more tap.
 */
export function FibrePackages({ packages, actions, heading: Name, country, t }: Props) {
  if (packages.length === 0) return <p className={styles.noPackages}>{t('coverageCheck.noPackages')}</p>
  return (
    <ul className={styles.packages} aria-label={t('coverageCheck.packages')}>
      {packages.map((pkg) => (
        <li key={pkg.id} className={styles.package}>
          <Name className={styles.packageName}>{pkg.name}</Name>
          <p className={styles.price}>
            <span className={styles.amount}>{formatMoney(pkg.price, country)}</span>{' '}
            {t('packages.per', { period: pkg.period })}
          </p>
          {pkg.tagline ? <p className={styles.tagline}>{pkg.tagline}</p> : null}
          <PackageButtons
            name={pkg.name}
            actions={actions.get(pkg.id)}
            classes={{ cta: styles.cta, secondary: styles.secondary }}
          />
        </li>
      ))}
    </ul>
  )
}
