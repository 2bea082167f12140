import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * A service's campaigns as a grid; on a page that takes /path/{id} with an id, that campaign in
 * full (unknown id = 404).
 */
export const CampaignListBlock: Block = {
  slug: 'campaignList',
  interfaceName: 'CampaignListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    { name: 'service', type: 'select', required: true, options: ['satelite', 'fibra', 'cinema'] },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Campanhas', en: 'Campaigns' },
  description: {
    pt: 'As campanhas publicadas do país, como cartões.',
    en: "The country's published campaigns, as cards.",
  },
  group: 'offers',
}
