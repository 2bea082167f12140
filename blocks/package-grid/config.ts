import type { Block } from 'payload'

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
