import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta'

/** ZAP Novelas' weekly programming grid, built from each novela's weekly slots. */
export const NovelaScheduleBlock: Block = {
  slug: 'novelaSchedule',
  interfaceName: 'NovelaScheduleBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Grelha das novelas', en: 'Novela schedule' },
  description: {
    pt: 'A grelha semanal da ZAP Novelas, feita dos horários de cada novela.',
    en: "ZAP Novelas' weekly grid, built from each novela's time slots.",
  },
  group: 'lists',
}
