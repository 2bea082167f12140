import { doc, h, p } from '@/cms/seed/lexical'
import type { NovelSlot } from '@/blocks/novela-schedule/slots'
import type { NovelDetail, NovelSummary } from '@/lib/content/get-novels'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import { mediaFixture } from '@/stories/fixtures'

const weekdays = (time: string): NovelSlot[] => ([1, 2, 3, 4, 5] as const).map((day) => ({ day, time }))

/** Novelas as the queries return them, for stories and tests. */
export const novelsFixture: NovelSummary[] = [
  {
    id: 41,
    title: 'Terra Amarga',
    origin: 'turquia',
    synopsis: 'Nos anos 70, Züleyha e Yilmaz fogem de Istambul e refugiam-se nos campos de algodão de Çukurova.',
    image: mediaFixture('novela-terra-amarga.webp', 'Campos de algodão ao pôr do sol'),
    episodes: 212,
  },
  {
    id: 42,
    title: 'Fruto Proibido',
    origin: 'turquia',
    synopsis: 'As irmãs Yildiz e Zeynep querem fugir da vida modesta que levam em Istambul.',
    image: mediaFixture('novela-fruto-proibido.webp', 'Maçã vermelha trincada diante da silhueta de Istambul'),
    episodes: 180,
  },
  {
    id: 43,
    title: 'O Jogo da Vida',
    origin: 'brasil',
    synopsis:
      'Numa família de comerciantes do Rio de Janeiro, três irmãos descobrem que o pai deixou uma herança — e uma segunda família.',
    image: null,
    episodes: null,
  },
]

export const novelDetailFixture: NovelDetail = {
  ...(novelsFixture[0] as NovelSummary),
  body: doc(
    h('h2', 'Sobre a novela'),
    p('Uma das novelas turcas mais vistas do mundo, filmada nos campos do sul da Turquia.'),
  ),
}

/** Terra Amarga's weekly slots (deliberately not in time order): Monday to Friday at 21:30, Sunday at 16:00. */
export const novelSlotsFixture: NovelSlot[] = [{ day: 7, time: '16:00' }, ...weekdays('21:30')]

/**
 * A week of the novela channel in Luanda (UTC+1), Monday 23 to Sunday 29 November 2026: Terra Amarga
 * (41) new at 21:30 on weekdays and its omnibus on Sunday at 16:00, its reruns at 09:00 and a
 * marathon overnight (neither of which is "when it airs"), and another novela (42) at 13:00.
 */
export function novelaWeekFixture(): ProgrammeEntry[] {
  const programme = (
    id: number,
    start: string,
    novelId: number,
    airing: ProgrammeEntry['airing'] = null,
    episode: number | null = airing === null ? id : null,
  ): ProgrammeEntry => ({
    id,
    title: novelId === 41 ? 'Terra Amarga' : 'Fruto Proibido',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(Date.parse(start) + 3_600_000).toISOString(),
    channelId: 10,
    episode,
    airing,
    novelId,
  })
  return [23, 24, 25, 26, 27, 28, 29].flatMap((date, i) => {
    const day = `2026-11-${date}`
    const weekend = date >= 28
    return [
      programme(100 + i, `${day}T00:00:00+01:00`, 41, 'marathon'),
      programme(200 + i, `${day}T09:00:00+01:00`, 41, 'rerun'),
      ...(weekend
        ? []
        : [programme(300 + i, `${day}T13:00:00+01:00`, 42), programme(400 + i, `${day}T21:30:00+01:00`, 41)]),
      // The weekend omnibus has no episode number.
      ...(date === 29 ? [programme(500, `${day}T16:00:00+01:00`, 41, null, null)] : []),
    ]
  })
}
