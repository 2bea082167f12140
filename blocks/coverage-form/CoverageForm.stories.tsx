import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { CoverageFormBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Coverage survey form',
  component: CoverageFormBlockComponent,
} satisfies Meta<typeof CoverageFormBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

// Fibre is sold in Angola only, so the survey exists there only.
export const Portuguese: Story = {
  args: {
    block: {
      blockType: 'coverageForm',
      heading: 'Pesquisa de cobertura',
      intro: 'Diga-nos onde mora e verificamos se a ZAP Fibra chega a sua casa.',
    },
    context: blockContext('pt', 'ao', true, '/zap-fibra/pesquisa-de-cobertura'),
  },
}

export const English: Story = {
  args: {
    block: { blockType: 'coverageForm', heading: 'Coverage survey' },
    context: blockContext('en', 'ao', false, '/zap-fibra/coverage-survey'),
  },
}
