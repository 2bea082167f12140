import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'

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
