import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { PriceListBlockComponent } from './Component'
import { priceListFixture } from './fixtures'

const meta = {
  title: 'Blocks/Price list',
  component: PriceListBlockComponent,
} satisfies Meta<typeof PriceListBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const CinemaTickets: Story = {
  args: { block: priceListFixture, context: blockContext('pt', 'ao', true, '/zap-cinemas/precario') },
}

/** Further down a page, in English, in meticais. */
export const InMeticais: Story = {
  args: {
    block: { ...priceListFixture, heading: 'Prices', intro: null, footnote: null },
    context: blockContext('en', 'mz', false, '/zap-cinemas/precario'),
  },
}
