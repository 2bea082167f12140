import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { CampaignDetailView } from './CampaignDetailView'
import { CampaignListView } from './CampaignListView'
import { campaignDetailFixture, campaignsFixture } from './fixtures'

const meta = {
  title: 'Blocks/Campaign list',
  component: CampaignListView,
} satisfies Meta<typeof CampaignListView>

export default meta
type Story = StoryObj<typeof meta>

const path = '/zap-satelite/campanhas'

export const SatelliteCampaigns: Story = {
  args: {
    block: {
      blockType: 'campaignList',
      heading: 'Campanhas ZAP Satélite',
      intro: 'Aproveite as campanhas em curso.',
      service: 'satelite',
    },
    context: blockContext('pt', 'ao', true, path),
    campaigns: campaignsFixture,
  },
}

export const InEnglish: Story = {
  args: {
    block: { blockType: 'campaignList', heading: 'ZAP Satellite campaigns', service: 'satelite' },
    context: blockContext('en', 'mz', true, path),
    campaigns: campaignsFixture,
  },
}

export const NoCampaigns: Story = {
  args: {
    block: { blockType: 'campaignList', heading: 'Campanhas', service: 'fibra' },
    context: blockContext('pt', 'ao', true, '/zap-fibra/campanhas'),
    campaigns: [],
  },
}

/** /zap-satelite/campanhas/{id}: one campaign in full. */
export const CampaignDetail: StoryObj<typeof CampaignDetailView> = {
  render: (args) => <CampaignDetailView {...args} />,
  args: {
    block: { blockType: 'campaignList', heading: 'Campanhas', service: 'satelite' },
    context: blockContext('pt', 'ao', true, `${path}/31`, '31'),
    campaign: campaignDetailFixture,
  },
}
