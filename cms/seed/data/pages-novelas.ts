import type { CountryCode } from '@/lib/countries'
import { doc, link, p } from '@/cms/seed/lexical'
import type { Refs, SeedMediaItem, SeedPage } from './page-types'
import { toEnglish } from './settings'

type Lang = 0 | 1
type Copy = [pt: string, en: string]
type Layout = ReturnType<SeedPage['pt']['layout']>

const BASE = '/tv/zap-channels/novelas'
const where = { ao: ['Angola', 'Angola'], mz: ['Moçambique', 'Mozambique'] } as const satisfies Record<
  CountryCode,
  Copy
>
const href = (path: string, lang: Lang) => (lang === 0 ? path : toEnglish(path))

/** Seed media of the novelas area (files in cms/seed/images). */
export const novelasMedia: SeedMediaItem[] = [
  {
    key: 'novelas-hero',
    file: 'novelas-hero.webp',
    alt: {
      pt: 'Televisor com um coração entre cortinas de palco cor-de-rosa',
      en: 'A television with a heart between pink stage curtains',
    },
  },
  {
    key: 'novela-jogo-da-vida',
    file: 'novela-jogo-da-vida.webp',
    alt: { pt: 'Cartas de jogar com corações e dois dados', en: 'Playing cards with hearts and two dice' },
  },
  {
    key: 'novela-acorrentada',
    file: 'novela-acorrentada.webp',
    alt: {
      pt: 'Corrente com um elo partido ao lado de uma rosa vermelha',
      en: 'A chain with a broken link next to a red rose',
    },
  },
  {
    key: 'novela-terra-amarga',
    file: 'novela-terra-amarga.webp',
    alt: { pt: 'Campos de algodão ao pôr do sol', en: 'Cotton fields at sunset' },
  },
  {
    key: 'novela-forca-de-viver',
    file: 'novela-forca-de-viver.webp',
    alt: {
      pt: 'Rebento com um coração a nascer de uma fenda na terra',
      en: 'A sprout with a heart growing from a crack in the ground',
    },
  },
  {
    key: 'novela-fruto-proibido',
    file: 'novela-fruto-proibido.webp',
    alt: {
      pt: 'Maçã vermelha trincada diante da silhueta de Istambul',
      en: 'A bitten red apple before the Istanbul skyline',
    },
  },
  {
    key: 'novela-coracao-selvagem',
    file: 'novela-coracao-selvagem.webp',
    alt: { pt: 'Veleiro no mar sob um sol em forma de coração', en: 'A sailing boat at sea under a heart-shaped sun' },
  },
  {
    key: 'novela-mar-de-segredos',
    file: 'novela-mar-de-segredos.webp',
    alt: { pt: 'Farol e barco de pesca numa noite de lua', en: 'A lighthouse and a fishing boat on a moonlit night' },
  },
  {
    key: 'novela-amor-em-istambul',
    file: 'novela-amor-em-istambul.webp',
    alt: {
      pt: 'Silhueta de Istambul com um coração e uma máquina fotográfica',
      en: 'The Istanbul skyline with a heart and a camera',
    },
  },
]

/** A page with the same path in both languages (the novelas paths are English in Portuguese too). */
function page(
  key: string,
  path: string,
  titles: Copy,
  seo: [Copy, Copy],
  layout: (lang: Lang, refs: Refs) => Layout,
  takesId = false,
): SeedPage {
  const copy = (lang: Lang) => ({
    title: titles[lang],
    path,
    seo: { title: seo[0][lang], description: seo[1][lang] },
    layout: (refs: Refs) => layout(lang, refs),
  })
  return { key, takesId, pt: copy(0), en: copy(1) }
}

/**
 * /tv/zap-channels/novelas: the channel's home, and (takesId) each novela's page at /{id}. The hero and
 * "who we are" show on the home only; the novela list shows everywhere, so at /{id} it is the first
 * block and its detail view gives the page's h1 (it has a heading, so no hidden page title is added).
 */
function home(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return page(
    'novelas',
    BASE,
    ['ZAP Novelas', 'ZAP Novelas'],
    [
      ['ZAP Novelas · Novelas brasileiras, turcas e mexicanas', 'ZAP Novelas · Brazilian, Turkish and Mexican novelas'],
      [
        `O canal das novelas da ZAP em ${pt}: novelas brasileiras, turcas e mexicanas dobradas em português, todos os dias.`,
        `ZAP's novelas channel in ${en}: Brazilian, Turkish and Mexican novelas dubbed in Portuguese, every day.`,
      ],
    ],
    (lang, refs) => [
      {
        blockType: 'hero',
        showOn: 'page',
        slides: [
          {
            heading: 'ZAP Novelas',
            text: (
              [
                'Novelas brasileiras, turcas e mexicanas dobradas em português, todos os dias.',
                'Brazilian, Turkish and Mexican novelas dubbed in Portuguese, every day.',
              ] as Copy
            )[lang],
            image: refs.media('novelas-hero'),
            cta: {
              label: (['Ver programação', 'See programming'] as Copy)[lang],
              href: href(`${BASE}/programming`, lang),
            },
          },
        ],
      },
      {
        blockType: 'mediaText',
        anchor: 'who-we-are',
        showOn: 'page',
        heading: (['Quem somos', 'Who we are'] as Copy)[lang],
        image: refs.media('home-spot-novelas'),
        imagePosition: 'left',
        body:
          lang === 0
            ? doc(
                p(
                  `O ZAP Novelas é o canal da ZAP dedicado às novelas. Em ${pt}, traz-lhe todos os dias as melhores histórias do Brasil, da Turquia e do México, dobradas em português.`,
                ),
                p(
                  'Em 2020 passaram por cá O Jogo da Vida, Acorrentada, Terra Amarga, Força de Viver e Fruto Proibido. Episódios novos de segunda a sexta e, ao fim de semana, os resumos para pôr a conversa em dia. Veja a ',
                  link('programação da semana', `${BASE}/programming`),
                  '.',
                ),
              )
            : doc(
                p(
                  `ZAP Novelas is ZAP's channel devoted to novelas. In ${en}, it brings you the best stories from Brazil, Turkey and Mexico every day, dubbed in Portuguese.`,
                ),
                p(
                  'In 2020 it aired O Jogo da Vida, Acorrentada, Terra Amarga, Força de Viver and Fruto Proibido. New episodes Monday to Friday and, at the weekend, omnibus editions to catch up. See ',
                  link("this week's programming", toEnglish(`${BASE}/programming`)),
                  '.',
                ),
              ),
        cta: { label: (['Ver todas as novelas', 'See all novelas'] as Copy)[lang], href: href(`${BASE}/novels`, lang) },
      },
      {
        blockType: 'novelList',
        showOn: 'always',
        heading: (['As nossas novelas', 'Our novelas'] as Copy)[lang],
        intro: (
          [
            'Escolha uma novela para conhecer a história e saber quando passa.',
            'Pick a novela to read its story and see when it airs.',
          ] as Copy
        )[lang],
      },
    ],
    true,
  )
}

function novels(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return page(
    'novelas-novels',
    `${BASE}/novels`,
    ['Novelas', 'Novelas'],
    [
      ['Novelas · ZAP Novelas', 'Novelas · ZAP Novelas'],
      [
        `Todas as novelas no ar no ZAP Novelas em ${pt}: a história, a origem, os episódios e os horários de cada uma.`,
        `Every novela on air on ZAP Novelas in ${en}: the story, origin, episodes and airing times of each one.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'novelList',
        heading: (['Novelas', 'Novelas'] as Copy)[lang],
        intro: (
          [
            'Histórias do Brasil, da Turquia e do México, dobradas em português.',
            'Stories from Brazil, Turkey and Mexico, dubbed in Portuguese.',
          ] as Copy
        )[lang],
      },
    ],
  )
}

function programming(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return page(
    'novelas-programming',
    `${BASE}/programming`,
    ['Programação', 'Programming'],
    [
      ['Programação semanal · ZAP Novelas', 'Weekly programming · ZAP Novelas'],
      [
        `A que horas passa cada novela no ZAP Novelas em ${pt}: episódios novos de segunda a sexta e resumos ao fim de semana.`,
        `When each novela airs on ZAP Novelas in ${en}: new episodes Monday to Friday and omnibus editions at the weekend.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'novelaSchedule',
        heading: (['Programação', 'Programming'] as Copy)[lang],
        intro: (
          [
            'Episódios novos de segunda a sexta; ao fim de semana, os resumos da semana. Horas locais.',
            'New episodes Monday to Friday; at the weekend, the week’s omnibus editions. Local time.',
          ] as Copy
        )[lang],
      },
    ],
  )
}

/** The novelas area's pages of a country (the same paths in Portuguese and English, under /en). */
export function novelasPages(country: CountryCode): SeedPage[] {
  return [home(country), novels(country), programming(country)]
}
