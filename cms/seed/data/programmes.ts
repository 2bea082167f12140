import type { Payload } from 'payload'
import { addDays, dayKey, dayNumber, dayRange, GUIDE_DAYS, zonedTime } from '@/blocks/tv-guide/guide-days'
import type { CountryCode } from '@/lib/countries'

/**
 * A week of TV guide for each country: eight channels, every day covered from 00:00 to 24:00 in
 * the country's time zone, from the day the seed runs. Titles rotate with the date itself (not
 * with the seed day), so a given day always has the same schedule and tests can compute it.
 */

type Slot = [start: string, title: string]
type DayContext = { code: CountryCode; n: number; weekday: number }
type Plan = (day: DayContext) => Slot[]

const NOVELAS = ['O Jogo da Vida', 'Acorrentada', 'Terra Amarga', 'Força de Viver', 'Fruto Proibido'] as const
const FILMS = [
  'A Última Fronteira', 'Noite em Luanda', 'O Segredo do Farol', 'Caminhos Cruzados', 'Operação Kalahari', 'Herança de Sangue',
  'O Voo 714', 'Amor em Maputo', 'A Ilha dos Sonhos', 'Corrida Contra o Tempo', 'O Último Comboio', 'Vozes do Deserto',
  'Missão Atlântico', 'O Pescador e o Mar', 'Cidade Sem Dormir', 'A Rainha Njinga',
] as const
const CLASSICS = ['Angola x Camarões (CAN 2010)', 'Final da Taça de Angola 2019', 'Moçambique x Nigéria (CAN 2010)', 'Benfica x Porto (1987)', 'Brasil x Itália (1970)'] as const
const LEAGUE = {
  ao: { name: 'Girabola', teams: ['Petro de Luanda', '1.º de Agosto', 'Sagrada Esperança', 'Interclube', 'Wiliete', 'Kabuscorp', 'Académica do Lobito', 'Desportivo da Huíla'] },
  mz: { name: 'Moçambola', teams: ['Ferroviário de Maputo', 'Black Bulls', 'Costa do Sol', 'UD Songo', 'Ferroviário da Beira', 'Chingale de Tete', 'Ferroviário de Nampula', 'Liga Desportiva'] },
} as const
const EUROPE = {
  name: 'Liga Portugal',
  teams: ['Benfica', 'FC Porto', 'Sporting CP', 'SC Braga', 'Vitória SC', 'Boavista', 'Rio Ave', 'Gil Vicente'],
} as const

const pick = <T,>(list: readonly T[], index: number): T => list[((index % list.length) + list.length) % list.length] as T
/** A fixture that changes every day: home and away never the same team. */
const match = (league: { name: string; teams: readonly string[] }, n: number, round: number) =>
  `${league.name}: ${pick(league.teams, n + round)} x ${pick(league.teams, n + round + 3 + (n % 3))}`
/** Episode numbers move on by one a day, from a different point for each novela. */
const episode = (novela: (typeof NOVELAS)[number], n: number) => `${novela}, episódio ${(n + NOVELAS.indexOf(novela) * 37) % 180 + 1}`

const PRIME_TIME = ['Diamante Bruto', 'Conversas de Sofá', 'Grande Reportagem ZAP', 'Noite de Comédia', 'Vidas ZAP', 'Stars on Stage: a caminho da gala', 'Stars on Stage: gala em direto']

const PLANS: Record<string, Plan> = {
  'zap-viva': ({ n, weekday }) => [
    ['00:00', 'Noites ZAP Viva (repetição)'],
    ['06:00', 'Manhãs ZAP Viva'],
    ['10:00', 'Janela Aberta'],
    ['12:00', 'ZAP Viva Notícias: edição da tarde'],
    ['13:00', 'Sabores de Casa'],
    ['15:00', episode(pick(NOVELAS, n), n)],
    ['19:30', 'ZAP Viva Notícias: edição da noite'],
    ['20:30', pick(PRIME_TIME, weekday)],
    ['22:30', `Sessão da Noite: ${pick(FILMS, n * 3 + 1)}`],
  ],
  'zap-novelas': ({ n }) => [
    ['00:00', `Maratona ${pick(NOVELAS, n + 2)}`],
    ['06:00', episode('O Jogo da Vida', n)],
    ['09:00', episode('Acorrentada', n)],
    ['12:00', episode('Força de Viver', n)],
    ['15:00', episode('Terra Amarga', n)],
    ['18:00', episode('Fruto Proibido', n)],
    ['20:00', episode('O Jogo da Vida', n + 1)],
    ['22:00', episode('Acorrentada', n + 1)],
  ],
  tpa1: ({ n }) => [
    ['00:00', 'Telejornal (repetição)'],
    ['06:00', 'Bom Dia Angola'],
    ['09:00', 'Manhã Informativa'],
    ['12:00', 'Jornal da Tarde'],
    ['13:00', 'Angola, Minha Terra'],
    ['15:00', 'Tardes da TPA'],
    ['17:00', 'Desporto TPA'],
    ['20:00', 'Telejornal'],
    ['21:00', pick(['Grande Entrevista', 'Angola em Debate', 'Janela da Cultura', 'Repórter Angola'], n)],
  ],
  'rtp-africa': ({ n }) => [
    ['00:00', 'Repórter África (repetição)'],
    ['06:00', 'Bom Dia Portugal'],
    ['09:00', 'Praça da Alegria'],
    ['12:00', 'Jornal da Tarde'],
    ['13:00', 'Repórter África'],
    ['15:00', 'Bem-vindos'],
    ['17:00', 'Músicas de Cá e de Lá'],
    ['20:00', 'Telejornal'],
    ['21:00', pick(['Grande Entrevista', 'Latitudes', 'África 7 Dias', 'Moçambique em Foco'], n)],
  ],
  'sporttv-africa': ({ code, n }) => [
    ['00:00', 'Resumos da jornada'],
    ['06:00', 'Sport Notícias'],
    ['10:00', `Grandes Jogos: ${pick(CLASSICS, n)}`],
    ['14:00', match(LEAGUE[code], n, 0)],
    ['17:00', match(LEAGUE[code], n, 1)],
    ['20:00', match(EUROPE, n, 0)],
    ['22:30', 'Sport Notícias: fecho'],
  ],
  'zap-filmes-1': ({ n }) => [
    ['00:00', pick(FILMS, n * 7)],
    ['02:00', pick(FILMS, n * 7 + 1)],
    ['06:00', `Cinema em Família: ${pick(FILMS, n * 7 + 2)}`],
    ['10:00', pick(FILMS, n * 7 + 3)],
    ['14:00', pick(FILMS, n * 7 + 4)],
    ['18:00', pick(FILMS, n * 7 + 5)],
    ['21:00', `Estreia ZAP Filmes: ${pick(FILMS, n * 7 + 6)}`],
  ],
  'canal-panda': () => [
    ['00:00', 'Panda Noite'],
    ['06:00', 'Bom Dia Panda'],
    ['08:00', 'As Aventuras do Panda'],
    ['11:00', 'Contos da Savana'],
    ['14:00', 'Os Pequenos Exploradores'],
    ['17:00', 'Panda Jogos'],
    ['20:00', 'Histórias para Dormir'],
  ],
  'zap-musica': ({ code }) => [
    ['00:00', 'Música pela Noite Dentro'],
    ['07:00', 'Acordar com Música'],
    ['11:00', 'Top ZAP Música'],
    ['15:00', code === 'ao' ? 'Semba de Ouro' : 'Marrabenta de Ouro'],
    ['19:00', 'Kizomba Total'],
    ['22:00', code === 'ao' ? 'Noite de Kuduro' : 'Noite de Pandza'],
  ],
  globo: ({ n }) => [
    ['00:00', `Corujão: ${pick(FILMS, n * 5 + 2)}`],
    ['06:00', 'Bom Dia Brasil'],
    ['09:00', 'Mais Você'],
    ['12:00', 'Jornal Hoje'],
    ['14:00', `Sessão da Tarde: ${pick(FILMS, n * 5 + 4)}`],
    ['18:00', 'Novela das Seis'],
    ['20:30', 'Jornal Nacional'],
    ['21:30', 'Novela das Nove'],
  ],
}

/** The eight channels of the seeded guide, in its order (channel keys of cms/seed/data/channels.ts). */
export function guideChannelKeys(code: CountryCode): string[] {
  return ['zap-viva', 'zap-novelas', code === 'ao' ? 'tpa1' : 'rtp-africa', 'sporttv-africa', 'zap-filmes-1', 'canal-panda', 'zap-musica', 'globo']
}

export type PlannedProgramme = { channel: string; title: string; startsAt: string; endsAt: string }

/** One channel's programmes on a day (YYYY-MM-DD in the country), each ending when the next starts, the last at midnight. */
export function dayPlan(code: CountryCode, channel: string, key: string): PlannedProgramme[] {
  const plan = PLANS[channel]
  if (!plan) return []
  const n = dayNumber(key)
  // 1970-01-01 was a Thursday (4).
  const slots = plan({ code, n, weekday: (n + 4) % 7 })
  const at = (start: string) => {
    const [hour, minute] = start.split(':').map(Number)
    return zonedTime(key, hour ?? 0, minute ?? 0, code).toISOString()
  }
  return slots.map(([start, title], index) => {
    const next = slots[index + 1]
    return { channel, title, startsAt: at(start), endsAt: next ? at(next[0]) : dayRange(key, code).to }
  })
}

/**
 * Creates the guide for the coming week where a day has none yet (one lookup for the whole week,
 * then only inserts), so seeding again, or on a later day, adds only the missing days.
 */
export async function seedProgrammes(payload: Payload, code: CountryCode, countryId: number, channels: Map<string, number>): Promise<void> {
  const first = dayKey(new Date(), code)
  const days = Array.from({ length: GUIDE_DAYS }, (_, index) => addDays(first, index))
  const from = dayRange(first, code).from
  const to = dayRange(days[days.length - 1] ?? first, code).to
  const existing = await payload.find({
    collection: 'programmes',
    where: { and: [{ country: { equals: countryId } }, { startsAt: { greater_than_equal: from } }, { startsAt: { less_than: to } }] },
    depth: 0,
    pagination: false,
    select: { startsAt: true },
  })
  const seeded = new Set(existing.docs.map((doc) => dayKey(new Date(doc.startsAt), code)))
  for (const key of days) {
    if (seeded.has(key)) continue
    for (const channelKey of guideChannelKeys(code)) {
      const channel = channels.get(channelKey)
      if (channel === undefined) continue
      for (const programme of dayPlan(code, channelKey, key)) {
        await payload.create({
          collection: 'programmes',
          depth: 0,
          data: { title: programme.title, channel, startsAt: programme.startsAt, endsAt: programme.endsAt, country: countryId },
        })
      }
    }
  }
}
