import { innerHeading } from '@/components/blocks/BlockHeader'
import { Icon } from '@/components/icons/Icon'
import type { BlockProps } from '@/registry/types'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import styles from './PaymentMethods.module.scss'
import { PaymentTabs } from './PaymentTabs.lazy'

/** Top-ups and payments: a tab per payment method, each with its steps; step bodies render on the server. */
export function PaymentMethodsBlockComponent({ block, context }: BlockProps<'paymentMethods'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  const tabs = (block.methods ?? []).map((method, index) => ({
    id: method.id ?? `method-${index}`,
    name: method.name,
    icon: method.icon ? <Icon name={method.icon} size={22} /> : null,
    steps: (method.steps ?? []).map((step, i) => ({
      id: step.id ?? `${index}-${i}`,
      title: step.title,
      content: <RichTextContent data={step.body} className={styles.step} />,
    })),
  }))
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      {tabs.length ? (
        <PaymentTabs
          tabs={tabs}
          label={context.t('paymentMethods.tabs')}
          heading={innerHeading(Boolean(block.heading), context.isFirst)}
        />
      ) : null}
    </section>
  )
}
