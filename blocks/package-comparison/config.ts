import type { Block } from 'payload'

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
