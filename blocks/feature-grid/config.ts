import type { Block } from 'payload'
import { ctaField, iconField } from '@/cms/fields/cta'
import type { BlockMeta } from '@/registry/block-meta-types'

/** A grid of features, each an icon, a title and a short text (functionalities, Wi-Fi 6, the facilita plan...). */
export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        iconField(),
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', required: true, maxLength: 400 },
      ],
    },
    ctaField(),
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Grelha de funcionalidades', en: 'Feature grid' },
  description: {
    pt: 'Funcionalidades em grelha, cada uma com ícone, título e texto curto.',
    en: 'Features in a grid, each an icon, a title and a short text.',
  },
  group: 'content',
}
