import type { MovieEntry } from '@/lib/content/get-movies'
import type { Locale } from '@/lib/locales'

/** Films as the block receives them, for stories and tests (posters are the seed's files under /seed). */
const poster = (file: string, alt: string) => ({ url: `/seed/${file}`, alt, width: 400, height: 600 })

export const MONTH_FIXTURE = '2026-03'

export function moviesFixture(locale: Locale = 'pt'): MovieEntry[] {
  const pt = locale === 'pt'
  return [
    {
      id: '1',
      title: 'Maré Alta',
      synopsis: pt
        ? 'Uma mergulhadora da polícia marítima descobre uma rede de contrabando no porto e tem uma noite para a travar.'
        : 'A marine police diver uncovers a smuggling ring in the harbour and has one night to stop it.',
      genre: pt ? 'Ação' : 'Action',
      year: 2024,
      durationMinutes: 104,
      rating: 'M/16',
      month: MONTH_FIXTURE,
      channel: { name: 'ZAP Filmes 2', number: 101 },
      poster: poster('poster-mare-alta.webp', pt ? 'Cartaz do filme Maré Alta' : 'Poster for the film Maré Alta'),
      trailerUrl: '/media/trailers/zap-filmes-trailer.mp4',
    },
    {
      id: '2',
      title: 'A Receita da Avó Rosa',
      synopsis: pt
        ? 'Três irmãos desavindos têm de reabrir juntos o restaurante da avó para cumprir o testamento.'
        : "Three estranged siblings must reopen their grandmother's restaurant together to honour her will.",
      genre: pt ? 'Comédia' : 'Comedy',
      year: 2022,
      durationMinutes: 96,
      rating: 'M/6',
      month: MONTH_FIXTURE,
      channel: { name: 'ZAP Filmes 3', number: 102 },
      poster: poster(
        'poster-receita-avo-rosa.webp',
        pt ? 'Cartaz do filme A Receita da Avó Rosa' : 'Poster for the film A Receita da Avó Rosa',
      ),
    },
    {
      id: '3',
      title: 'Estrela do Bairro',
      synopsis: pt
        ? 'Um jovem cantor de kizomba chega à final de um concurso de talentos e tem de escolher entre a fama e a família.'
        : 'A young kizomba singer reaches the final of a talent show and must choose between fame and family.',
      genre: pt ? 'Drama musical' : 'Musical drama',
      year: 2024,
      durationMinutes: 60,
      month: MONTH_FIXTURE,
      channel: { name: 'ZAP Filmes 1', number: 100 },
    },
  ]
}

export function shelfFixture(locale: Locale = 'pt'): MovieEntry[] {
  const pt = locale === 'pt'
  return [
    {
      id: '21',
      title: 'Luanda Noturna',
      synopsis: pt
        ? 'Uma inspetora investiga os crimes da noite de Luanda.'
        : 'An inspector investigates the crimes of Luanda by night.',
      genre: pt ? 'Série policial' : 'Crime series',
      year: 2024,
      durationMinutes: 45,
      rating: 'M/14',
      month: MONTH_FIXTURE,
      videoClubTab: 'series',
      poster: poster(
        'poster-luanda-noturna.webp',
        pt ? 'Cartaz da série Luanda Noturna' : 'Poster for the series Luanda Noturna',
      ),
    },
    {
      id: '22',
      title: 'Família Kiluanje',
      synopsis: pt ? 'Três gerações debaixo do mesmo teto.' : 'Three generations under one roof.',
      genre: pt ? 'Comédia' : 'Comedy',
      year: 2023,
      month: MONTH_FIXTURE,
      videoClubTab: 'series',
    },
  ]
}
