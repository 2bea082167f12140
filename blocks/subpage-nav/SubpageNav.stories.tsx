import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { SubpageNavBlockComponent } from './Component'
import { servicesNav } from './fixtures'

const meta = {
  title: 'Blocks/Sub-page menu',
  component: SubpageNavBlockComponent,
} satisfies Meta<typeof SubpageNavBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

/** On a service page: the way back and the current service marked. */
export const OnAServicePage: Story = {
  args: { block: servicesNav('pt'), context: blockContext('pt', 'ao', true, '/zap-cinemas/servicos/points-card') },
}

/** On the services page itself: no back link, no tab current. */
export const OnTheSectionPage: Story = {
  args: { block: servicesNav('en', false), context: blockContext('en', 'ao', true, '/zap-cinemas/servicos') },
}
