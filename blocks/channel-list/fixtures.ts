import type { ChannelCatalog, ChannelEntry } from '@/lib/content/get-channels'
import type { PackageSummary } from '@/lib/content/get-packages'

const MINI = 1
const MAX = 2
const PLUS = 3
const PREMIUM = 4
/** A fibre package: not in the package filter, but it carries a channel (the search names it). */
const FIBRE_20 = 5
const from = (tier: number) => [MINI, MAX, PLUS, PREMIUM].filter((id) => id >= tier)

const channel = (
  id: number,
  name: string,
  genre: ChannelEntry['genre'],
  tier: number,
  extra: Partial<ChannelEntry> = {},
): ChannelEntry => ({
  id,
  name,
  number: id,
  genre,
  hd: false,
  own: false,
  packageIds: from(tier),
  ...extra,
})

/**
 * A small line-up in the seed's shape (cms/seed/data/channels.ts): four satellite packages (the
 * filter's), eight channels, SportTV África in a fibre package too.
 */
export const catalogFixture: Pick<ChannelCatalog, 'channels' | 'packages'> = {
  packages: [
    { id: MINI, name: 'ZAP Mini' },
    { id: MAX, name: 'ZAP Max' },
    { id: PLUS, name: 'ZAP Plus' },
    { id: PREMIUM, name: 'ZAP Premium' },
  ],
  channels: [
    channel(4, 'ZAP Viva', 'generalista', MINI, {
      own: true,
      description: 'O canal generalista da ZAP: entretenimento, informação e talentos angolanos.',
    }),
    channel(5, 'ZAP Viva HD', 'generalista', MINI, {
      own: true,
      hd: true,
      description: 'A ZAP Viva em alta definição.',
    }),
    channel(10, 'ZAP Novelas', 'novelas', MINI, {
      own: true,
      description: 'Novelas brasileiras, turcas e mexicanas dobradas em português.',
    }),
    channel(22, 'Globo', 'generalista', MAX),
    channel(40, 'Canal Panda', 'infantil', MINI),
    channel(80, 'SportTV África', 'desporto', MAX, { hd: true, packageIds: [...from(MAX), FIBRE_20] }),
    channel(82, 'ZAP Ligue 1', 'desporto', PLUS, {
      own: true,
      description: 'O campeonato francês de futebol, em português.',
    }),
    channel(111, 'TVCine Top', 'filmes-series', PREMIUM),
  ],
}

/**
 * The country's packages of both services as the block reads them (getPackages, each service apart):
 * fibre first and the satellite ones most expensive first, so the search's cheapest-first order is its own.
 */
export const offersFixture: Pick<PackageSummary, 'id' | 'name' | 'price'>[] = [
  { id: FIBRE_20, name: 'ZAP Fibra 20', price: 20150 },
  { id: PREMIUM, name: 'ZAP Premium', price: 14000 },
  { id: PLUS, name: 'ZAP Plus', price: 10790 },
  { id: MAX, name: 'ZAP Max', price: 7190 },
  { id: MINI, name: 'ZAP Mini', price: 3595 },
]
