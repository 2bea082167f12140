import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Novel } from '@/cms/payload-types'
import { doc, link, p } from '@/cms/seed/lexical'
import { toEnglish } from './settings'

/** A weekday of a slot: '1' is Monday, '7' Sunday. */
export type SlotDay = '1' | '2' | '3' | '4' | '5' | '6' | '7'

/**
 * One novela; `image` is a seed media key. `schedule` is when ZAP Novelas airs it for the first time
 * (weekday 1-7, HH:MM, country time): it is not stored on the novela but made into the channel's
 * programmes (programmes.ts), the one schedule the guide and the novela pages read.
 */
export type SeedNovel = {
  title: string
  origin: Novel['origin']
  episodes: number
  image?: string
  schedule: { day: SlotDay; time: string }[]
  pt: { synopsis: string; body?: Novel['body'] }
  en: { synopsis: string; body?: Novel['body'] }
}

type Slot = SeedNovel['schedule'][number]
type Copy = {
  title: string
  origin: Novel['origin']
  episodes: number
  image: string
  pt: [synopsis: string, body: string]
  en: [synopsis: string, body: string]
}

/** Monday to Friday at `time`, plus any extra (weekend omnibus) slots. */
const weekdays = (time: string, ...extra: Slot[]): Slot[] => [
  ...(['1', '2', '3', '4', '5'] as const).map((day) => ({ day, time })),
  ...extra,
]
const on = (day: Slot['day'], time: string): Slot => ({ day, time })

const PROGRAMMING = '/tv/zap-channels/novelas/programming'

/** The novelas ZAP Novelas airs (content facts: Brazilian, Turkish and Mexican, dubbed in Portuguese). */
const NOVELAS = {
  jogo: {
    title: 'O Jogo da Vida',
    origin: 'brasil',
    episodes: 160,
    image: 'novela-jogo-da-vida',
    pt: [
      'Numa família de comerciantes do Rio de Janeiro, três irmãos descobrem que o pai deixou uma herança — e uma segunda família. Entre apostas, paixões e segredos, cada jogada pode mudar as suas vidas.',
      'Uma saga familiar sobre ambição, lealdade e perdão, com o humor e a música do subúrbio carioca.',
    ],
    en: [
      'In a family of Rio de Janeiro shopkeepers, three siblings learn that their father left an inheritance — and a second family. Amid bets, passions and secrets, every move could change their lives.',
      'A family saga of ambition, loyalty and forgiveness, with the humour and music of Rio’s suburbs.',
    ],
  },
  acorrentada: {
    title: 'Acorrentada',
    origin: 'mexico',
    episodes: 120,
    image: 'novela-acorrentada',
    pt: [
      'Marisol cresceu presa às dívidas da família numa fazenda de Veracruz. Quando o filho do patrão regressa da capital, um amor proibido ameaça quebrar as correntes que a prendem ao passado.',
      'Um melodrama clássico mexicano, com reviravoltas até ao último episódio.',
    ],
    en: [
      'Marisol grew up bound by her family’s debts on a Veracruz estate. When the landowner’s son returns from the capital, a forbidden love threatens to break the chains that tie her to the past.',
      'A classic Mexican melodrama, with twists right up to the last episode.',
    ],
  },
  terra: {
    title: 'Terra Amarga',
    origin: 'turquia',
    episodes: 212,
    image: 'novela-terra-amarga',
    pt: [
      'Nos anos 70, Züleyha e Yilmaz fogem de Istambul e refugiam-se nos campos de algodão de Çukurova. Ali, entre a ambição de um poderoso fazendeiro e a dureza da terra, o amor dos dois é posto à prova.',
      'Uma das novelas turcas mais vistas do mundo, filmada nos campos do sul da Turquia.',
    ],
    en: [
      'In the 1970s, Züleyha and Yilmaz flee Istanbul and take refuge in the cotton fields of Çukurova. There, between a powerful landowner’s ambition and the harshness of the land, their love is put to the test.',
      'One of the most watched Turkish novelas in the world, filmed in the fields of southern Turkey.',
    ],
  },
  forca: {
    title: 'Força de Viver',
    origin: 'brasil',
    episodes: 140,
    image: 'novela-forca-de-viver',
    pt: [
      'Depois de um acidente que a deixa sem memória, Helena recomeça a vida numa pequena cidade de Minas Gerais. Enquanto reaprende quem é, descobre que o acidente pode não ter sido um acaso.',
      'Uma história de coragem e recomeços, com mistério q.b. e uma banda sonora inesquecível.',
    ],
    en: [
      'After an accident leaves her without her memory, Helena starts over in a small town in Minas Gerais. As she relearns who she is, she discovers the accident may not have been a coincidence.',
      'A story of courage and new beginnings, with a touch of mystery and an unforgettable soundtrack.',
    ],
  },
  fruto: {
    title: 'Fruto Proibido',
    origin: 'turquia',
    episodes: 180,
    image: 'novela-fruto-proibido',
    pt: [
      'As irmãs Yildiz e Zeynep querem fugir da vida modesta que levam em Istambul. Uma aposta na ambição, a outra no trabalho — e ambas acabam no mundo de luxo e intrigas da família Argun.',
      'Romance, rivalidade e moda na Istambul de hoje.',
    ],
    en: [
      'Sisters Yildiz and Zeynep want to escape the modest life they lead in Istanbul. One bets on ambition, the other on hard work — and both end up in the Argun family’s world of luxury and intrigue.',
      'Romance, rivalry and fashion in today’s Istanbul.',
    ],
  },
  coracao: {
    title: 'Coração Selvagem',
    origin: 'mexico',
    episodes: 90,
    image: 'novela-coracao-selvagem',
    pt: [
      'No Golfo do México do século XIX, Juan, um homem sem nome nem fortuna, apaixona-se por Mónica, prometida a outro. Uma história de paixão, orgulho e vingança à beira-mar.',
      'Uma novela de época, com guarda-roupa e cenários de encher o olho.',
    ],
    en: [
      'On the 19th-century Gulf of Mexico, Juan, a man with neither name nor fortune, falls for Mónica, who is promised to another. A story of passion, pride and revenge by the sea.',
      'A period novela, with costumes and settings that are a feast for the eyes.',
    ],
  },
  mar: {
    title: 'Mar de Segredos',
    origin: 'brasil',
    episodes: 150,
    image: 'novela-mar-de-segredos',
    pt: [
      'Numa vila piscatória da Bahia, o regresso de uma mulher dada como morta há vinte anos abala duas famílias rivais e revela o que o mar guardou durante todo esse tempo.',
      'Suspense e romance ao ritmo das marés, com a luz do litoral baiano.',
    ],
    en: [
      'In a Bahia fishing village, the return of a woman thought dead for twenty years shakes two rival families and reveals what the sea has kept all this time.',
      'Suspense and romance to the rhythm of the tides, in the light of the Bahia coast.',
    ],
  },
  istambul: {
    title: 'Amor em Istambul',
    origin: 'turquia',
    episodes: 60,
    image: 'novela-amor-em-istambul',
    pt: [
      'Defne, fotógrafa de Ancara, aceita um trabalho temporário numa agência de Istambul e cruza-se com Emre, o herdeiro que a contratou por engano. Uma comédia romântica sobre segundas oportunidades.',
      'Leve e divertida, ideal para o fim de semana em família.',
    ],
    en: [
      'Defne, a photographer from Ankara, takes a temporary job at an Istanbul agency and runs into Emre, the heir who hired her by mistake. A romantic comedy about second chances.',
      'Light and funny, just right for a family weekend.',
    ],
  },
} as const satisfies Record<string, Copy>

/** Each country's line-up and slots (country time): new episodes on weekdays, an omnibus at the weekend. */
const LINE_UP: Record<CountryCode, [keyof typeof NOVELAS, Slot[]][]> = {
  ao: [
    ['fruto', weekdays('13:00', on('6', '17:00'))],
    ['forca', weekdays('17:30')],
    ['acorrentada', weekdays('19:30', on('7', '14:00'))],
    ['jogo', weekdays('20:30', on('6', '15:00'))],
    ['terra', weekdays('21:30', on('7', '16:00'))],
    ['coracao', weekdays('22:30')],
    ['mar', [on('6', '20:30'), on('7', '20:30')]],
  ],
  mz: [
    ['acorrentada', weekdays('13:00')],
    ['forca', weekdays('14:00', on('6', '16:00'))],
    ['fruto', weekdays('19:30', on('7', '15:00'))],
    ['terra', weekdays('20:30', on('7', '17:00'))],
    ['jogo', weekdays('21:30', on('6', '14:00'))],
    ['coracao', weekdays('22:30')],
    ['istambul', [on('6', '20:30'), on('7', '20:30')]],
  ],
}

const body = (copy: string, lang: 'pt' | 'en') =>
  lang === 'pt'
    ? doc(
        p(copy),
        p(
          'Dobrada em português, em exclusivo no ZAP Novelas. Consulte os horários na ',
          link('programação', PROGRAMMING),
          '.',
        ),
      )
    : doc(
        p(copy),
        p(
          'Dubbed in Portuguese, exclusively on ZAP Novelas. See the times in the ',
          link('programming', toEnglish(PROGRAMMING)),
          '.',
        ),
      )

export const seedNovelData = (country: CountryCode): SeedNovel[] =>
  LINE_UP[country].map(([key, schedule]) => {
    const novela: Copy = NOVELAS[key]
    return {
      title: novela.title,
      origin: novela.origin,
      episodes: novela.episodes,
      image: novela.image,
      schedule,
      pt: { synopsis: novela.pt[0], body: body(novela.pt[1], 'pt') },
      en: { synopsis: novela.en[0], body: body(novela.en[1], 'en') },
    }
  })

/** Creates the country's seed novelas that do not exist yet (found by title), published; returns title -> id. */
export async function seedNovels(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  media: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const item of seedNovelData(code)) {
    const where: Where = { and: [{ title: { equals: item.title } }, { country: { equals: countryId } }] }
    const found = await payload.find({
      collection: 'novels',
      where,
      limit: 1,
      depth: 0,
      draft: true,
      pagination: false,
    })
    if (found.docs[0]) {
      ids.set(item.title, found.docs[0].id)
      continue
    }
    const image = item.image ? media.get(item.image) : undefined
    if (item.image && image === undefined)
      throw new Error(`seed: novela ${item.title} names unknown media ${item.image}`)
    const created = await payload.create({
      collection: 'novels',
      locale: 'pt',
      draft: false,
      data: {
        title: item.title,
        origin: item.origin,
        episodes: item.episodes,
        image,
        synopsis: item.pt.synopsis,
        body: item.pt.body,
        country: countryId,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'novels',
      id: created.id,
      locale: 'en',
      draft: false,
      data: { synopsis: item.en.synopsis, body: item.en.body, _status: 'published' },
    })
    ids.set(item.title, created.id)
  }
  return ids
}
