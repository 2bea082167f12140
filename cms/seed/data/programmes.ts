import type { Payload } from 'payload'
import { addDays, dayKey, dayNumber, dayRange, GUIDE_DAYS, zonedTime } from '@/blocks/tv-guide/guide-days'
import type { ProgrammeAiring } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { channelsFor } from './channels'
import { seedNovelData, type SeedNovel } from './novels'

/**
 * A week of TV guide for every channel of each country (channels.ts), every day covered from 00:00 to
 * 24:00 in the country's time zone, from the day the seed runs. Each channel's day comes from its
 * genre's day template (news at the hour, cartoons in the morning, novelas in the evening, football,
 * films…), with the channel's own names; ZAP Novelas' day is made from the novelas' slots
 * (novels.ts), so the novela pages and the guide read one schedule. Titles are in both languages
 * where they are words (a name is the same in both); "episode", "rerun", "marathon" and "live" are
 * fields the page writes in its own language, never words in a title. Titles rotate with the date
 * itself (not with the seed day), so a given day always has the same schedule and tests can
 * compute it. No programme lasts more than six hours (the guide's "now" and "tonight" look that far
 * back: blocks/tv-guide/guide-views.ts).
 */

/** A title in Portuguese and English; a name is written once and reads the same in both. */
type Text = string | readonly [pt: string, en: string]
type Slot = { at: string; title: Text; episode?: number; airing?: ProgrammeAiring; novel?: string }
/** The day a plan is made for: `n` counts days since 1970-01-01, `weekday` is 0 (Sunday) to 6. */
type DayContext = { code: CountryCode; n: number; weekday: number }
type Plan = (day: DayContext) => Slot[]

const pt = (text: Text) => (typeof text === 'string' ? text : text[0])
const en = (text: Text) => (typeof text === 'string' ? text : text[1])
const s = (at: string, title: Text, extra: Omit<Slot, 'at' | 'title'> = {}): Slot => ({ at, title, ...extra })
const pick = <T>(list: readonly T[], index: number): T => list[((index % list.length) + list.length) % list.length] as T
/** "{prefix}: {title}" in each language. */
const titled = (prefix: Text, title: Text): Text => [`${pt(prefix)}: ${pt(title)}`, `${en(prefix)}: ${en(title)}`]
const hh = (hour: number, minute = 0) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`

const FILMS: readonly Text[] = [
  ['A Última Fronteira', 'The Last Frontier'],
  ['Noite em Luanda', 'A Night in Luanda'],
  ['O Segredo do Farol', 'The Lighthouse Secret'],
  ['Caminhos Cruzados', 'Crossed Paths'],
  ['Operação Kalahari', 'Operation Kalahari'],
  ['Herança de Sangue', 'Blood Inheritance'],
  ['O Voo 714', 'Flight 714'],
  ['Amor em Maputo', 'Love in Maputo'],
  ['A Ilha dos Sonhos', 'Island of Dreams'],
  ['Corrida Contra o Tempo', 'Race Against Time'],
  ['O Último Comboio', 'The Last Train'],
  ['Vozes do Deserto', 'Voices of the Desert'],
  ['Missão Atlântico', 'Mission Atlantic'],
  ['O Pescador e o Mar', 'The Fisherman and the Sea'],
  ['Cidade Sem Dormir', 'Sleepless City'],
  ['A Rainha Njinga', 'Queen Njinga'],
]
const ACTION: readonly Text[] = [
  ['Alvo Duplo', 'Double Target'],
  ['Fuga de Benguela', 'Escape from Benguela'],
  ['Ponto de Rutura', 'Breaking Point'],
  ['Código Vermelho', 'Code Red'],
  ['O Resgate', 'The Rescue'],
  ['Linha de Fogo', 'Line of Fire'],
  ['Perseguição no Porto', 'Harbour Chase'],
  ['Sem Retorno', 'No Way Back'],
]
const FAMILY: readonly Text[] = [
  ['A Família Baptista', 'The Baptista Family'],
  ['Casamento à Angolana', 'An Angolan Wedding'],
  ['O Tio da América', 'The Uncle from America'],
  ['Férias Trocadas', 'Swapped Holidays'],
  ['O Cão que Sabia Demais', 'The Dog Who Knew Too Much'],
  ['Avó ao Volante', 'Grandma at the Wheel'],
  ['Uma Loja em Apuros', 'A Shop in Trouble'],
  ['O Grande Golpe do Bairro', 'The Big Neighbourhood Heist'],
]
const PREMIUM: readonly Text[] = [
  ['Sombras de Lisboa', 'Shadows of Lisbon'],
  ['O Arquiteto', 'The Architect'],
  ['Marés Vivas', 'Spring Tides'],
  ['A Herdeira', 'The Heiress'],
  ['Jogo Perigoso', 'Dangerous Game'],
  ['Depois da Chuva', 'After the Rain'],
  ['O Último Verão', 'The Last Summer'],
  ['Terra Prometida', 'Promised Land'],
  ['Segredos de Família', 'Family Secrets'],
  ['Estrada Nacional', 'National Road'],
]
const CLASSICS = [
  'Angola x Camarões (CAN 2010)',
  'Final da Taça de Angola 2019',
  'Moçambique x Nigéria (CAN 2010)',
  'Benfica x Porto (1987)',
  'Brasil x Itália (1970)',
] as const

type League = { name: string; teams: readonly string[] }
const LEAGUE: Record<CountryCode, League> = {
  ao: {
    name: 'Girabola',
    teams: [
      'Petro de Luanda',
      '1.º de Agosto',
      'Sagrada Esperança',
      'Interclube',
      'Wiliete',
      'Kabuscorp',
      'Académica do Lobito',
      'Desportivo da Huíla',
    ],
  },
  mz: {
    name: 'Moçambola',
    teams: [
      'Ferroviário de Maputo',
      'Black Bulls',
      'Costa do Sol',
      'UD Songo',
      'Ferroviário da Beira',
      'Chingale de Tete',
      'Ferroviário de Nampula',
      'Liga Desportiva',
    ],
  },
}
const PORTUGAL: League = {
  name: 'Liga Portugal',
  teams: ['Benfica', 'FC Porto', 'Sporting CP', 'SC Braga', 'Vitória SC', 'Boavista', 'Rio Ave', 'Gil Vicente'],
}
const FRANCE: League = {
  name: 'Ligue 1',
  teams: [
    'Paris SG',
    'Olympique de Marseille',
    'Olympique Lyonnais',
    'AS Monaco',
    'LOSC Lille',
    'Stade Rennais',
    'OGC Nice',
    'RC Lens',
  ],
}
const SPAIN: League = {
  name: 'LaLiga',
  teams: [
    'Real Madrid',
    'FC Barcelona',
    'Atlético de Madrid',
    'Sevilla FC',
    'Real Sociedad',
    'Villarreal CF',
    'Real Betis',
    'Athletic Club',
  ],
}

/** A fixture that changes every day: home and away never the same team. */
const match = (league: League, n: number, round: number) =>
  `${league.name}: ${pick(league.teams, n + round)} x ${pick(league.teams, n + round + 3 + (n % 3))}`
/** Benfica's own fixture of the day, at home one day and away the next. */
const benficaMatch = (n: number) => {
  const rival = pick(PORTUGAL.teams.slice(1), n)
  return n % 2 === 0 ? `${PORTUGAL.name}: Benfica x ${rival}` : `${PORTUGAL.name}: ${rival} x Benfica`
}

/** Days since 1970-01-01 that were Monday to Friday, before day `n` (1970-01-01 was a Thursday). */
function weekdaysBefore(n: number): number {
  let count = Math.floor(n / 7) * 5
  for (let i = 0; i < n % 7; i += 1) {
    const weekday = (4 + i) % 7
    if (weekday >= 1 && weekday <= 5) count += 1
  }
  return count
}

/** An episode that moves on by one each weekday, from a different point for each series. */
const episodeOf = (offset: number, total: number, n: number) => ((weekdaysBefore(n) + offset) % total) + 1

/* ------------------------------------------------------------------------------------------------
 * Genre templates: a day shaped like the genre's, named by the channel.
 * --------------------------------------------------------------------------------------------- */

/** A general channel: news at noon and in the evening, magazines by day, something big at night. */
function general(names: {
  news: Text
  morning: Text
  magazine: Text
  afternoon: Text
  kids?: Text
  prime: readonly Text[]
  series: Text
  films: readonly Text[]
  seriesEpisodes: number
}): Plan {
  return ({ n, weekday }) => [
    s('00:00', names.news, { airing: 'rerun' }),
    s('01:00', pick(names.films, n * 3 + 1), { airing: 'rerun' }),
    s('03:00', ['Música pela noite', 'Music through the night']),
    s('06:00', names.morning),
    s('09:00', names.magazine),
    s('12:00', names.news),
    s('13:00', names.series, {
      episode: episodeOf(7, names.seriesEpisodes, n) - 1 || names.seriesEpisodes,
      airing: 'rerun',
    }),
    s('14:00', names.afternoon),
    s('17:00', names.kids ?? ['Desenhos animados', 'Cartoons']),
    s('18:30', ['Concurso: Quem Sabe, Ganha', 'Quiz: Who Knows, Wins']),
    s('19:30', names.news),
    s('20:30', pick(names.prime, weekday)),
    s('21:30', names.series, { episode: episodeOf(7, names.seriesEpisodes, n) }),
    s('22:30', titled(['Cinema', 'Film'], pick(names.films, n * 3))),
  ]
}

/** A news channel: a bulletin at every hour, a programme on the half hour, the night's news again after midnight. */
function news(channel: string): Plan {
  const halfHours: readonly Text[] = [
    ['Economia em Foco', 'Business Focus'],
    ['Mundo Hoje', 'World Today'],
    ['Desporto em Foco', 'Sport Focus'],
    ['A Grande Entrevista', 'The Big Interview'],
    ['Saúde em Dia', 'Health Today'],
    ['Província a Província', 'Province by Province'],
    ['Tecnologia', 'Technology'],
    ['Cultura em Foco', 'Culture Focus'],
  ]
  return ({ n }) => [
    s('00:00', [`${channel}: o dia em revista`, `${channel}: the day in review`], { airing: 'rerun' }),
    ...Array.from({ length: 18 }, (_, i) => 6 + i).flatMap((hour) => [
      s(hh(hour), [`Noticiário das ${hh(hour)}`, `${hh(hour)} news bulletin`]),
      s(hh(hour, 30), pick(halfHours, n + hour)),
    ]),
  ]
}

/** A children's channel: calm at night, a run of series by day, a film for the family in the evening. */
function kids(shows: readonly Text[], night: Text, film: readonly Text[]): Plan {
  return ({ n }) => [
    s('00:00', night),
    s('06:00', pick(shows, n)),
    s('08:00', pick(shows, n + 1)),
    s('10:00', pick(shows, n + 2)),
    s('12:00', pick(shows, n + 3)),
    s('14:00', pick(shows, n + 4)),
    s('16:00', pick(shows, n + 5)),
    s('18:00', titled(['Filme para toda a família', 'Family film'], pick(film, n))),
    s('20:00', pick(shows, n + 6)),
    s('22:00', night, { airing: 'rerun' }),
  ]
}

/** A music channel: charts by day, the country's own music in the afternoon, dance at night. */
function music(names: { morning: Text; chart: Text; local: Text; evening: Text; night: Text; live: Text }): Plan {
  return ({ weekday }) => [
    s('00:00', names.night),
    s('06:00', names.morning),
    s('10:00', names.chart),
    s('13:00', names.local),
    s('17:00', names.evening),
    s(
      '20:00',
      weekday === 5 || weekday === 6 ? names.live : names.chart,
      weekday === 5 || weekday === 6 ? { airing: 'live' } : { airing: 'rerun' },
    ),
    s('22:00', names.night),
  ]
}

/** A football channel: the day's matches live, replays and a news programme in between. */
function football(names: { news: Text; magazine: Text; matches: (n: number, round: number) => string }): Plan {
  return ({ n }) => [
    s('00:00', names.matches(n - 1, 1), { airing: 'rerun' }),
    s('02:00', names.matches(n - 1, 2), { airing: 'rerun' }),
    s('04:00', names.news, { airing: 'rerun' }),
    s('06:00', names.news),
    s('08:00', names.magazine),
    s('10:00', names.matches(n - 1, 0), { airing: 'rerun' }),
    s('12:00', names.news),
    s('14:00', names.matches(n, 1), { airing: 'live' }),
    s('16:00', names.magazine, { airing: 'rerun' }),
    s('18:00', names.matches(n, 2), { airing: 'live' }),
    s('20:00', names.matches(n, 0), { airing: 'live' }),
    s('22:00', names.news),
  ]
}

/** A film channel: a film every two hours, the evening's one announced as the day's premiere. */
function films(pool: readonly Text[], premiere: Text, seed: number): Plan {
  return ({ n }) => [
    ...[0, 2, 4, 6, 8, 10, 12, 14, 16, 18].map((hour, i) => s(hh(hour), pick(pool, n * 5 + seed + i))),
    s('21:00', titled(premiere, pick(pool, n * 5 + seed + 11))),
    s('23:00', pick(pool, n * 5 + seed + 12)),
  ]
}

/** A series channel: episodes in blocks, a new one in the evening. */
function seriesChannel(series: readonly { title: Text; episodes: number }[]): Plan {
  return ({ n }) => {
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => pick(series, n + i)) as [
      (typeof series)[number],
      (typeof series)[number],
      (typeof series)[number],
      (typeof series)[number],
    ]
    const ep = (item: (typeof series)[number], back = 0) => {
      const latest = episodeOf(series.indexOf(item) * 11, item.episodes, n)
      return ((latest - 1 - back + item.episodes) % item.episodes) + 1
    }
    return [
      s('00:00', a.title, { episode: ep(a, 1), airing: 'rerun' }),
      s('01:00', b.title, { episode: ep(b, 1), airing: 'rerun' }),
      s('02:00', c.title, { episode: ep(c, 1), airing: 'rerun' }),
      s('03:00', d.title, { episode: ep(d, 1), airing: 'rerun' }),
      s('04:00', a.title, { episode: ep(a, 2), airing: 'rerun' }),
      s('06:00', b.title, { episode: ep(b, 2), airing: 'rerun' }),
      s('08:00', c.title, { episode: ep(c, 2), airing: 'rerun' }),
      s('10:00', d.title, { episode: ep(d, 2), airing: 'rerun' }),
      s('12:00', a.title, { episode: ep(a, 1), airing: 'rerun' }),
      s('14:00', b.title, { episode: ep(b, 1), airing: 'rerun' }),
      s('16:00', c.title, { episode: ep(c, 1), airing: 'rerun' }),
      s('18:00', d.title, { episode: ep(d, 1), airing: 'rerun' }),
      s('20:00', a.title, { episode: ep(a) }),
      s('21:00', b.title, { episode: ep(b) }),
      s('22:00', c.title, { episode: ep(c) }),
      s('23:00', d.title, { episode: ep(d) }),
    ]
  }
}

/** A religious channel: prayer at dawn and dusk, worship on Sunday morning. */
const religious: Plan = ({ weekday }) => [
  s('00:00', ['Louvor da noite', 'Night praise']),
  s('05:00', ['Oração da manhã', 'Morning prayer']),
  s('06:00', ['Palavra de Vida', 'Word of Life']),
  s(
    '09:00',
    weekday === 0 ? ['Culto dominical', 'Sunday service'] : ['Estudo bíblico', 'Bible study'],
    weekday === 0 ? { airing: 'live' } : {},
  ),
  s('12:00', ['Testemunhos', 'Testimonies']),
  s('14:00', ['Coros de Angola', 'Choirs of Angola']),
  s('17:00', ['Família e Fé', 'Family and Faith']),
  s('19:00', ['Oração da tarde', 'Evening prayer']),
  s('20:00', ['Palavra de Vida', 'Word of Life'], { airing: 'rerun' }),
  s('22:00', ['Louvor da noite', 'Night praise']),
]

/* ------------------------------------------------------------------------------------------------
 * ZAP Novelas: the novelas' first-run slots (novels.ts), reruns of the latest episodes in between,
 * a marathon overnight.
 * --------------------------------------------------------------------------------------------- */

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number)
  return (hour ?? 0) * 60 + (minute ?? 0)
}
const timeOf = (minutes: number) => hh(Math.floor(minutes / 60), minutes % 60)
/** A novela's episode on day `n`: each one from a different point, by its place in the list. */
const novelaEpisode = (novela: SeedNovel, index: number, n: number) => episodeOf(index * 37, novela.episodes, n)

function novelasDay(code: CountryCode): Plan {
  const lineUp = seedNovelData(code)
  // Reruns show the novelas that air on weekdays; the weekend-only one has no episodes to repeat.
  const rerunnable = lineUp.filter((novela) => novela.schedule.some((slot) => Number(slot.day) <= 5))
  return ({ n, weekday }) => {
    const day = String(weekday === 0 ? 7 : weekday)
    const weekend = weekday === 0 || weekday === 6
    const firstRuns = lineUp
      .flatMap((novela) =>
        novela.schedule.filter((slot) => slot.day === day).map((slot) => ({ novela, start: minutesOf(slot.time) })),
      )
      .sort((a, b) => a.start - b.start)
    const marathon = pick(rerunnable, n)
    const slots: Slot[] = [s('00:00', marathon.title, { airing: 'marathon', novel: marathon.title })]
    let at = 6 * 60
    let rerun = n
    const rerunUntil = (end: number) => {
      // An hour each, the last one up to the next first run (never a programme under half an hour).
      while (end - at >= 60) {
        const novela = pick(rerunnable, rerun++)
        // The latest episode shown before today: yesterday's (Friday's at the weekend).
        const previous = novelaEpisode(novela, lineUp.indexOf(novela), n) - 1 || novela.episodes
        slots.push(s(timeOf(at), novela.title, { episode: previous, airing: 'rerun', novel: novela.title }))
        at += 60
      }
    }
    for (const { novela, start } of firstRuns) {
      rerunUntil(start)
      // A new episode on weekdays; at the weekend the week's omnibus, which has no episode number.
      slots.push(
        s(timeOf(start), novela.title, {
          novel: novela.title,
          ...(weekend ? {} : { episode: novelaEpisode(novela, lineUp.indexOf(novela), n) }),
        }),
      )
      at = start + 60
    }
    rerunUntil(24 * 60)
    return slots
  }
}

/* ------------------------------------------------------------------------------------------------
 * Every channel's plan.
 * --------------------------------------------------------------------------------------------- */

const PRIME_TIME: readonly Text[] = [
  'Diamante Bruto',
  'Conversas de Sofá',
  ['Grande Reportagem ZAP', 'ZAP Special Report'],
  ['Noite de Comédia', 'Comedy Night'],
  'Vidas ZAP',
  ['Stars on Stage: a caminho da gala', 'Stars on Stage: the road to the gala'],
  'Stars on Stage: gala',
]

const zapViva: Plan = ({ n, weekday }) => [
  // After midnight, the evening again (Saturday's gala included).
  s('00:00', 'Noites ZAP Viva', { airing: 'rerun' }),
  s('06:00', 'Manhãs ZAP Viva'),
  s('10:00', 'Janela Aberta'),
  s('12:00', ['ZAP Viva Notícias: edição da tarde', 'ZAP Viva Notícias: afternoon edition']),
  s('13:00', 'Sabores de Casa'),
  s('15:00', 'Tarde Viva'),
  s('19:30', ['ZAP Viva Notícias: edição da noite', 'ZAP Viva Notícias: evening edition']),
  s('20:30', pick(PRIME_TIME, weekday), weekday === 6 ? { airing: 'live' } : {}),
  s('22:30', titled(['Sessão da Noite', 'Late Night Film'], pick(FILMS, n * 3 + 1))),
]

const PLANS: Record<string, (code: CountryCode) => Plan> = {
  tpa1:
    () =>
    ({ n }) => [
      s('00:00', 'Telejornal', { airing: 'rerun' }),
      s('01:00', ['Música da Noite', 'Night Music'], { airing: 'rerun' }),
      s('06:00', 'Bom Dia Angola'),
      s('09:00', 'Manhã Informativa'),
      s('12:00', 'Jornal da Tarde'),
      s('13:00', 'Angola, Minha Terra'),
      s('15:00', 'Tardes da TPA'),
      s('17:00', 'Desporto TPA'),
      s('20:00', 'Telejornal'),
      s('21:00', pick(['Grande Entrevista', 'Angola em Debate', 'Janela da Cultura', 'Repórter Angola'], n)),
      s('22:30', titled(['Cinema TPA', 'TPA Cinema'], pick(FILMS, n * 5 + 3))),
    ],
  tpa2: () =>
    general({
      news: 'Jornal TPA 2',
      morning: ['Manhãs Jovens', 'Young Mornings'],
      magazine: ['Saúde em Casa', 'Health at Home'],
      afternoon: ['Tarde Desportiva', 'Sports Afternoon'],
      prime: [
        ['Festival da Canção', 'Song Festival'],
        ['Teatro em Casa', 'Theatre at Home'],
        ['Documentário: Angola Selvagem', 'Documentary: Wild Angola'],
        'Kuduro Show',
        ['Contos de Angola', 'Tales of Angola'],
        ['Noite de Humor', 'Comedy Night'],
        ['Gala da Música', 'Music Gala'],
      ],
      series: ['Bairro Alegre', 'Bairro Alegre'],
      seriesEpisodes: 60,
      films: FAMILY,
    }),
  'tpa-noticias': () => news('TPA Notícias'),
  'zap-viva': () => zapViva,
  // The HD channel carries ZAP Viva's programmes at the same time.
  'zap-viva-hd': () => zapViva,
  'tv-zimbo': () =>
    general({
      news: 'Jornal da Zimbo',
      morning: 'Zimbo Manhã',
      magazine: ['Conversas ao Meio-Dia', 'Midday Talk'],
      afternoon: ['Tarde Zimbo', 'Zimbo Afternoon'],
      prime: [
        ['Domingo em Família', 'Family Sunday'],
        ['Zimbo Investiga', 'Zimbo Investigates'],
        ['Debate da Semana', 'The Week’s Debate'],
        ['Talentos de Angola', 'Angola’s Talents'],
        ['Reportagem Especial', 'Special Report'],
        ['Sexta Show', 'Friday Show'],
        ['Sábado à Noite', 'Saturday Night'],
      ],
      series: ['Luanda 24 Horas', 'Luanda 24 Hours'],
      seriesEpisodes: 80,
      films: ACTION,
    }),
  'zap-novelas': (code) => novelasDay(code),
  'rtp-africa':
    () =>
    ({ n }) => [
      s('00:00', 'Repórter África', { airing: 'rerun' }),
      s('01:00', ['Músicas de Cá e de Lá', 'Music from Here and There'], { airing: 'rerun' }),
      s('06:00', 'Bom Dia Portugal'),
      s('09:00', 'Praça da Alegria'),
      s('12:00', 'Jornal da Tarde'),
      s('13:00', 'Repórter África'),
      s('15:00', 'Bem-vindos'),
      s('17:00', ['Músicas de Cá e de Lá', 'Music from Here and There']),
      s('20:00', 'Telejornal'),
      s('21:00', pick(['Grande Entrevista', 'Latitudes', 'África 7 Dias', 'Moçambique em Foco'], n)),
    ],
  'rtp-internacional': () =>
    general({
      news: 'Telejornal',
      morning: 'Bom Dia Portugal',
      magazine: 'Praça da Alegria',
      afternoon: ['Portugal Hoje', 'Portugal Today'],
      kids: 'Zig Zag',
      prime: [
        ['Fado, a Canção de Lisboa', 'Fado, the Song of Lisbon'],
        'Prós e Contras',
        ['Portugal à Mesa', 'Portugal at the Table'],
        ['Visita Guiada', 'Guided Tour'],
        ['Linha da Frente', 'Front Line'],
        ['Noite de Fado', 'Fado Night'],
        ['Festa da Música', 'Music Party'],
      ],
      series: 'Bem-vindos a Beirais',
      seriesEpisodes: 120,
      films: PREMIUM,
    }),
  globo:
    () =>
    ({ n }) => [
      s('00:00', titled('Corujão', pick(FILMS, n * 5 + 2))),
      s('02:00', ['Música pela madrugada', 'Music through the night']),
      s('06:00', 'Bom Dia Brasil'),
      s('09:00', 'Mais Você'),
      s('12:00', 'Jornal Hoje'),
      s('14:00', titled(['Sessão da Tarde', 'Afternoon Film'], pick(FILMS, n * 5 + 4))),
      s('16:00', 'Vale a Pena Ver de Novo', { airing: 'rerun' }),
      s('18:00', ['Novela das Seis', 'Six O’Clock Novela']),
      s('19:00', 'Jornal da Globo'),
      s('20:30', 'Jornal Nacional'),
      s('21:30', ['Novela das Nove', 'Nine O’Clock Novela']),
      s('23:00', 'Conversa com Bial'),
    ],
  sbt: () =>
    general({
      news: 'SBT Brasil',
      morning: 'Primeiro Impacto',
      magazine: ['Casos de Família', 'Family Matters'],
      afternoon: 'Fofocalizando',
      prime: [
        'Programa Silvio Santos',
        'The Noite',
        ['A Praça é Nossa', 'The Square Is Ours'],
        ['Roda a Roda', 'Wheel of Fortune'],
        ['Show do Milhão', 'Million Show'],
        ['Cine Espetacular', 'Spectacular Cinema'],
        'Programa do Ratinho',
      ],
      series: 'Chaves',
      seriesEpisodes: 290,
      films: ACTION,
    }),
  'canal-panda':
    () =>
    ({ n }) => [
      s('00:00', ['Panda Noite', 'Panda Night']),
      s('06:00', ['Bom Dia Panda', 'Good Morning Panda']),
      s('08:00', ['As Aventuras do Panda', 'Panda’s Adventures']),
      s('11:00', ['Contos da Savana', 'Savannah Tales']),
      s('14:00', ['Os Pequenos Exploradores', 'The Little Explorers']),
      s('17:00', ['Panda Jogos', 'Panda Games'], { episode: (n % 52) + 1 }),
      s('20:00', ['Histórias para Dormir', 'Bedtime Stories']),
    ],
  babytv: () =>
    kids(
      [
        ['Canções de Roda', 'Nursery Rhymes'],
        ['Cores e Formas', 'Colours and Shapes'],
        ['Os Animais da Quinta', 'Farm Animals'],
        ['Hora do Banho', 'Bath Time'],
        ['Contar até Dez', 'Counting to Ten'],
        ['Brincar e Aprender', 'Play and Learn'],
        ['Boa Noite, Bebé', 'Good Night, Baby'],
      ],
      ['Canções de Embalar', 'Lullabies'],
      [
        ['O Primeiro Passeio', 'The First Outing'],
        ['O Ursinho Perdido', 'The Lost Teddy'],
      ],
    ),
  disney: () =>
    kids(
      [
        ['A Escola dos Heróis', 'Hero School'],
        ['Os Gémeos Detetives', 'The Twin Detectives'],
        ['A Princesa do Deserto', 'The Desert Princess'],
        ['Robôs em Férias', 'Robots on Holiday'],
        ['Clube da Música', 'Music Club'],
        ['A Casa da Árvore', 'The Tree House'],
        ['Patrulha do Oceano', 'Ocean Patrol'],
      ],
      ['Desenhos da Noite', 'Night-time Cartoons'],
      FAMILY,
    ),
  'zap-musica':
    (code) =>
    ({ weekday }) => [
      s('00:00', ['Música pela Noite Dentro', 'Music into the Night']),
      s('04:00', ['Clássicos ao Amanhecer', 'Classics at Dawn']),
      s('07:00', ['Acordar com Música', 'Wake Up to Music']),
      s('11:00', 'Top ZAP Música'),
      s('15:00', code === 'ao' ? ['Semba de Ouro', 'Golden Semba'] : ['Marrabenta de Ouro', 'Golden Marrabenta']),
      s('19:00', 'Kizomba Total'),
      s(
        '22:00',
        code === 'ao' ? ['Noite de Kuduro', 'Kuduro Night'] : ['Noite de Pandza', 'Pandza Night'],
        weekday === 6 ? { airing: 'live' } : {},
      ),
    ],
  'trace-brasil': () =>
    music({
      morning: ['Bom Dia com Música', 'Good Morning Music'],
      chart: 'Trace Top 20',
      local: ['Samba e Pagode', 'Samba and Pagode'],
      evening: 'Funk Brasil',
      night: ['Baile da Noite', 'Night Dance'],
      live: ['Festival de Verão', 'Summer Festival'],
    }),
  'sporttv-africa':
    (code) =>
    ({ n }) => [
      s('00:00', ['Resumos da jornada', 'Matchday highlights']),
      s('06:00', 'Sport Notícias'),
      s('10:00', titled(['Grandes Jogos', 'Classic Matches'], pick(CLASSICS, n))),
      s('14:00', match(LEAGUE[code], n, 0), { airing: 'live' }),
      s('17:00', match(LEAGUE[code], n, 1), { airing: 'live' }),
      s('20:00', match(PORTUGAL, n, 0), { airing: 'live' }),
      s('22:30', ['Sport Notícias: fecho', 'Sport Notícias: late edition']),
    ],
  'benfica-tv': () =>
    football({
      news: 'Jornal do Benfica',
      magazine: ['Benfica em Casa', 'Benfica at Home'],
      matches: (n, round) => (round === 0 ? benficaMatch(n) : match(PORTUGAL, n, round + 4)),
    }),
  'zap-ligue-1': () =>
    football({
      news: ['Ligue 1: notícias', 'Ligue 1: news'],
      magazine: ['Ligue 1: a jornada', 'Ligue 1: the matchday'],
      matches: (n, round) => match(FRANCE, n, round),
    }),
  'laliga-na-zap': () =>
    football({
      news: ['LaLiga: notícias', 'LaLiga: news'],
      magazine: ['LaLiga: a jornada', 'LaLiga: the matchday'],
      matches: (n, round) => match(SPAIN, n, round),
    }),
  'zap-filmes-1': () => films(FILMS, ['Estreia ZAP Filmes', 'ZAP Filmes premiere'], 0),
  'zap-filmes-2': () => films(ACTION, ['Noite de Ação', 'Action Night'], 3),
  'zap-filmes-3': () => films(FAMILY, ['Cinema em Família', 'Family Cinema'], 5),
  // The HD channel carries ZAP Filmes 1 at the same time.
  'zap-filmes-hd': () => films(FILMS, ['Estreia ZAP Filmes', 'ZAP Filmes premiere'], 0),
  axn: () =>
    seriesChannel([
      { title: ['Investigação Criminal: Luanda', 'Crime Investigation: Luanda'], episodes: 44 },
      { title: ['Urgências', 'Emergency Room'], episodes: 66 },
      { title: ['Agentes Especiais', 'Special Agents'], episodes: 52 },
      { title: ['O Advogado', 'The Lawyer'], episodes: 30 },
      { title: ['Bombeiros 112', 'Firefighters 112'], episodes: 40 },
    ]),
  'tvcine-top': () => films(PREMIUM, ['Estreia TVCine', 'TVCine premiere'], 1),
  'tvcine-edition': () => films([...PREMIUM.slice(5), ...FILMS.slice(8)], ['Ciclo de Autor', 'Director’s Season'], 2),
  tva: () => religious,
}

export type PlannedProgramme = {
  channel: string
  title: { pt: string; en: string }
  startsAt: string
  endsAt: string
  episode: number | null
  airing: ProgrammeAiring | null
  /** The title of the novela it airs (novels.ts), or null. */
  novel: string | null
}

/** One channel's programmes on a day (YYYY-MM-DD in the country), each ending when the next starts, the last at midnight. */
export function dayPlan(code: CountryCode, channel: string, key: string): PlannedProgramme[] {
  const plan = PLANS[channel]
  if (!plan) return []
  const n = dayNumber(key)
  // 1970-01-01 was a Thursday (4).
  const slots = plan(code)({ code, n, weekday: (n + 4) % 7 })
  const at = (start: string) => {
    const [hour, minute] = start.split(':').map(Number)
    return zonedTime(key, hour ?? 0, minute ?? 0, code).toISOString()
  }
  return slots.map((slot, index) => {
    const next = slots[index + 1]
    return {
      channel,
      title: { pt: pt(slot.title), en: en(slot.title) },
      startsAt: at(slot.at),
      endsAt: next ? at(next.at) : dayRange(key, code).to,
      episode: slot.episode ?? null,
      airing: slot.airing ?? null,
      novel: slot.novel ?? null,
    }
  })
}

/** What the seed writes for one programme: the columns of `programmes` and the titles of `programmes_locales`. */
type Row = {
  values: {
    channel: number
    startsAt: string
    endsAt: string
    episode: number | null
    airing: ProgrammeAiring | null
    novel: number | null
    country: number
  }
  titles: { pt: string; en: string }
}
/** The database adapter's own multi-row insert (Payload's SQL adapters: SQLite and PostgreSQL). */
type BulkInsert = (args: {
  db: unknown
  tableName: string
  values: Record<string, unknown>[]
}) => Promise<Record<string, unknown>[]>

/** Rows per INSERT: far below SQLite's and PostgreSQL's limits on bound values (9 columns a row). */
const CHUNK = 200

/**
 * Inserts programmes many at a time: a week of every channel is thousands of programmes, and one
 * `payload.create` each (validation, hooks, a transaction and a read-back per document) cost more
 * than the rest of the seed. These rows are the seed's own, checked by its tests; the guide's cache
 * is tagged and expires on its own (GUIDE_REVALIDATE), and the seed runs before the site serves.
 * Without a SQL adapter it falls back to `payload.create`.
 */
async function insertProgrammes(payload: Payload, rows: Row[]): Promise<void> {
  const adapter = payload.db as unknown as { insert?: BulkInsert; drizzle?: unknown }
  const insert = adapter.insert?.bind(payload.db)
  if (!insert || !adapter.drizzle) {
    for (const { values, titles } of rows) {
      const created = await payload.create({
        collection: 'programmes',
        locale: 'pt',
        depth: 0,
        data: { ...values, title: titles.pt },
      })
      await payload.update({
        collection: 'programmes',
        id: created.id,
        locale: 'en',
        depth: 0,
        data: { title: titles.en },
      })
    }
    return
  }
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const inserted = await insert({
      db: adapter.drizzle,
      tableName: 'programmes',
      values: chunk.map((row) => row.values),
    })
    // One statement numbers its rows in the order given: sorted by id, the rows pair up with the chunk.
    const ids = inserted.map((row) => Number(row.id)).sort((a, b) => a - b)
    if (ids.length !== chunk.length || inserted.some((row) => !Number.isInteger(Number(row.id))))
      throw new Error(`seed: ${chunk.length} programmes sent, ${ids.length} stored`)
    const byId = new Map(inserted.map((row) => [Number(row.id), row]))
    chunk.forEach((row, i) => {
      const stored = byId.get(ids[i] ?? -1)
      if (Number(stored?.channel) !== row.values.channel) throw new Error('seed: programmes stored out of order')
    })
    await insert({
      db: adapter.drizzle,
      tableName: 'programmes_locales',
      values: chunk.flatMap((row, i) => [
        { title: row.titles.pt, _locale: 'pt', _parentID: ids[i] },
        { title: row.titles.en, _locale: 'en', _parentID: ids[i] },
      ]),
    })
  }
}

/**
 * Creates the guide for the coming week where a channel's day has none yet (one lookup for the whole
 * week, then only inserts), so seeding again, on a later day, or after the line-up grew, adds only what
 * is missing. `novels`: title -> id of the country's seed novelas (seedNovels), which ZAP Novelas'
 * programmes name.
 */
export async function seedProgrammes(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  channels: Map<string, number>,
  novels: Map<string, number>,
): Promise<void> {
  const first = dayKey(new Date(), code)
  // The week the guide shows, and the day after: a site seeded just before midnight still shows a
  // full week once the day turns.
  const days = Array.from({ length: GUIDE_DAYS + 1 }, (_, index) => addDays(first, index))
  const from = dayRange(first, code).from
  const to = dayRange(days[days.length - 1] ?? first, code).to
  const existing = await payload.find({
    collection: 'programmes',
    where: {
      and: [
        { country: { equals: countryId } },
        { startsAt: { greater_than_equal: from } },
        { startsAt: { less_than: to } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { startsAt: true, channel: true },
  })
  const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value)
  const seeded = new Set(existing.docs.map((doc) => `${idOf(doc.channel)}|${dayKey(new Date(doc.startsAt), code)}`))
  const rows: Row[] = []
  for (const key of days) {
    for (const { key: channelKey } of channelsFor(code)) {
      const channel = channels.get(channelKey)
      if (channel === undefined || seeded.has(`${channel}|${key}`)) continue
      for (const programme of dayPlan(code, channelKey, key)) {
        rows.push({
          values: {
            channel,
            startsAt: programme.startsAt,
            endsAt: programme.endsAt,
            episode: programme.episode,
            airing: programme.airing,
            novel: programme.novel === null ? null : (novels.get(programme.novel) ?? null),
            country: countryId,
          },
          titles: programme.title,
        })
      }
    }
  }
  if (rows.length > 0) await insertProgrammes(payload, rows)
}
