import { doc, h, p } from '@/cms/seed/lexical'
import type { NovelDetail, NovelSlot, NovelSummary } from '@/lib/content/get-novels'
import { mediaFixture } from '@/stories/fixtures'

const weekdays = (time: string): NovelSlot[] => ([1, 2, 3, 4, 5] as const).map((day) => ({ day, time }))

/** Novelas as the queries return them, for stories and tests (slots deliberately not in time order). */
export const novelsFixture: NovelSummary[] = [
  {
    id: 41,
    title: 'Terra Amarga',
    origin: 'turquia',
    synopsis: 'Nos anos 70, Züleyha e Yilmaz fogem de Istambul e refugiam-se nos campos de algodão de Çukurova.',
    image: mediaFixture('novela-terra-amarga.webp', 'Campos de algodão ao pôr do sol'),
    episodes: 212,
    schedule: [...weekdays('21:30'), { day: 7, time: '16:00' }],
  },
  {
    id: 42,
    title: 'Fruto Proibido',
    origin: 'turquia',
    synopsis: 'As irmãs Yildiz e Zeynep querem fugir da vida modesta que levam em Istambul.',
    image: mediaFixture('novela-fruto-proibido.webp', 'Maçã vermelha trincada diante da silhueta de Istambul'),
    episodes: 180,
    schedule: [...weekdays('13:00'), { day: 6, time: '17:00' }],
  },
  {
    id: 43,
    title: 'O Jogo da Vida',
    origin: 'brasil',
    synopsis:
      'Numa família de comerciantes do Rio de Janeiro, três irmãos descobrem que o pai deixou uma herança — e uma segunda família.',
    image: null,
    episodes: null,
    schedule: [...weekdays('20:30'), { day: 6, time: '15:00' }],
  },
]

export const novelDetailFixture: NovelDetail = {
  ...(novelsFixture[0] as NovelSummary),
  body: doc(
    h('h2', 'Sobre a novela'),
    p('Uma das novelas turcas mais vistas do mundo, filmada nos campos do sul da Turquia.'),
  ),
}
