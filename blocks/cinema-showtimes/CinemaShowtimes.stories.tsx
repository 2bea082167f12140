import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '../../stories/fixtures'
import { CinemaShowtimesView } from './CinemaShowtimesView'
import { filmsFixture } from './fixtures'
import { showtimeDays } from './showtime-days'

const now = new Date()
const path = '/zap-cinemas/em-exibicao'

const meta = {
  title: 'Blocks/Cinema showtimes',
  component: CinemaShowtimesView,
} satisfies Meta<typeof CinemaShowtimesView>

export default meta
type Story = StoryObj<typeof meta>

/** "Em cartaz": a week of sessions, one tab per day (day 3 has none). */
export const NowShowing: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Em cartaz', intro: 'Horários dos ZAP Cinemas do Shopping Avenida, em Luanda.', days: 7 },
    context: blockContext('pt', 'ao', true, path),
    data: { days: showtimeDays(filmsFixture(now), now, 'ao', 'pt', 7) },
  },
}

export const InEnglish: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Now showing', days: 7 },
    context: blockContext('en', 'ao', true, path),
    data: { days: showtimeDays(filmsFixture(now), now, 'ao', 'en', 7) },
  },
}

/** The IMAX page: only the IMAX sessions. */
export const ImaxOnly: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Sessões IMAX', days: 7, format: 'IMAX' },
    context: blockContext('pt', 'ao', false, '/zap-cinemas/imax'),
    data: { days: showtimeDays(filmsFixture(now), now, 'ao', 'pt', 7, 'IMAX') },
  },
}

export const NothingShowing: Story = {
  args: {
    block: { blockType: 'cinemaShowtimes', heading: 'Em cartaz', days: 7 },
    context: blockContext('pt', 'ao', true, path),
    data: { days: showtimeDays([], now, 'ao', 'pt', 7) },
  },
}
