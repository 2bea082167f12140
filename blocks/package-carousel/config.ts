import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Two plan types (e.g. satellite and fibre) as tabs, each a carousel of package cards. */
export const PackageCarouselBlock: Block = {
  slug: 'packageCarousel',
  interfaceName: 'PackageCarouselBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    {
      name: 'tabs',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 2,
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 40 },
        { name: 'packages', type: 'relationship', relationTo: 'packages', hasMany: true, required: true, minRows: 1 },
      ],
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Carrossel de pacotes', en: 'Package carousel' },
  description: {
    pt: 'Dois tipos de plano em separadores, cada um com um carrossel de pacotes.',
    en: 'Two plan types as tabs, each a carousel of package cards.',
  },
  group: 'offers',
}
