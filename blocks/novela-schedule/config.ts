import type { Block } from 'payload'

/** ZAP Novelas' weekly programming grid, built from each novela's weekly slots. */
export const NovelaScheduleBlock: Block = {
  slug: 'novelaSchedule',
  interfaceName: 'NovelaScheduleBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}
