import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Questions or terms that expand one at a time; the first item starts open. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 200 },
        { name: 'body', type: 'richText', required: true },
      ],
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Acordeão', en: 'Accordion' },
  description: {
    pt: 'Perguntas ou termos que abrem um de cada vez; o primeiro começa aberto.',
    en: 'Questions or terms that open one at a time; the first starts open.',
  },
  group: 'content',
}
