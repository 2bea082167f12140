import { MockedProvider } from '@apollo/client/testing/react'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { guideFixture } from './fixtures'
import { VIEW_SEGMENTS } from './guide-views'
import { TvGuideView } from './TvGuideView'

const now = new Date()

/**
 * The guide's views with the seed's schedules, as the server renders them at `now`. The island asks
 * GraphQL only when the page it was given is out of date (a cached page after midnight): not here,
 * so an empty Apollo mock stands in for /api/graphql. The language and country are the page's (the
 * preview's decorator), read from the block's context.
 */
const meta = {
  title: 'Blocks/TV guide',
  component: TvGuideView,
  decorators: [
    (Story) => (
      <MockedProvider mocks={[]}>
        <Story />
      </MockedProvider>
    ),
  ],
} satisfies Meta<typeof TvGuideView>

export default meta
type Story = StoryObj<typeof meta>

const path = '/tv/guia-tv'

/** Today, every channel: the hour bar moves the rows; the search finds a channel. */
export const Angola: Story = {
  args: {
    block: {
      blockType: 'tvGuide',
      heading: 'Guia TV',
      intro: 'O que está a dar agora e a seguir, o que passa esta noite e a programação da semana. Horas de Angola.',
    },
    context: blockContext('pt', 'ao', true, path),
    data: guideFixture(now, 'ao', 'pt'),
  },
}

/** Now and next on every channel. */
export const NowInEnglish: Story = {
  args: {
    block: { blockType: 'tvGuide', heading: 'TV guide', intro: 'Times are Mozambique time.' },
    context: blockContext('en', 'mz', true, `${path}/${VIEW_SEGMENTS.now}`, VIEW_SEGMENTS.now),
    data: guideFixture(now, 'mz', 'en', { view: { kind: 'now' } }),
  },
}

/** Tonight, 20:00 to midnight, on every channel that has something on. */
export const Tonight: Story = {
  args: {
    block: { blockType: 'tvGuide', heading: 'Guia TV' },
    context: blockContext('pt', 'ao', true, `${path}/${VIEW_SEGMENTS.tonight}`, VIEW_SEGMENTS.tonight),
    data: guideFixture(now, 'ao', 'pt', { view: { kind: 'tonight' } }),
  },
}

export const NoProgrammesToday: Story = {
  args: {
    block: { blockType: 'tvGuide', heading: 'Guia TV' },
    context: blockContext('pt', 'ao', false, path),
    data: guideFixture(now, 'ao', 'pt', { programmes: false }),
  },
}
