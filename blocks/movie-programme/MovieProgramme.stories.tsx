import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { MONTH_FIXTURE, moviesFixture, shelfFixture } from './fixtures'
import { MovieProgrammeView } from './MovieProgrammeView'

const meta = {
  title: 'Blocks/Movie programme',
  component: MovieProgrammeView,
} satisfies Meta<typeof MovieProgrammeView>

export default meta
type Story = StoryObj<typeof meta>

export const Cards: Story = {
  args: {
    block: {
      blockType: 'movieProgramme',
      view: 'cards',
      heading: 'Este mês nos ZAP Filmes',
      intro: 'Estreias, ação e comédia para toda a família.',
    },
    context: blockContext('pt', 'ao', false, '/zap-satelite/zap-filmes'),
    movies: moviesFixture('pt'),
    month: MONTH_FIXTURE,
  },
}

export const CardsInEnglish: Story = {
  args: {
    block: { blockType: 'movieProgramme', view: 'cards', heading: 'This month on ZAP Filmes' },
    context: blockContext('en', 'mz', true, '/zap-satelite/zap-movies'),
    movies: moviesFixture('en'),
    month: MONTH_FIXTURE,
  },
}

export const Monthly: Story = {
  args: {
    block: { blockType: 'movieProgramme', view: 'monthly', heading: 'A lista do mês' },
    context: blockContext('pt', 'mz', false, '/zap-satelite/zap-filmes'),
    movies: moviesFixture('pt'),
    month: MONTH_FIXTURE,
  },
}

export const NothingThisMonth: Story = {
  args: {
    block: { blockType: 'movieProgramme', view: 'cards', heading: 'Este mês nos ZAP Filmes' },
    context: blockContext('pt', 'ao', false, '/zap-satelite/zap-filmes'),
    movies: [],
    month: MONTH_FIXTURE,
  },
}

export const VideoClubShelf: Story = {
  args: {
    block: { blockType: 'movieProgramme', view: 'videoClub', heading: 'Videoclube ZAP Fibra' },
    context: blockContext('pt', 'ao', true, '/zap-fibra/videoclube/series', 'series'),
    movies: shelfFixture('pt'),
    month: MONTH_FIXTURE,
    shelf: { tabs: ['filmes', 'series', 'infantil', 'documentarios'], active: 'series' },
  },
}
