import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { novelDetailFixture, novelSlotsFixture, novelsFixture } from './fixtures'
import { NovelDetailView } from './NovelDetailView'
import { NovelListView } from './NovelListView'

const meta = {
  title: 'Blocks/Novela list',
  component: NovelListView,
} satisfies Meta<typeof NovelListView>

export default meta
type Story = StoryObj<typeof meta>

const path = '/tv/zap-channels/novelas/novels'

export const Novelas: Story = {
  args: {
    block: {
      blockType: 'novelList',
      heading: 'Novelas',
      intro: 'Histórias do Brasil, da Turquia e do México, dobradas em português.',
    },
    context: blockContext('pt', 'ao', true, path),
    novels: novelsFixture,
  },
}

export const InEnglish: Story = {
  args: {
    block: { blockType: 'novelList', heading: 'Our novelas' },
    context: blockContext('en', 'mz', false, '/tv/zap-channels/novelas'),
    novels: novelsFixture,
  },
}

export const NoNovelas: Story = {
  args: {
    block: { blockType: 'novelList', heading: 'Novelas' },
    context: blockContext('pt', 'ao', true, path),
    novels: [],
  },
}

/** /tv/zap-channels/novelas/{id}: one novela in full. */
export const NovelaPage: StoryObj<typeof NovelDetailView> = {
  render: (args) => <NovelDetailView {...args} />,
  args: {
    block: { blockType: 'novelList', heading: 'As nossas novelas' },
    context: blockContext('pt', 'ao', true, '/tv/zap-channels/novelas/41', '41'),
    novel: novelDetailFixture,
    slots: novelSlotsFixture,
  },
}
