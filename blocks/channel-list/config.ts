import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The channel listing, filterable by package and genre; or only ZAP's own channels. */
export const ChannelListBlock: Block = {
  slug: 'channelList',
  interfaceName: 'ChannelListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'ownOnly',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Only ZAP channels, with their descriptions (own-channels page).' },
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Lista de canais', en: 'Channel list' },
  description: {
    pt: 'Os canais, filtráveis por pacote e género.',
    en: 'The channels, filterable by package and genre.',
  },
  group: 'lists',
}
