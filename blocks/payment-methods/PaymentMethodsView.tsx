import { below, BlockSection, type HeadingTag } from '@/components/blocks/BlockSection'
import { Icon } from '@/components/icons/Icon'
import type { BlockOf, BlockProps } from '@/registry/types'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import { methodAnchors } from './anchors'
import type { CopyCodeLabels } from './CopyCode'
import { CopyCode } from './CopyCode.lazy'
import styles from './PaymentMethods.module.scss'
import { PaymentTabs } from './PaymentTabs.lazy'

type Method = NonNullable<BlockOf<'paymentMethods'>['methods']>[number]

/**
 * Top-ups and payments: a tab per payment method. Each panel opens with the numbers to pay to
 * (entity, reference, short code…), each with a Copy button, then every step of the method at once,
 * numbered. Everything but the tabs and the buttons renders on the server.
 */
export function PaymentMethodsView({ block, context }: BlockProps<'paymentMethods'>) {
  const { t } = context
  const methods = block.methods ?? []
  const anchors = methodAnchors(methods)
  // The islands' strings, resolved here so the browser gets only these (lib/i18n/labels.ts).
  const copyLabels: CopyCodeLabels = {
    copy: t('paymentMethods.copy'),
    copied: t('paymentMethods.copied'),
    selected: t('paymentMethods.selected'),
  }
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) =>
        methods.length ? (
          <PaymentTabs
            heading={Inner}
            labels={{ tabs: t('paymentMethods.tabs') }}
            tabs={methods.map((method, index) => ({
              anchor: anchors[index]!,
              name: method.name,
              icon: method.icon ? <Icon name={method.icon} size={22} /> : null,
              content: (
                <MethodDetails
                  method={method}
                  heading={below(Inner)}
                  stepsLabel={t('paymentMethods.steps')}
                  labels={copyLabels}
                />
              ),
            }))}
          />
        ) : null
      }
    </BlockSection>
  )
}

/** One method's panel content: its numbers, then its steps as a numbered list, each titled. */
function MethodDetails({
  method,
  heading: Heading,
  stepsLabel,
  labels,
}: {
  method: Method
  heading: HeadingTag
  /** The list's name ("Passos"): its items are read as "1 of 3". */
  stepsLabel: string
  labels: CopyCodeLabels
}) {
  const codes = method.codes ?? []
  return (
    <>
      {codes.length ? (
        <dl className={styles.codes}>
          {codes.map((code, index) => (
            <div key={code.id ?? index} className={styles.code}>
              <dt className={styles.codeLabel}>{code.label}</dt>
              <dd className={styles.codeBody}>
                <CopyCode label={code.label} value={code.value} labels={labels} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ol className={styles.steps} aria-label={stepsLabel}>
        {(method.steps ?? []).map((step, index) => (
          <li key={step.id ?? index} className={styles.step}>
            <Heading className={styles.stepTitle}>{step.title}</Heading>
            <RichTextContent data={step.body} className={styles.stepBody} />
          </li>
        ))}
      </ol>
    </>
  )
}
