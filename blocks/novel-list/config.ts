import type { Block } from 'payload'

/** The country's published novelas as cards; on a page that answers /path/{id}, that novela in full. */
export const NovelListBlock: Block = {
  slug: 'novelList',
  interfaceName: 'NovelListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}
