import type { Block } from 'payload'
import { ctaField } from '@/cms/fields/cta'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Spotlight banners: one to three cards with image, title, text and a call to action. */
export const SpotlightBlock: Block = {
  slug: 'spotlight',
  interfaceName: 'SpotlightBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 3,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', maxLength: 300 },
        ctaField(),
      ],
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Cartões em destaque', en: 'Spotlight banners' },
  description: {
    pt: 'Um a três cartões com imagem, título, texto e botão.',
    en: 'One to three cards with image, title, text and button.',
  },
  group: 'top',
}
