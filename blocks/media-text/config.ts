import type { Block } from 'payload'
import { ctaField } from '@/cms/fields/cta'

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
