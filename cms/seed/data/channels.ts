import type { Payload } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Channel } from '@/cms/payload-types'

type Tier = 'mini' | 'max' | 'plus' | 'premium'
type Genre = Channel['genre']
export type SeedChannel = {
  key: string
  name: string
  number: number
  genre: Genre
  /** The cheapest satellite package that carries it; every bigger one does too. */
  from: Tier
  hd?: boolean
  own?: boolean
  /** Not carried in Mozambique. */
  aoOnly?: boolean
  description?: [pt: string, en: string]
}

const TIERS: Tier[] = ['mini', 'max', 'plus', 'premium']
/** Fibre packages carry the Max line-up (20 Mbps) or everything (50 Mbps). */
const FIBRE: Record<string, Tier> = { 'fibra-20': 'max', 'fibra-50': 'premium' }

/** Channel line-up from the public facts (content-facts.md); positions are illustrative. */
export const seedChannelData: SeedChannel[] = [
  { key: 'tpa1', name: 'TPA 1', number: 1, genre: 'generalista', from: 'mini', aoOnly: true },
  { key: 'tpa2', name: 'TPA 2', number: 2, genre: 'generalista', from: 'mini', aoOnly: true },
  { key: 'tpa-noticias', name: 'TPA Notícias', number: 3, genre: 'noticias', from: 'mini', aoOnly: true },
  {
    key: 'zap-viva',
    name: 'ZAP Viva',
    number: 4,
    genre: 'generalista',
    from: 'mini',
    own: true,
    description: [
      'O canal generalista da ZAP: entretenimento, informação e talentos angolanos.',
      "ZAP's general channel: entertainment, news and Angolan talent.",
    ],
  },
  {
    key: 'zap-viva-hd',
    name: 'ZAP Viva HD',
    number: 5,
    genre: 'generalista',
    from: 'mini',
    hd: true,
    own: true,
    description: ['A ZAP Viva em alta definição.', 'ZAP Viva in high definition.'],
  },
  { key: 'tv-zimbo', name: 'TV Zimbo', number: 6, genre: 'generalista', from: 'mini', aoOnly: true },
  {
    key: 'zap-novelas',
    name: 'ZAP Novelas',
    number: 10,
    genre: 'novelas',
    from: 'mini',
    own: true,
    description: [
      'Novelas brasileiras, turcas e mexicanas dobradas em português.',
      'Brazilian, Turkish and Mexican soap operas dubbed in Portuguese.',
    ],
  },
  { key: 'rtp-africa', name: 'RTP África', number: 20, genre: 'generalista', from: 'mini' },
  { key: 'rtp-internacional', name: 'RTP Internacional', number: 21, genre: 'internacional', from: 'max' },
  { key: 'globo', name: 'Globo', number: 22, genre: 'generalista', from: 'max' },
  { key: 'sbt', name: 'SBT', number: 23, genre: 'generalista', from: 'max' },
  { key: 'canal-panda', name: 'Canal Panda', number: 40, genre: 'infantil', from: 'mini' },
  { key: 'babytv', name: 'BabyTV', number: 41, genre: 'infantil', from: 'mini' },
  { key: 'disney', name: 'Disney Channel', number: 42, genre: 'infantil', from: 'max' },
  {
    key: 'zap-musica',
    name: 'ZAP Música',
    number: 60,
    genre: 'musica',
    from: 'mini',
    own: true,
    description: ['Música angolana e internacional, todo o dia.', 'Angolan and international music, all day.'],
  },
  { key: 'trace-brasil', name: 'Trace Brasil', number: 61, genre: 'musica', from: 'max' },
  { key: 'sporttv-africa', name: 'SportTV África', number: 80, genre: 'desporto', from: 'max', hd: true },
  { key: 'benfica-tv', name: 'Benfica TV', number: 81, genre: 'desporto', from: 'plus' },
  {
    key: 'zap-ligue-1',
    name: 'ZAP Ligue 1',
    number: 82,
    genre: 'desporto',
    from: 'plus',
    own: true,
    description: ['O campeonato francês de futebol, em português.', 'French league football, in Portuguese.'],
  },
  {
    key: 'laliga-na-zap',
    name: 'LaLiga na ZAP',
    number: 83,
    genre: 'desporto',
    from: 'plus',
    own: true,
    description: [
      'O campeonato espanhol de futebol, com relato em português.',
      'Spanish league football, with Portuguese commentary.',
    ],
  },
  {
    key: 'zap-filmes-1',
    name: 'ZAP Filmes 1',
    number: 100,
    genre: 'filmes-series',
    from: 'plus',
    own: true,
    description: ['Estreias de cinema e grandes sucessos.', 'Cinema premieres and blockbusters.'],
  },
  {
    key: 'zap-filmes-2',
    name: 'ZAP Filmes 2',
    number: 101,
    genre: 'filmes-series',
    from: 'plus',
    own: true,
    description: ['Ação, aventura e suspense.', 'Action, adventure and thrillers.'],
  },
  {
    key: 'zap-filmes-3',
    name: 'ZAP Filmes 3',
    number: 102,
    genre: 'filmes-series',
    from: 'plus',
    own: true,
    description: ['Comédias e filmes para toda a família.', 'Comedies and family films.'],
  },
  {
    key: 'zap-filmes-hd',
    name: 'ZAP Filmes HD',
    number: 103,
    genre: 'filmes-series',
    from: 'premium',
    hd: true,
    own: true,
    description: ['Os filmes da ZAP em alta definição.', "ZAP's films in high definition."],
  },
  { key: 'axn', name: 'AXN', number: 110, genre: 'filmes-series', from: 'max' },
  { key: 'tvcine-top', name: 'TVCine Top', number: 111, genre: 'filmes-series', from: 'premium' },
  { key: 'tvcine-edition', name: 'TVCine Edition', number: 112, genre: 'filmes-series', from: 'premium' },
  { key: 'tva', name: 'TVA', number: 158, genre: 'religioso', from: 'mini', aoOnly: true },
]

export function channelsFor(country: CountryCode): SeedChannel[] {
  return seedChannelData.filter((channel) => country === 'ao' || !channel.aoOnly)
}

/** Package keys (cms/seed/data/packages.ts) that carry a channel in a country. */
export function packagesCarrying(channel: SeedChannel, country: CountryCode): string[] {
  const satellite = TIERS.slice(TIERS.indexOf(channel.from))
  const fibre =
    country === 'ao'
      ? Object.entries(FIBRE)
          .filter(([, tier]) => TIERS.indexOf(channel.from) <= TIERS.indexOf(tier))
          .map(([key]) => key)
      : []
  return [...satellite, ...fibre]
}

/** Creates the country's channels that are missing (by name); returns key -> id for other seeds. */
export async function seedChannels(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  packages: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const channel of channelsFor(code)) {
    const found = await payload.find({
      collection: 'channels',
      where: { and: [{ name: { equals: channel.name } }, { country: { equals: countryId } }] },
      limit: 1,
      depth: 0,
    })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const created = await payload.create({
        collection: 'channels',
        locale: 'pt',
        data: {
          name: channel.name,
          number: channel.number,
          genre: channel.genre,
          hd: channel.hd ?? false,
          own: channel.own ?? false,
          description: channel.description?.[0],
          country: countryId,
          _status: 'published',
          packages: packagesCarrying(channel, code).flatMap((key) => (packages.has(key) ? [packages.get(key)!] : [])),
        },
      })
      if (channel.description)
        await payload.update({
          collection: 'channels',
          id: created.id,
          locale: 'en',
          data: { description: channel.description[1], _status: 'published' },
        })
      id = created.id
    }
    ids.set(channel.key, id)
  }
  return ids
}
