import type { Block } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import { iconField } from '@/cms/fields/cta'
import type { BlockMeta } from '@/registry/block-meta-types'

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

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Ícones de serviços', en: 'Service icons' },
  description: {
    pt: 'Uma fila de ícones que levam aos serviços (escondida nos telemóveis).',
    en: 'A row of icons linking to the services (hidden on phones).',
  },
  group: 'top',
}
