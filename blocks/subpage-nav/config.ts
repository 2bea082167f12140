import type { Block } from 'payload'
import { ctaField } from '@/cms/fields/cta'
import { validateHref } from '@/lib/security/safe-href'

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
