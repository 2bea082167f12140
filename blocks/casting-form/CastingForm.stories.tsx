import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { CastingFormBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Casting form',
  component: CastingFormBlockComponent,
} satisfies Meta<typeof CastingFormBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'castingForm',
      heading: 'Casting Diamante Bruto',
      intro: 'Canta, dança, representa ou faz rir? Inscreva-se no casting.',
    },
    context: blockContext('pt', 'ao', true, '/diamante-bruto/casting'),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: 'castingForm', heading: 'Diamante Bruto casting' },
    context: blockContext('en', 'mz', false, '/diamante-bruto/casting'),
  },
}
