import type { Block } from 'payload'

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
