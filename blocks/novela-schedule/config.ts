import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** ZAP Novelas' programming for the week, from the channel's programmes (the ones the TV guide shows). */
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
    pt: 'A grelha da semana do ZAP Novelas, a mesma programação do Guia TV.',
    en: "ZAP Novelas' week, the same programmes as the TV guide.",
  },
  group: 'lists',
}
