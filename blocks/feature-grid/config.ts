import type { Block } from 'payload'
import { ctaField, iconField } from '@/cms/fields/cta'

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
