import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { ChannelListView } from './ChannelListView'
import { signUpsFixture } from '@/lib/packages/fixtures'
import { catalogFixture, offersFixture } from './fixtures'

const meta = {
  title: 'Blocks/Channel list',
  component: ChannelListView,
} satisfies Meta<typeof ChannelListView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'channelList',
      heading: 'Listagem de canais',
      intro: 'Escolha um pacote ou um género. O número é a posição no descodificador.',
    },
    context: blockContext('pt', 'ao', true, '/tv/listagem-de-canais'),
    catalog: catalogFixture,
    offers: offersFixture,
    signUps: signUpsFixture(offersFixture),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: {
      blockType: 'channelList',
      heading: 'Channel listing',
      intro: 'Choose a package or a genre. The number is the position on the decoder.',
    },
    context: blockContext('en', 'mz', true, '/tv/listagem-de-canais'),
    catalog: catalogFixture,
    offers: offersFixture,
    signUps: signUpsFixture(offersFixture, 'en'),
  },
}

export const OwnChannels: Story = {
  args: {
    block: {
      blockType: 'channelList',
      heading: 'Canais ZAP',
      intro: 'Canais feitos pela ZAP, em português.',
      ownOnly: true,
    },
    context: blockContext('pt', 'ao', true, '/tv/zap-channels'),
    catalog: catalogFixture,
  },
}

export const NoChannels: Story = {
  args: {
    block: { blockType: 'channelList', heading: 'Listagem de canais' },
    context: blockContext('pt', 'mz', false, '/tv/listagem-de-canais'),
    catalog: { channels: [], packages: [] },
  },
}
