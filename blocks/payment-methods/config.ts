import type { Block } from 'payload'
import { iconField } from '@/cms/fields/cta'

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
