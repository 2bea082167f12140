import type { Block } from 'payload'

/** The country's open jobs, each linking to its application page; the spontaneous application when none is open. */
export const JobListBlock: Block = {
  slug: 'jobList',
  interfaceName: 'JobListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}
