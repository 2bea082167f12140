import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import type { BlockMeta } from '@/registry/block-meta-types'

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

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Colunas de ligações', en: 'Link sections' },
  description: {
    pt: 'Colunas de ligações com um título cada (como no fundo da página inicial).',
    en: 'Columns of links, each with a title (as at the foot of the home page).',
  },
  group: 'content',
}
