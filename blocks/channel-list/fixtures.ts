import type { ChannelCatalog, ChannelEntry } from '@/lib/content/get-channels'

const MINI = 1
const MAX = 2
const PLUS = 3
const PREMIUM = 4
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

/** A small line-up in the seed's shape (cms/seed/data/channels.ts): four packages, eight channels. */
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
    channel(80, 'SportTV África', 'desporto', MAX, { hd: true }),
    channel(82, 'ZAP Ligue 1', 'desporto', PLUS, {
      own: true,
      description: 'O campeonato francês de futebol, em português.',
    }),
    channel(111, 'TVCine Top', 'filmes-series', PREMIUM),
  ],
}
