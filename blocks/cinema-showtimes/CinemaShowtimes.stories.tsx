import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { CinemaShowtimesView } from './CinemaShowtimesView'
import { filmsFixture } from './fixtures'
import { showtimeDays } from './showtime-days'
import type { CinemaShowtimesData } from './CinemaShowtimesView'

const now = new Date()
const path = '/zap-cinemas/em-exibicao'
/** The block's data on its first day (today), or on the `index`th day. */
const data = (days: CinemaShowtimesData['days'], index = 0): CinemaShowtimesData => ({
  days,
  selected: days[index]?.key ?? '',
})

const meta = {
  title: 'Blocks/Cinema showtimes',
  component: CinemaShowtimesView,
} satisfies Meta<typeof CinemaShowtimesView>

export default meta
type Story = StoryObj<typeof meta>

/** "Em cartaz": a week of sessions, one link per day (day 3 has none), today shown. */
export const NowShowing: Story = {
  args: {
    block: {
      blockType: 'cinemaShowtimes',
      heading: 'Em cartaz',
      intro: 'Horários dos ZAP Cinemas do Shopping Avenida, em Luanda.',
      days: 7,
    },
    context: blockContext('pt', 'ao', true, path),
    data: data(showtimeDays(filmsFixture(now), now, 'ao', 'pt', 7)),
  },
}

export const InEnglish: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Now showing', days: 7 },
    context: blockContext('en', 'ao', true, path),
    data: data(showtimeDays(filmsFixture(now), now, 'ao', 'en', 7)),
  },
}

/** The IMAX page: only the IMAX sessions. */
export const ImaxOnly: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Sessões IMAX', days: 7, format: 'IMAX' },
    context: blockContext('pt', 'ao', false, '/zap-cinemas/imax'),
    data: data(showtimeDays(filmsFixture(now), now, 'ao', 'pt', 7, 'IMAX')),
  },
}

export const NothingShowing: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Em cartaz', days: 7 },
    context: blockContext('pt', 'ao', true, path),
    data: data(showtimeDays([], now, 'ao', 'pt', 7)),
  },
}

/** A later day's address (/zap-cinemas/em-exibicao/YYYY-MM-DD): its link is marked current. */
export const DayAfterTomorrow: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Em cartaz', days: 7 },
    context: blockContext('pt', 'ao', true, path),
    data: data(showtimeDays(filmsFixture(now), now, 'ao', 'pt', 7), 2),
  },
}
