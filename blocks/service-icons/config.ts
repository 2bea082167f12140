import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import { iconField } from '@/cms/fields/cta'

/** Home: a row of icon links to the services (hidden on phones, who reach the services through the menu). */
export const ServiceIconsBlock: Block = {
  slug: 'serviceIcons',
  interfaceName: 'ServiceIconsBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      fields: [
        iconField('icon', true),
        { name: 'label', type: 'text', required: true, maxLength: 40 },
        { name: 'href', type: 'text', required: true, validate: validateHref },
      ],
    },
  ],
}
