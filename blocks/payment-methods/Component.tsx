import { BlockSection } from '@/components/blocks/BlockSection'
import { Icon } from '@/components/icons/Icon'
import type { BlockProps } from '@/registry/types'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import styles from './PaymentMethods.module.scss'
import { PaymentTabs } from './PaymentTabs.lazy'

/** Top-ups and payments: a tab per payment method, each with its steps; step bodies render on the server. */
export function PaymentMethodsBlockComponent({ block, context }: BlockProps<'paymentMethods'>) {
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
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) =>
        tabs.length ? <PaymentTabs tabs={tabs} label={context.t('paymentMethods.tabs')} heading={Inner} /> : null
      }
    </BlockSection>
  )
}
