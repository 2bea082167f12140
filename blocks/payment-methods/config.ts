import type { Block } from 'payload'
import { iconField } from '@/cms/fields/cta'
import type { BlockMeta } from '@/registry/block-meta'

/** Charging and payments: one tab per payment method, each an accordion of steps. */
export const PaymentMethodsBlock: Block = {
  slug: 'paymentMethods',
  interfaceName: 'PaymentMethodsBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'methods',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 40 },
        iconField(),
        {
          name: 'steps',
          type: 'array',
          required: true,
          minRows: 1,
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 120 },
            { name: 'body', type: 'richText', required: true },
          ],
        },
      ],
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Formas de pagamento', en: 'Payment methods' },
  description: {
    pt: 'Um separador por forma de pagamento, cada um com os passos a seguir.',
    en: 'One tab per payment method, each with the steps to follow.',
  },
  group: 'offers',
}
