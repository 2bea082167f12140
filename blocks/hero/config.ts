import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'

/** Full-width banner of one or more slides, each with heading, text, image and call to action. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 300 },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'cta',
          type: 'group',
          fields: [
            { name: 'label', type: 'text', maxLength: 40 },
            { name: 'href', type: 'text', validate: validateHref },
          ],
        },
      ],
    },
  ],
}
