import type { BlockProps } from '@/registry/types'
import { PaymentMethodsView } from './PaymentMethodsView'

/** Top-ups and payments (/zap-satelite and /zap-fibra carregamentos-e-pagamentos): the block's own content, no query. */
export function PaymentMethodsBlockComponent({ block, context }: BlockProps<'paymentMethods'>) {
  return <PaymentMethodsView block={block} context={context} />
}
