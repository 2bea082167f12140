import { BlockSection } from '@/components/blocks/BlockSection'
import { formLabels } from '@/components/forms/labels'
import type { PackageSummary } from '@/lib/content/get-packages'
import { formatMoney } from '@/lib/format/money'
import type { BlockProps } from '@/registry/types'
import styles from '@/components/forms/LeadFormBlock.module.scss'
import { SignUpForm } from '@/forms/sign-up/SignUpForm.lazy'

export type SignUpFormViewProps = BlockProps<'signUpForm'> & {
  packages: PackageSummary[]
  /** The package the page was opened for (/adesao/{id}), chosen already. */
  chosen?: PackageSummary
}

/**
 * The sign-up request: the block's heading and intro, the chosen package named in words (so it is
 * read before the form, and seen before the scripts load), then the form (a client island).
 */
export function SignUpFormView({ block, context, packages, chosen }: SignUpFormViewProps) {
  const { t, country, locale } = context
  const describe = (pkg: PackageSummary) =>
    `${pkg.name} — ${formatMoney(pkg.price, country)} ${t('packages.per', { period: pkg.period })}`
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {chosen ? (
        <p className={styles.chosen}>
          {t('forms.signUp.package')}: <strong>{describe(chosen)}</strong>
        </p>
      ) : null}
      <SignUpForm
        country={country}
        labels={formLabels(locale, country, 'signUp', 'leadFields', 'optional')}
        packages={packages.map((pkg) => ({ id: pkg.id, service: pkg.service, label: describe(pkg) }))}
        chosen={chosen?.id}
      />
    </BlockSection>
  )
}
