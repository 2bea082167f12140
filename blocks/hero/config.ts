import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import type { BlockMeta } from '@/registry/block-meta-types'

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

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Destaque principal', en: 'Hero' },
  description: {
    pt: 'Faixa larga com um ou mais slides: título, texto, imagem e botão.',
    en: 'Full-width banner of one or more slides: heading, text, image and button.',
  },
  group: 'top',
}
