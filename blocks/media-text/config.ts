import type { Block } from 'payload'
import { ctaField } from '@/cms/fields/cta'
import type { BlockMeta } from '@/registry/block-meta-types'

/** An image beside a heading, rich text and a call to action; the image side is chosen. */
export const MediaTextBlock: Block = {
  slug: 'mediaText',
  interfaceName: 'MediaTextBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'body', type: 'richText', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'imagePosition', type: 'select', defaultValue: 'right', options: ['left', 'right'] },
    ctaField(),
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Imagem e texto', en: 'Image and text' },
  description: {
    pt: 'Uma imagem ao lado de um título, texto e botão; escolhe-se o lado da imagem.',
    en: 'An image beside a heading, text and button; the image side is chosen.',
  },
  group: 'content',
}
