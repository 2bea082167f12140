import type { Block } from 'payload'

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
