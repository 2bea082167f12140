import type { Payload, Where } from 'payload'
import { addDays, dayKey, GUIDE_DAYS, zonedTime } from '@/blocks/tv-guide/guide-days'
import type { CountryCode } from '@/lib/countries'
import type { CinemaFilm } from '@/cms/payload-types'

type Session = NonNullable<CinemaFilm['sessions']>[number]

/** One film on at ZAP Cinemas (Angola); `poster` is a seed media key. Filled by the cinema area. */
export type SeedCinemaFilm = {
  title: string
  rating?: string
  durationMinutes?: number
  poster?: string
  /** Sessions relative to the seed day, so "Em cartaz" has a week of sessions after every fresh seed. */
  sessions: (today: Date) => Pick<Session, 'startsAt' | 'room' | 'format'>[]
  pt: { synopsis: string; genre?: string }
  en: { synopsis: string; genre?: string }
}

/** The cinema's four daily slots and six rooms (Shopping Avenida, Morro Bento, Luanda). */
type Slot = '13:30' | '16:00' | '18:45' | '21:15'
type Room = 'Sala 1' | 'Sala 2' | 'Sala 3' | 'Sala 4' | 'Sala 5' | 'IMAX'
type Showing = [slot: Slot, room: Room, format?: Session['format']]

/**
 * A film's daily sessions for the week from the seed day, at wall-clock times in Luanda (UTC+1) so
 * "Em cartaz" shows 13:30, not 12:30. `days` limits the film to some days of the week (0 = seed day);
 * `weekend` adds sessions on Saturdays and Sundays only.
 */
function week(showings: Showing[], options: { days?: number[]; weekend?: Showing[] } = {}): SeedCinemaFilm['sessions'] {
  return (today) => {
    const first = dayKey(today, 'ao')
    return Array.from({ length: SEED_DAYS }, (_, day) => day)
      .filter((day) => !options.days || options.days.includes(day))
      .flatMap((day) => {
        const key = addDays(first, day)
        const weekday = new Date(`${key}T12:00:00Z`).getUTCDay()
        const extra = weekday === 0 || weekday === 6 ? (options.weekend ?? []) : []
        return [...showings, ...extra].map(([slot, room, format = '2D']) => {
          const [hour = 0, minute = 0] = slot.split(':').map(Number)
          return { startsAt: zonedTime(key, hour, minute, 'ao').toISOString(), room, format }
        })
      })
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  }
}

/**
 * Days of sessions the seed writes, from the day it runs: the week "Em cartaz" shows, and the day
 * after, so a site seeded just before midnight in Luanda still shows a full week once the day turns.
 */
export const SEED_DAYS = GUIDE_DAYS + 1

// One room per slot: no two films share a room at the same time.
const ANGOLA: SeedCinemaFilm[] = [
  {
    title: 'Órbita Zero',
    rating: 'M/12',
    durationMinutes: 134,
    poster: 'cinema-poster-orbita-zero',
    sessions: week([
      ['16:00', 'IMAX', 'IMAX'],
      ['18:45', 'Sala 5', '3D'],
      ['21:15', 'IMAX', 'IMAX'],
    ]),
    pt: {
      genre: 'Ficção científica',
      synopsis:
        'Uma engenheira angolana lidera a primeira missão africana a uma estação orbital abandonada e descobre que o silêncio da estação esconde um pedido de socorro. Filmado para IMAX.',
    },
    en: {
      genre: 'Science fiction',
      synopsis:
        'An Angolan engineer leads the first African mission to an abandoned orbital station and finds that its silence hides a distress call. Shot for IMAX.',
    },
  },
  {
    title: 'Operação Kalandula',
    rating: 'M/16',
    durationMinutes: 109,
    poster: 'cinema-poster-operacao-kalandula',
    sessions: week([
      ['16:00', 'Sala 1'],
      ['18:45', 'IMAX', 'IMAX'],
      ['21:15', 'Sala 1'],
    ]),
    pt: {
      genre: 'Ação',
      synopsis:
        'Um antigo mergulhador da marinha aceita um último trabalho: recuperar um carregamento escondido junto às quedas de Kalandula antes que a época das chuvas o leve rio abaixo.',
    },
    en: {
      genre: 'Action',
      synopsis:
        'A former navy diver takes one last job: to recover a shipment hidden by the Kalandula falls before the rainy season sweeps it downriver.',
    },
  },
  {
    title: 'Pequenos Heróis do Bairro',
    rating: 'M/6',
    durationMinutes: 92,
    poster: 'cinema-poster-pequenos-herois',
    sessions: week(
      [
        ['13:30', 'Sala 2', '3D'],
        ['16:00', 'Sala 2'],
      ],
      { weekend: [['13:30', 'IMAX', 'IMAX']] },
    ),
    pt: {
      genre: 'Animação',
      synopsis:
        'Quatro amigos do Sambizanga descobrem que o velho candeeiro da rua lhes dá superpoderes ao pôr do sol. Versão dobrada em português, para toda a família.',
    },
    en: {
      genre: 'Animation',
      synopsis:
        'Four friends from Sambizanga find out that the old street lamp gives them superpowers at sunset. Dubbed in Portuguese, for the whole family.',
    },
  },
  {
    title: 'Kianda',
    rating: 'M/12',
    durationMinutes: 118,
    poster: 'cinema-poster-kianda',
    sessions: week([
      ['18:45', 'Sala 3'],
      ['21:15', 'Sala 3'],
    ]),
    pt: {
      genre: 'Fantasia',
      synopsis:
        'Na Ilha de Luanda, uma pescadora jura ter visto a Kianda, a sereia da baía. Ninguém acredita nela, até o mar começar a devolver o que lhe tiraram.',
    },
    en: {
      genre: 'Fantasy',
      synopsis:
        'On Luanda Island, a fisherwoman swears she has seen Kianda, the mermaid of the bay. Nobody believes her until the sea starts giving back what was taken from it.',
    },
  },
  {
    title: 'Rota do Namibe',
    rating: 'M/12',
    durationMinutes: 104,
    poster: 'cinema-poster-rota-namibe',
    sessions: week([
      ['13:30', 'Sala 4'],
      ['18:45', 'Sala 4'],
    ]),
    pt: {
      genre: 'Aventura',
      synopsis:
        'Dois irmãos desavindos atravessam o deserto do Namibe num velho jipe para cumprir a última vontade do pai. Uma viagem de dunas, welwitschias e reconciliação.',
    },
    en: {
      genre: 'Adventure',
      synopsis:
        'Two estranged brothers cross the Namibe desert in an old jeep to carry out their father’s last wish. A journey of dunes, welwitschias and reconciliation.',
    },
  },
  {
    title: 'O Último Semba',
    rating: 'M/12',
    durationMinutes: 121,
    poster: 'cinema-poster-ultimo-semba',
    sessions: week(
      [
        ['13:30', 'Sala 3'],
        ['16:00', 'Sala 3'],
      ],
      { days: [0, 1, 2, 3, 4] },
    ),
    pt: {
      genre: 'Drama musical',
      synopsis:
        'Nos anos 70, uma cantora de semba luta para gravar o disco que a cidade inteira já canta de cor. Estreia de cinema angolano com banda sonora original.',
    },
    en: {
      genre: 'Musical drama',
      synopsis:
        'In the 1970s, a semba singer fights to record the album the whole city already knows by heart. An Angolan premiere with an original soundtrack.',
    },
  },
  {
    title: 'Casamento à Angolana',
    rating: 'M/12',
    durationMinutes: 98,
    poster: 'cinema-poster-casamento-angolana',
    sessions: week([
      ['16:00', 'Sala 4'],
      ['18:45', 'Sala 2'],
      ['21:15', 'Sala 4'],
    ]),
    pt: {
      genre: 'Comédia',
      synopsis:
        'Faltam sete dias para o casamento e as duas famílias ainda não concordam no alambamento, no menu nem na lista de convidados. Uma comédia sobre tradições e sogras.',
    },
    en: {
      genre: 'Comedy',
      synopsis:
        'The wedding is seven days away and the two families still disagree on the bride price, the menu and the guest list. A comedy about traditions and in-laws.',
    },
  },
  {
    title: 'A Casa da Ilha',
    rating: 'M/16',
    durationMinutes: 101,
    poster: 'cinema-poster-casa-da-ilha',
    // Opens two days after the seed day: the week's premiere.
    sessions: week(
      [
        ['21:15', 'Sala 5'],
        ['16:00', 'Sala 5'],
      ],
      { days: [2, 3, 4, 5, 6] },
    ),
    pt: {
      genre: 'Terror',
      synopsis:
        'Um grupo de amigos aluga uma casa colonial no Mussulo para o fim de semana. Na primeira noite, a maré sobe mais do que devia e alguém bate à porta.',
    },
    en: {
      genre: 'Horror',
      synopsis:
        'A group of friends rents a colonial house on Mussulo for the weekend. On the first night the tide rises higher than it should, and someone knocks at the door.',
    },
  },
]

/** ZAP Cinemas are in Angola only: Mozambique has no films. */
export const seedCinemaFilmData = (country: CountryCode): SeedCinemaFilm[] => (country === 'ao' ? ANGOLA : [])

/** Posters of the seed films (files in cms/seed/images). */
export const cinemaPosterMedia = ANGOLA.flatMap((film) =>
  film.poster
    ? [
        {
          key: film.poster,
          file: `${film.poster}.webp`,
          alt: { pt: `Cartaz do filme ${film.title}`, en: `Poster of the film ${film.title}` },
        },
      ]
    : [],
)

/** Creates the country's seed films that do not exist yet (found by title), published. */
export async function seedCinemaFilms(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  media: Map<string, number>,
  today = new Date(),
): Promise<void> {
  for (const item of seedCinemaFilmData(code)) {
    const where: Where = { and: [{ title: { equals: item.title } }, { country: { equals: countryId } }] }
    const found = await payload.find({
      collection: 'cinema-films',
      where,
      limit: 1,
      depth: 0,
      draft: true,
      pagination: false,
    })
    if (found.docs[0]) continue
    const poster = item.poster ? media.get(item.poster) : undefined
    if (item.poster && poster === undefined)
      throw new Error(`seed: film ${item.title} names unknown media ${item.poster}`)
    const created = await payload.create({
      collection: 'cinema-films',
      locale: 'pt',
      draft: false,
      data: {
        title: item.title,
        rating: item.rating,
        durationMinutes: item.durationMinutes,
        poster,
        sessions: item.sessions(today),
        synopsis: item.pt.synopsis,
        genre: item.pt.genre,
        country: countryId,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'cinema-films',
      id: created.id,
      locale: 'en',
      draft: false,
      data: { synopsis: item.en.synopsis, genre: item.en.genre, _status: 'published' },
    })
  }
}
