import type { ChannelCarriage, PackageSummary } from '@/lib/content/get-packages'
import type { CountryCode } from '@/lib/countries'
import { packageFixture } from '@/stories/fixtures'

/** Satellite packages as the query returns them (cheapest first), for stories and tests. */
const summary = (p: ReturnType<typeof packageFixture>): PackageSummary => ({
  id: p.id,
  name: p.name,
  service: p.service,
  price: p.price,
  period: p.period,
  tagline: p.tagline ?? null,
  features: p.features ?? [],
  highlighted: p.highlighted ?? false,
  ctaAction: p.ctaAction,
  ctaPage: p.ctaPage ?? null,
  ctaLabel: p.ctaLabel ?? null,
})

export const packagesFixture: Record<CountryCode, PackageSummary[]> = {
  ao: [
    summary(packageFixture({ id: 1, name: 'ZAP Mini', price: 3595, tagline: 'Mais de 60 canais' })),
    summary(packageFixture({ id: 2, name: 'ZAP Max', price: 7190, tagline: 'Mais de 110 canais', highlighted: true })),
    summary(packageFixture({ id: 3, name: 'ZAP Plus', price: 10790, tagline: 'Mais de 130 canais' })),
    summary(packageFixture({ id: 4, name: 'ZAP Premium', price: 14000, tagline: 'Mais de 160 canais' })),
  ],
  mz: [
    summary(
      packageFixture({
        id: 11,
        name: 'ZAP Mini',
        price: 499,
        period: '30 days',
        tagline: 'Over 60 channels',
        ctaLabel: 'Top up',
      }),
    ),
    summary(
      packageFixture({
        id: 12,
        name: 'ZAP Max',
        price: 999,
        period: '30 days',
        tagline: 'Over 110 channels',
        ctaLabel: 'Top up',
        highlighted: true,
      }),
    ),
    summary(
      packageFixture({
        id: 13,
        name: 'ZAP Plus',
        price: 1499,
        period: '30 days',
        tagline: 'Over 130 channels',
        ctaLabel: 'Top up',
      }),
    ),
    summary(
      packageFixture({
        id: 14,
        name: 'ZAP Premium',
        price: 2199,
        period: '30 days',
        tagline: 'Over 160 channels',
        ctaLabel: 'Top up',
      }),
    ),
  ],
}

const ch = (
  id: number,
  name: string,
  number: number,
  genre: ChannelCarriage['genre'],
  packages: number[],
  hd = false,
): ChannelCarriage => ({ id, name, number, genre, hd, packages })

/** A small line-up: ids 1-4 are the Angolan packages above, 11-14 the Mozambican ones, 5 a fibre package. */
export const channelsFixture: Record<CountryCode, ChannelCarriage[]> = {
  ao: [
    ch(101, 'TPA 1', 1, 'generalista', [1, 2, 3, 4, 5]),
    ch(102, 'ZAP Viva', 4, 'generalista', [1, 2, 3, 4, 5]),
    ch(103, 'ZAP Novelas', 10, 'novelas', [1, 2, 3, 4, 5]),
    ch(104, 'SportTV África', 80, 'desporto', [2, 3, 4, 5], true),
    ch(105, 'ZAP Filmes 1', 100, 'filmes-series', [3, 4]),
    ch(106, 'TVCine Top', 111, 'filmes-series', [4]),
    ch(107, 'Globo', 22, 'generalista', [2, 3, 4, 5]),
    // Carried by no satellite package: not a row of the satellite comparison.
    ch(108, 'Canal só de fibra', 300, 'internacional', [5]),
  ],
  mz: [
    ch(201, 'ZAP Viva', 4, 'generalista', [11, 12, 13, 14]),
    ch(202, 'Canal Panda', 40, 'infantil', [11, 12, 13, 14]),
    ch(203, 'SportTV África', 80, 'desporto', [12, 13, 14], true),
    ch(204, 'TVCine Edition', 112, 'filmes-series', [14]),
  ],
}
