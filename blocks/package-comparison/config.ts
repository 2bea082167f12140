import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Which channels each package of a service carries, as a table readable on a 320 px phone. */
export const PackageComparisonBlock: Block = {
  slug: 'packageComparison',
  interfaceName: 'PackageComparisonBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    { name: 'service', type: 'select', required: true, defaultValue: 'satelite', options: ['satelite', 'fibra'] },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Comparação de pacotes', en: 'Package comparison' },
  description: {
    pt: 'Tabela dos canais que cada pacote inclui, legível num telemóvel.',
    en: 'A table of the channels each package carries, readable on a phone.',
  },
  group: 'offers',
}
