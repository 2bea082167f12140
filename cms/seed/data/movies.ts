import type { Payload, Where } from 'payload'
import { addMonths, currentMonth } from '@/blocks/movie-programme/month'
import type { CountryCode } from '@/lib/countries'
import type { Movie } from '@/cms/payload-types'

type Text = [pt: string, en: string]
type Kind = 'film' | 'series' | 'documentary'

/** A title of the seed: invented films and series, each with its own poster (cms/seed/images/poster-{key}.webp). */
export type SeedMovie = {
  key: string
  title: string
  kind?: Kind
  genre: Text
  year: number
  durationMinutes: number
  rating: string
  synopsis: Text
  /** On a ZAP Filmes channel (keys of cms/seed/data/channels.ts); video club titles have none. */
  channel?: 'zap-filmes-1' | 'zap-filmes-2' | 'zap-filmes-3'
  videoClubTab?: NonNullable<Movie['videoClubTab']>
  /** Shows the seed's one test-pattern trailer. */
  trailer?: boolean
}

/** The one trailer the seed ships: a 5-second silent test pattern (public/media/trailers). */
export const SEED_TRAILER = '/media/trailers/zap-filmes-trailer.mp4'

/** ZAP Filmes programming: invented titles, plausible for a Portuguese-language films channel. */
const programme: SeedMovie[] = [
  {
    key: 'ultimo-comboio',
    title: 'O Último Comboio para Benguela',
    genre: ['Drama', 'Drama'],
    year: 2023,
    durationMinutes: 112,
    rating: 'M/12',
    channel: 'zap-filmes-1',
    trailer: true,
    synopsis: [
      'Na véspera da reforma, um maquinista conduz a última viagem de um velho comboio e reencontra o passado em cada estação.',
      'On the eve of retirement, a train driver takes an old train on its final run and meets his past at every station.',
    ],
  },
  {
    key: 'mare-alta',
    title: 'Maré Alta',
    genre: ['Ação', 'Action'],
    year: 2024,
    durationMinutes: 104,
    rating: 'M/16',
    channel: 'zap-filmes-2',
    trailer: true,
    synopsis: [
      'Uma mergulhadora da polícia marítima descobre uma rede de contrabando no porto e tem uma noite para a travar.',
      'A marine police diver uncovers a smuggling ring in the harbour and has one night to stop it.',
    ],
  },
  {
    key: 'receita-avo-rosa',
    title: 'A Receita da Avó Rosa',
    genre: ['Comédia', 'Comedy'],
    year: 2022,
    durationMinutes: 96,
    rating: 'M/6',
    channel: 'zap-filmes-3',
    synopsis: [
      'Três irmãos desavindos têm de reabrir juntos o restaurante da avó para cumprir o testamento.',
      "Three estranged siblings must reopen their grandmother's restaurant together to honour her will.",
    ],
  },
  {
    key: 'sombras-deserto',
    title: 'Sombras no Deserto',
    genre: ['Suspense', 'Thriller'],
    year: 2023,
    durationMinutes: 118,
    rating: 'M/16',
    channel: 'zap-filmes-2',
    trailer: true,
    synopsis: [
      'No deserto do Namibe, uma geóloga encontra o que não devia e percebe que está a ser seguida.',
      'In the Namib desert, a geologist finds something she should not have, and realises she is being followed.',
    ],
  },
  {
    key: 'estrela-bairro',
    title: 'Estrela do Bairro',
    genre: ['Drama musical', 'Musical drama'],
    year: 2024,
    durationMinutes: 109,
    rating: 'M/12',
    channel: 'zap-filmes-1',
    synopsis: [
      'Um jovem cantor de kizomba chega à final de um concurso de talentos e tem de escolher entre a fama e a família.',
      'A young kizomba singer reaches the final of a talent show and must choose between fame and family.',
    ],
  },
  {
    key: 'operacao-cabo-ledo',
    title: 'Operação Cabo Ledo',
    genre: ['Ação', 'Action'],
    year: 2021,
    durationMinutes: 101,
    rating: 'M/14',
    channel: 'zap-filmes-2',
    synopsis: [
      'Um antigo comando aceita uma última missão: resgatar uma jornalista raptada numa praia isolada.',
      'A former commando takes one last mission: rescuing a journalist kidnapped on a remote beach.',
    ],
  },
  {
    key: 'gigante-gentil',
    title: 'O Gigante Gentil',
    genre: ['Animação', 'Animation'],
    year: 2023,
    durationMinutes: 88,
    rating: 'M/6',
    channel: 'zap-filmes-3',
    trailer: true,
    synopsis: [
      'Uma menina faz amizade com um embondeiro que anda e fala, e juntos salvam a floresta da aldeia.',
      'A girl befriends a walking, talking baobab, and together they save the village forest.',
    ],
  },
  {
    key: 'cartas-lisboa',
    title: 'Cartas de Lisboa',
    genre: ['Romance', 'Romance'],
    year: 2022,
    durationMinutes: 107,
    rating: 'M/12',
    channel: 'zap-filmes-1',
    synopsis: [
      'Uma caixa de cartas esquecidas leva uma estudante de Luanda a procurar o grande amor da sua avó.',
      "A box of forgotten letters sends a student from Luanda in search of her grandmother's great love.",
    ],
  },
  {
    key: 'noite-sem-fim',
    title: 'Noite sem Fim',
    genre: ['Terror', 'Horror'],
    year: 2024,
    durationMinutes: 93,
    rating: 'M/16',
    channel: 'zap-filmes-2',
    trailer: true,
    synopsis: [
      'Presos num hotel durante um apagão, seis hóspedes percebem que a noite não vai acabar.',
      'Trapped in a hotel during a blackout, six guests realise the night is not going to end.',
    ],
  },
  {
    key: 'campeoes-rua',
    title: 'Campeões de Rua',
    genre: ['Comédia', 'Comedy'],
    year: 2023,
    durationMinutes: 99,
    rating: 'M/6',
    channel: 'zap-filmes-3',
    synopsis: [
      'Uma equipa de futebol de rua sem campo nem treinador inscreve-se no torneio nacional.',
      'A street football team with no pitch and no coach signs up for the national tournament.',
    ],
  },
  {
    key: 'segredo-farol',
    title: 'O Segredo do Farol',
    genre: ['Mistério', 'Mystery'],
    year: 2022,
    durationMinutes: 105,
    rating: 'M/12',
    channel: 'zap-filmes-1',
    trailer: true,
    synopsis: [
      'Um faroleiro desaparece sem deixar rasto e a filha regressa à ilha para descobrir porquê.',
      'A lighthouse keeper vanishes without a trace, and his daughter returns to the island to find out why.',
    ],
  },
  {
    key: 'rota-100',
    title: 'Rota 100',
    genre: ['Aventura', 'Adventure'],
    year: 2024,
    durationMinutes: 111,
    rating: 'M/12',
    channel: 'zap-filmes-3',
    synopsis: [
      'Dois amigos atravessam o país num carro velho para entregar uma encomenda misteriosa a tempo.',
      'Two friends cross the country in an old car to deliver a mysterious parcel on time.',
    ],
  },
]

/** Next month's premieres (shown by the monthly list once the month turns). */
const nextMonth: SeedMovie[] = [
  {
    key: 'ceu-de-fogo',
    title: 'Céu de Fogo',
    genre: ['Ação', 'Action'],
    year: 2025,
    durationMinutes: 115,
    rating: 'M/14',
    channel: 'zap-filmes-2',
    trailer: true,
    synopsis: [
      'Uma piloto de combate a incêndios enfrenta o maior fogo da sua carreira.',
      'A firefighting pilot faces the biggest blaze of her career.',
    ],
  },
  {
    key: 'ultima-danca',
    title: 'A Última Dança',
    genre: ['Drama', 'Drama'],
    year: 2024,
    durationMinutes: 102,
    rating: 'M/12',
    channel: 'zap-filmes-1',
    synopsis: [
      'Um casal de bailarinos de semba volta a dançar junto, trinta anos depois, por uma última noite.',
      'A pair of semba dancers take the floor together again, thirty years on, for one last night.',
    ],
  },
  {
    key: 'ferias-trocadas',
    title: 'Férias Trocadas',
    genre: ['Comédia', 'Comedy'],
    year: 2025,
    durationMinutes: 94,
    rating: 'M/6',
    channel: 'zap-filmes-3',
    synopsis: [
      'Duas famílias reservam por engano a mesma casa de férias e decidem não ceder.',
      'Two families book the same holiday house by mistake, and neither will back down.',
    ],
  },
]

/** The ZAP Fibra video club (Angola): three titles on each shelf. */
const videoClub: SeedMovie[] = [
  {
    key: 'codigo-vermelho',
    title: 'Código Vermelho',
    videoClubTab: 'filmes',
    genre: ['Ação', 'Action'],
    year: 2022,
    durationMinutes: 108,
    rating: 'M/14',
    synopsis: [
      'Uma técnica informática descobre um ataque à rede elétrica da cidade e tem seis horas para o impedir.',
      "An IT technician uncovers an attack on the city's power grid and has six hours to stop it.",
    ],
  },
  {
    key: 'amor-talatona',
    title: 'Amor em Talatona',
    videoClubTab: 'filmes',
    genre: ['Comédia romântica', 'Romantic comedy'],
    year: 2023,
    durationMinutes: 98,
    rating: 'M/12',
    synopsis: [
      'Dois vizinhos que não se suportam organizam juntos o casamento dos melhores amigos.',
      "Two neighbours who cannot stand each other organise their best friends' wedding together.",
    ],
  },
  {
    key: 'pescador-mar',
    title: 'O Pescador e o Mar',
    videoClubTab: 'filmes',
    genre: ['Drama', 'Drama'],
    year: 2021,
    durationMinutes: 103,
    rating: 'M/6',
    synopsis: [
      'Um velho pescador da ilha ensina ao neto tudo o que o mar lhe ensinou.',
      'An old island fisherman teaches his grandson everything the sea taught him.',
    ],
  },
  {
    key: 'luanda-noturna',
    title: 'Luanda Noturna',
    kind: 'series',
    videoClubTab: 'series',
    genre: ['Série policial', 'Crime series'],
    year: 2024,
    durationMinutes: 45,
    rating: 'M/14',
    synopsis: [
      'Oito episódios com uma inspetora da brigada noturna e os casos que a cidade esconde.',
      'Eight episodes with a night-squad inspector and the cases the city keeps hidden.',
    ],
  },
  {
    key: 'familia-kiluanje',
    title: 'Família Kiluanje',
    kind: 'series',
    videoClubTab: 'series',
    genre: ['Comédia', 'Comedy'],
    year: 2023,
    durationMinutes: 25,
    rating: 'M/6',
    synopsis: [
      'Três gerações debaixo do mesmo teto, um só comando da televisão.',
      'Three generations under one roof, and only one TV remote.',
    ],
  },
  {
    key: 'herdeiros',
    title: 'Herdeiros',
    kind: 'series',
    videoClubTab: 'series',
    genre: ['Drama', 'Drama'],
    year: 2022,
    durationMinutes: 50,
    rating: 'M/12',
    synopsis: [
      'A morte do patriarca deixa uma empresa de transportes e muitos segredos aos quatro filhos.',
      'The death of the patriarch leaves a haulage company, and many secrets, to his four children.',
    ],
  },
  {
    key: 'aventureiros-kwanza',
    title: 'Os Aventureiros do Kwanza',
    videoClubTab: 'infantil',
    genre: ['Animação', 'Animation'],
    year: 2023,
    durationMinutes: 82,
    rating: 'M/3',
    synopsis: [
      'Três amigos descem o rio Kwanza numa jangada e conhecem os animais das suas margens.',
      'Three friends sail down the Kwanza river on a raft and meet the animals along its banks.',
    ],
  },
  {
    key: 'zuzu-girafa',
    title: 'Zuzu e a Girafa',
    kind: 'series',
    videoClubTab: 'infantil',
    genre: ['Animação', 'Animation'],
    year: 2024,
    durationMinutes: 12,
    rating: 'M/3',
    synopsis: [
      'Uma menina curiosa e a sua amiga girafa respondem a uma pergunta nova em cada episódio.',
      'A curious girl and her giraffe friend answer a new question in every episode.',
    ],
  },
  {
    key: 'pequenos-cientistas',
    title: 'Pequenos Cientistas',
    kind: 'series',
    videoClubTab: 'infantil',
    genre: ['Educativo', 'Educational'],
    year: 2022,
    durationMinutes: 15,
    rating: 'M/3',
    synopsis: [
      'Experiências simples para fazer em casa, explicadas por crianças para crianças.',
      'Simple experiments to do at home, explained by children for children.',
    ],
  },
  {
    key: 'planeta-angola',
    title: 'Planeta Angola',
    kind: 'documentary',
    videoClubTab: 'documentarios',
    genre: ['Natureza', 'Nature'],
    year: 2023,
    durationMinutes: 52,
    rating: 'M/3',
    synopsis: [
      'Das quedas de Kalandula ao deserto do Namibe, a natureza de Angola como nunca a viu.',
      "From the Kalandula falls to the Namib desert, Angola's nature as you have never seen it.",
    ],
  },
  {
    key: 'ritmos-angola',
    title: 'Ritmos de Angola',
    kind: 'documentary',
    videoClubTab: 'documentarios',
    genre: ['Música', 'Music'],
    year: 2022,
    durationMinutes: 58,
    rating: 'M/6',
    synopsis: [
      'A história do semba, da kizomba e do kuduro contada por quem os criou.',
      'The story of semba, kizomba and kuduro, told by the people who made them.',
    ],
  },
  {
    key: 'quicama',
    title: 'Quiçama: o Regresso dos Elefantes',
    kind: 'documentary',
    videoClubTab: 'documentarios',
    genre: ['Natureza', 'Nature'],
    year: 2021,
    durationMinutes: 48,
    rating: 'M/3',
    synopsis: [
      'Como os elefantes voltaram ao Parque Nacional da Quiçama, contado por quem os acompanhou.',
      'How elephants returned to Quiçama National Park, told by those who went with them.',
    ],
  },
]

/** Each country's programme this month (ten films) and next month's premieres; the video club is Angola's (fibre). */
export const seedMovieData: Record<CountryCode, { current: SeedMovie[]; next: SeedMovie[]; videoClub: SeedMovie[] }> = {
  ao: { current: programme.slice(0, 10), next: nextMonth, videoClub },
  mz: { current: programme.slice(2, 12), next: nextMonth, videoClub: [] },
}

const ALL: SeedMovie[] = [...programme, ...nextMonth, ...videoClub]

const posterAlt = (movie: SeedMovie): Text => {
  switch (movie.kind ?? 'film') {
    case 'series':
      return [`Cartaz da série ${movie.title}`, `Poster for the series ${movie.title}`]
    case 'documentary':
      return [`Cartaz do documentário ${movie.title}`, `Poster for the documentary ${movie.title}`]
    default:
      return [`Cartaz do filme ${movie.title}`, `Poster for the film ${movie.title}`]
  }
}

/** The posters, for the seed's media list (cms/seed/data/pages.ts seedMedia). */
export const moviePosterMedia = ALL.map((movie) => {
  const [pt, en] = posterAlt(movie)
  return { key: `poster-${movie.key}`, file: `poster-${movie.key}.webp`, alt: { pt, en } }
})

/**
 * Creates the country's titles that are missing (found by title): this month's programme and
 * next month's, months counted where the country is when the seed runs.
 */
export async function seedMovies(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  channels: Map<string, number>,
  media: Map<string, number>,
): Promise<void> {
  const month = currentMonth(code)
  const data = seedMovieData[code]
  const entries: [SeedMovie, string][] = [
    ...data.current.map((movie): [SeedMovie, string] => [movie, month]),
    ...data.next.map((movie): [SeedMovie, string] => [movie, addMonths(month, 1)]),
    ...data.videoClub.map((movie): [SeedMovie, string] => [movie, month]),
  ]
  for (const [movie, when] of entries) {
    const where: Where = { and: [{ title: { equals: movie.title } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'movies', where, limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) continue
    const channel = movie.channel ? channels.get(movie.channel) : undefined
    if (movie.channel && channel === undefined) throw new Error(`seed: unknown ${code} channel "${movie.channel}"`)
    const poster = media.get(`poster-${movie.key}`)
    const created = await payload.create({
      collection: 'movies',
      locale: 'pt',
      data: {
        title: movie.title,
        synopsis: movie.synopsis[0],
        genre: movie.genre[0],
        year: movie.year,
        durationMinutes: movie.durationMinutes,
        rating: movie.rating,
        month: when,
        channel: channel ?? null,
        videoClubTab: movie.videoClubTab ?? null,
        poster: poster ?? null,
        trailerUrl: movie.trailer ? SEED_TRAILER : null,
        country: countryId,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'movies',
      id: created.id,
      locale: 'en',
      data: { synopsis: movie.synopsis[1], genre: movie.genre[1], _status: 'published' },
    })
  }
}
