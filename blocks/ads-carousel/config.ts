import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Home: a carousel of promotional images, each linking somewhere. */
export const AdsCarouselBlock: Block = {
  slug: 'adsCarousel',
  interfaceName: 'AdsCarouselBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'label',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'What the ad is about (link text for screen readers).' },
        },
        { name: 'href', type: 'text', validate: validateHref },
      ],
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Carrossel de anúncios', en: 'Ads carousel' },
  description: {
    pt: 'Imagens promocionais que passam uma a uma, cada uma com a sua ligação.',
    en: 'Promotional images that slide one by one, each with its own link.',
  },
  group: 'top',
}
