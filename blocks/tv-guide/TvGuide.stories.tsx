import { MockedProvider } from '@apollo/client/testing/react'
import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { dayMock, guideFixture } from './fixtures'
import { TvGuideView } from './TvGuideView'

const now = new Date()

/**
 * The island reads its other days from GraphQL: here a mocked Apollo link answers the six next days
 * with the seed's schedules, after a short delay (the loading state), instead of /api/graphql.
 * Its language and country are the page's (the preview's decorator), read from the block's context.
 */
const withGraphql: Decorator = (Story, { args }) => {
  const context = (args as { context?: { locale?: Locale; country?: CountryCode } }).context
  const locale = context?.locale ?? 'pt'
  const country = context?.country ?? 'ao'
  const mocks = guideFixture(now, country, locale)
    .days.slice(1)
    .map((day) => ({ ...dayMock(country, day, 'ok', 600), maxUsageCount: Number.POSITIVE_INFINITY }))
  return (
    <MockedProvider mocks={mocks}>
      <Story />
    </MockedProvider>
  )
}

const meta = {
  title: 'Blocks/TV guide',
  component: TvGuideView,
  decorators: [withGraphql],
} satisfies Meta<typeof TvGuideView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'tvGuide',
      heading: 'Guia TV',
      intro: 'Veja o que está a dar agora e o que vem a seguir. Horas de Angola.',
    },
    context: blockContext('pt', 'ao', true, '/tv/guia-tv'),
    data: guideFixture(now, 'ao', 'pt'),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: {
      blockType: 'tvGuide',
      heading: 'TV guide',
      intro: 'See what is on now and what comes next. Times are Mozambique time.',
    },
    context: blockContext('en', 'mz', true, '/tv/guia-tv'),
    data: guideFixture(now, 'mz', 'en'),
  },
}

export const NoProgrammesToday: Story = {
  args: {
    block: { blockType: 'tvGuide', heading: 'Guia TV' },
    context: blockContext('pt', 'ao', false, '/tv/guia-tv'),
    data: guideFixture(now, 'ao', 'pt', false),
  },
}
