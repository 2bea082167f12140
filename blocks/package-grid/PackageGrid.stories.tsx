import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { actionsFixture } from '@/lib/packages/fixtures'
import { channelsFixture, packagesFixture } from './fixtures'
import { PackageGridView } from './PackageGridView'

const meta = {
  title: 'Blocks/Package grid',
  component: PackageGridView,
} satisfies Meta<typeof PackageGridView>

export default meta
type Story = StoryObj<typeof meta>

export const AngolaSatellite: Story = {
  args: {
    block: {
      blockType: 'packageGrid',
      heading: 'Pacotes de canais',
      intro: 'Carregue por 30 dias e mude de pacote quando quiser.',
      service: 'satelite',
      showChannelCount: true,
    },
    context: blockContext('pt', 'ao', true, '/zap-satelite/pacotes-de-canais'),
    packages: packagesFixture.ao,
    channels: channelsFixture.ao,
    actions: actionsFixture(packagesFixture.ao),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: 'packageGrid', heading: 'Channel packages', service: 'satelite', showChannelCount: true },
    context: blockContext('en', 'mz', true, '/zap-satelite/pacotes-de-canais'),
    packages: packagesFixture.mz,
    channels: channelsFixture.mz,
    actions: actionsFixture(packagesFixture.mz, 'en'),
  },
}

export const WithoutChannelCount: Story = {
  args: {
    block: { blockType: 'packageGrid', heading: 'Pacotes', service: 'satelite', showChannelCount: false },
    context: blockContext('pt', 'ao', false),
    packages: packagesFixture.ao.slice(0, 2),
    channels: [],
    actions: actionsFixture(packagesFixture.ao),
  },
}

export const NoPackages: Story = {
  args: {
    block: { blockType: 'packageGrid', heading: 'Pacotes de fibra', service: 'fibra' },
    context: blockContext('pt', 'ao', false),
    packages: [],
    channels: [],
    actions: new Map(),
  },
}
