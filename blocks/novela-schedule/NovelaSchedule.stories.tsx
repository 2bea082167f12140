import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { novelaScheduleFixture } from './fixtures'
import { NovelaScheduleView } from './NovelaScheduleView'

const meta = {
  title: 'Blocks/Novela schedule',
  component: NovelaScheduleView,
} satisfies Meta<typeof NovelaScheduleView>

export default meta
type Story = StoryObj<typeof meta>

const path = '/tv/zap-channels/novelas/programming'
const now = new Date()

/** The week from today as a table on wide screens; narrow the viewport below 768 px for the per-day list. */
export const Week: Story = {
  args: {
    block: {
      blockType: 'novelaSchedule',
      heading: 'Programação',
      intro: 'Episódios novos de segunda a sexta; ao fim de semana, os resumos da semana.',
    },
    context: blockContext('pt', 'ao', true, path),
    data: novelaScheduleFixture(now, 'ao', 'pt'),
  },
}

export const InEnglish: Story = {
  args: {
    block: { blockType: 'novelaSchedule', heading: 'Programming' },
    context: blockContext('en', 'mz', true, path),
    data: novelaScheduleFixture(now, 'mz', 'en'),
  },
}

export const NothingScheduled: Story = {
  args: {
    block: { blockType: 'novelaSchedule', heading: 'Programação' },
    context: blockContext('pt', 'ao', true, path),
    data: { ...novelaScheduleFixture(now, 'ao', 'pt'), programmes: [] },
  },
}
