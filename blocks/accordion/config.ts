import type { Block } from 'payload'

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
