import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'

/** Columns of links (the home page's footer link sections). */
export const LinkSectionsBlock: Block = {
  slug: 'linkSections',
  interfaceName: 'LinkSectionsBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 60 },
        {
          name: 'links',
          type: 'array',
          required: true,
          minRows: 1,
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 60 },
            { name: 'href', type: 'text', required: true, validate: validateHref },
          ],
        },
      ],
    },
  ],
}
