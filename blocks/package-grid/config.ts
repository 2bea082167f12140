import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Packages of a service side by side, with price, period, features and how many channels each carries. */
export const PackageGridBlock: Block = {
  slug: 'packageGrid',
  interfaceName: 'PackageGridBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    { name: 'service', type: 'select', required: true, options: ['satelite', 'fibra'] },
    { name: 'showChannelCount', type: 'checkbox', defaultValue: true },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Grelha de pacotes', en: 'Package grid' },
  description: {
    pt: 'Os pacotes de um serviço lado a lado, com preço, vantagens e número de canais.',
    en: "A service's packages side by side, with price, features and channel count.",
  },
  group: 'offers',
}
