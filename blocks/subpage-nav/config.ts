import type { Block } from 'payload'
import { ctaField } from '@/cms/fields/cta'
import { validateHref } from '@/lib/security/safe-href'
import type { BlockMeta } from '@/registry/block-meta-types'

/** A section's tab menu of sub-pages (the current one marked) and an optional back link. */
export const SubpageNavBlock: Block = {
  slug: 'subpageNav',
  interfaceName: 'SubpageNavBlock',
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      maxLength: 60,
      admin: { description: 'Names the menu for screen readers, e.g. "Serviços".' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 40 },
        { name: 'href', type: 'text', required: true, validate: validateHref },
      ],
    },
    ctaField('back'),
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Menu de subpáginas', en: 'Sub-page menu' },
  description: {
    pt: 'Separadores com as subpáginas de uma secção e uma ligação para voltar.',
    en: "Tabs with a section's sub-pages and an optional back link.",
  },
  group: 'top',
}
