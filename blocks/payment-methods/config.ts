import type { Block } from 'payload'
import { anchorField } from '@/cms/fields/anchor'
import { iconField } from '@/cms/fields/cta'
import { labelledRows } from '@/cms/fields/row-label'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * Charging and payments: one tab per payment method, each with the numbers to pay to (each with a
 * Copy button) and every step of the method as a numbered list.
 */
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
          ...anchorField,
          admin: {
            description: {
              pt: 'Opcional: a #âncora que abre este separador (por exemplo m-pesa, para ligar a …/carregamentos-e-pagamentos#m-pesa). Vazia: feita a partir do nome.',
              en: 'Optional: the #anchor that opens this tab (e.g. m-pesa, to link to …/carregamentos-e-pagamentos#m-pesa). Empty: made from the name.',
            },
          },
        },
        {
          name: 'codes',
          label: { pt: 'Números para pagar', en: 'Numbers to pay to' },
          type: 'array',
          maxRows: 6,
          ...labelledRows('label', { pt: 'Número', en: 'Number' }, { pt: 'Números', en: 'Numbers' }),
          fields: [
            {
              name: 'label',
              label: { pt: 'Nome', en: 'Label' },
              type: 'text',
              required: true,
              maxLength: 40,
              admin: {
                description: {
                  pt: 'Por exemplo Entidade, Referência, Código USSD, IBAN.',
                  en: 'E.g. Entity, Reference, USSD code, IBAN.',
                },
              },
            },
            {
              name: 'value',
              label: { pt: 'Número', en: 'Value' },
              type: 'text',
              required: true,
              maxLength: 60,
              admin: {
                description: {
                  pt: 'Como o cliente o deve introduzir. O botão Copiar copia-o sem espaços.',
                  en: 'As the customer must enter it. The Copy button copies it without spaces.',
                },
              },
            },
          ],
        },
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
    pt: 'Um separador por forma de pagamento, com os números a copiar e todos os passos a seguir.',
    en: 'One tab per payment method, with the numbers to copy and every step to follow.',
  },
  group: 'offers',
}
