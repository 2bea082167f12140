import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { manualsFixture } from './fixtures'
import { ManualListView } from './ManualListView'

const meta = {
  title: 'Blocks/Manual list',
  component: ManualListView,
} satisfies Meta<typeof ManualListView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: { blockType: 'manualList', heading: 'Manuais', intro: 'Guias de utilização do equipamento ZAP, em PDF.' },
    context: blockContext('pt', 'ao', true, '/apoio-ao-cliente/manuais'),
    manuals: manualsFixture,
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: 'manualList', heading: 'Manuals' },
    context: blockContext('en', 'mz', false, '/help/manuals'),
    manuals: manualsFixture.filter((manual) => manual.category !== 'router'),
  },
}

export const NoManuals: Story = {
  args: {
    block: { blockType: 'manualList', heading: 'Manuais' },
    context: blockContext('pt', 'mz', true, '/apoio-ao-cliente/manuais'),
    manuals: [],
  },
}
