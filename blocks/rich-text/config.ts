import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Formatted copy written in the CMS editor. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [{ name: 'content', type: 'richText', required: true }],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Texto formatado', en: 'Rich text' },
  description: {
    pt: 'Texto livre escrito no editor do CMS, com títulos, listas e ligações.',
    en: 'Free text written in the CMS editor, with headings, lists and links.',
  },
  group: 'content',
}
