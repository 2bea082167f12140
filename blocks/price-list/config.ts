import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** A price list in the country's currency ("3.595,00 Kz"), in groups of rows. */
export const PriceListBlock: Block = {
  slug: 'priceList',
  interfaceName: 'PriceListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'groups',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        {
          name: 'rows',
          type: 'array',
          required: true,
          minRows: 1,
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 120 },
            { name: 'price', type: 'number', required: true, min: 0, max: 100000000 },
            { name: 'note', type: 'text', maxLength: 160 },
          ],
        },
      ],
    },
    { name: 'footnote', type: 'textarea', maxLength: 400 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Tabela de preços', en: 'Price list' },
  description: {
    pt: 'Preços na moeda do país, em grupos de linhas.',
    en: "Prices in the country's currency, in groups of rows.",
  },
  group: 'offers',
}
