import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { channelsFixture, packagesFixture } from '@/blocks/package-grid/fixtures'
import { signUpsFixture } from '@/lib/packages/fixtures'
import { PackageComparisonView } from './PackageComparisonView'

const meta = {
  title: 'Blocks/Package comparison',
  component: PackageComparisonView,
} satisfies Meta<typeof PackageComparisonView>

export default meta
type Story = StoryObj<typeof meta>

export const AngolaSatellite: Story = {
  args: {
    block: {
      blockType: 'packageComparison',
      heading: 'Comparação de pacotes',
      intro: 'Veja que canais traz cada pacote.',
      service: 'satelite',
    },
    context: blockContext('pt', 'ao', true, '/zap-satelite/comparacao-de-pacotes'),
    packages: packagesFixture.ao,
    channels: channelsFixture.ao,
    signUps: signUpsFixture(packagesFixture.ao),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: 'packageComparison', heading: 'Compare packages', service: 'satelite' },
    context: blockContext('en', 'mz', true, '/zap-satelite/comparacao-de-pacotes'),
    packages: packagesFixture.mz,
    channels: channelsFixture.mz,
    signUps: signUpsFixture(packagesFixture.mz, 'en'),
  },
}

/** On a 320 px phone: short package names and marks, within the width; the names stick below the header. */
export const Phone: Story = {
  ...AngolaSatellite,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
}

export const NothingToCompare: Story = {
  args: {
    block: { blockType: 'packageComparison', heading: 'Comparação de pacotes', service: 'fibra' },
    context: blockContext('pt', 'ao', false),
    packages: [],
    channels: channelsFixture.ao,
    signUps: new Map(),
  },
}
