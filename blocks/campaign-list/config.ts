import type { Block } from 'payload'

/**
 * A service's campaigns as a grid; on a page that answers /path/{id} with an id, that campaign in
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
