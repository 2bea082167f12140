import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { Page } from '@/cms/payload-types'
import type { Refs } from './page-types'
import { toEnglish } from './settings'

type Block = NonNullable<Page['layout']>[number]
type Copy = [pt: string, en: string]
/** Only in Angola: fibre, cinemas, ZAP ON and direct debit redirect to / in Mozambique (lib/routing/country-gates.ts). */
type Item = { label: Copy; href: string; aoOnly?: boolean }

/** The menu's links (cms/seed/data/settings.ts), so every one points at a page the seed creates. */
const services: (Item & { icon: 'satellite' | 'fibre' | 'tv' | 'cinema' | 'app' | 'help' })[] = [
  { icon: 'satellite', label: ['Satélite', 'Satellite'], href: '/zap-satelite/pacotes-de-canais' },
  { icon: 'fibre', label: ['Fibra', 'Fibre'], href: '/zap-fibra/pacotes-tv-net', aoOnly: true },
  { icon: 'tv', label: ['TV', 'TV'], href: '/tv/destaques' },
  { icon: 'cinema', label: ['Cinemas', 'Cinemas'], href: '/zap-cinemas/em-exibicao', aoOnly: true },
  { icon: 'app', label: ['ZAP ON', 'ZAP ON'], href: '/zap-on', aoOnly: true },
  { icon: 'help', label: ['Apoio ao cliente', 'Help'], href: '/apoio-ao-cliente/contactos' },
]

const linkSections: { title: Copy; links: Item[] }[] = [
  {
    title: ['Produtos', 'Products'],
    links: [
      { label: ['Pacotes de canais', 'Channel packages'], href: '/zap-satelite/pacotes-de-canais' },
      {
        label: ['Carregamentos e pagamentos', 'Top-ups and payments'],
        href: '/zap-satelite/carregamentos-e-pagamentos',
      },
      { label: ['ZAP Fibra: TV + Net', 'ZAP Fibra: TV + Net'], href: '/zap-fibra/pacotes-tv-net', aoOnly: true },
      { label: ['Wi-Fi 6', 'Wi-Fi 6'], href: '/zap-fibra/wifi-6', aoOnly: true },
      { label: ['ZAP Cinemas', 'ZAP Cinemas'], href: '/zap-cinemas/em-exibicao', aoOnly: true },
      { label: ['ZAP ON', 'ZAP ON'], href: '/zap-on', aoOnly: true },
      { label: ['Débito directo', 'Direct debit'], href: '/debito-directo', aoOnly: true },
      { label: ['Guia TV', 'TV guide'], href: '/tv/guia-tv' },
      { label: ['Listagem de canais', 'Channel list'], href: '/tv/listagem-de-canais' },
    ],
  },
  {
    title: ['Apoio', 'Help'],
    links: [
      { label: ['Encontrar lojas', 'Find stores'], href: '/apoio-ao-cliente/encontrar-lojas' },
      { label: ['Perguntas frequentes', 'FAQ'], href: '/apoio-ao-cliente/perguntas-frequentes' },
      { label: ['Manuais', 'Manuals'], href: '/apoio-ao-cliente/manuais' },
      { label: ['Contactos', 'Contacts'], href: '/apoio-ao-cliente/contactos' },
      { label: ['Termos e condições', 'Terms and conditions'], href: '/termos-e-condicoes' },
    ],
  },
  {
    title: ['A ZAP', 'About ZAP'],
    links: [
      { label: ['Quem somos', 'Who we are'], href: '/a-zap' },
      { label: ['Marcos ZAP', 'ZAP milestones'], href: '/a-zap/marcos-zap' },
      { label: ['Notícias', 'News'], href: '/a-zap/noticias' },
      { label: ['Vidas ZAP', 'Vidas ZAP'], href: '/a-zap/vida-zap' },
      { label: ['Carreira ZAP', 'Careers'], href: '/a-zap/carreira-zap' },
    ],
  },
]

/** The home page's images (registered in seedMedia, cms/seed/data/pages.ts). */
export const homeMedia = [
  {
    key: 'home-ad-viva',
    file: 'home-ad-viva.webp',
    alt: {
      pt: 'Anúncio do canal ZAP Viva: um televisor no canal 4 em fundo rosa',
      en: 'ZAP Viva channel ad: a TV set on channel 4 on a pink background',
    },
  },
  {
    key: 'home-ad-fibra',
    file: 'home-ad-fibra.webp',
    alt: {
      pt: 'Anúncio da ZAP Fibra a 50 Mbps com fios de luz em fundo azul',
      en: 'ZAP Fibra 50 Mbps ad with strands of light on a blue background',
    },
  },
  {
    key: 'home-ad-premium',
    file: 'home-ad-premium.webp',
    alt: { pt: 'Anúncio do pacote ZAP Premium com estrelas douradas', en: 'ZAP Premium package ad with golden stars' },
  },
  {
    key: 'home-ad-topup',
    file: 'home-ad-topup.webp',
    alt: {
      pt: 'Anúncio de carregamento: um calendário com o número 30 e um cartão',
      en: 'Top-up ad: a calendar showing 30 and a bank card',
    },
  },
  {
    key: 'home-spot-novelas',
    file: 'home-spot-novelas.webp',
    alt: {
      pt: 'Ilustração de um televisor com um coração, para o ZAP Novelas',
      en: 'Illustration of a TV set with a heart, for ZAP Novelas',
    },
  },
  {
    key: 'home-spot-guide',
    file: 'home-spot-guide.webp',
    alt: {
      pt: 'Ilustração de uma grelha de programação com o programa em curso em destaque',
      en: 'Illustration of a programme grid with the current show highlighted',
    },
  },
  {
    key: 'home-spot-stores',
    file: 'home-spot-stores.webp',
    alt: { pt: 'Ilustração de um mapa com marcadores de lojas', en: 'Illustration of a map with store markers' },
  },
] as const

/**
 * The blocks of the home page between the hero and the newsletter form, in the
 * order a visitor comparing offers needs them. `packageCarousel` is the existing block, passed in.
 */
export function homeBlocks(country: CountryCode, locale: Locale, refs: Refs, packageCarousel: Block): Block[] {
  const ao = country === 'ao'
  const lang = locale === 'pt' ? 0 : 1
  const $ = (copy: Copy) => copy[lang]
  const to = (ptPath: string) => (locale === 'pt' ? ptPath : toEnglish(ptPath))
  const shown = <T extends { aoOnly?: boolean }>(items: T[]) => items.filter((item) => ao || !item.aoOnly)

  const ads = ao
    ? [
        {
          image: 'home-ad-viva',
          label: [
            'ZAP Viva: as novelas e os programas que Angola vê, nos canais 4 e 5 HD',
            'ZAP Viva: the novelas and shows Angola watches, on channels 4 and 5 HD',
          ] as Copy,
          href: '/tv/destaques',
        },
        {
          image: 'home-ad-fibra',
          label: ['ZAP Fibra até 50 Mbps, com TV incluída', 'ZAP Fibra up to 50 Mbps, with TV included'] as Copy,
          href: '/zap-fibra/pacotes-tv-net',
        },
        {
          image: 'home-ad-topup',
          label: [
            'Carregue o seu pacote por 30 dias: nas lojas, nos agentes ou por Multicaixa',
            'Top up your package for 30 days: in stores, at agents or by Multicaixa',
          ] as Copy,
          href: '/zap-satelite/carregamentos-e-pagamentos',
        },
      ]
    : [
        {
          image: 'home-ad-viva',
          label: [
            'ZAP Viva: novelas, entretenimento e música, em HD',
            'ZAP Viva: novelas, entertainment and music, in HD',
          ] as Copy,
          href: '/tv/destaques',
        },
        {
          image: 'home-ad-premium',
          label: [
            'ZAP Premium: todos os canais, com o melhor desporto',
            'ZAP Premium: every channel, with the best sport',
          ] as Copy,
          href: '/zap-satelite/pacotes-de-canais',
        },
        {
          image: 'home-ad-topup',
          label: [
            'Carregue o seu pacote por 30 dias nas lojas e agentes ZAP',
            'Top up your package for 30 days at ZAP stores and agents',
          ] as Copy,
          href: '/zap-satelite/carregamentos-e-pagamentos',
        },
      ]

  const spotlight = [
    {
      image: refs.media('home-spot-novelas'),
      title: 'ZAP Novelas',
      text: $([
        'Novelas brasileiras, turcas e mexicanas dobradas em português, todos os dias, com Terra Amarga e Fruto Proibido.',
        'Brazilian, Turkish and Mexican novelas dubbed in Portuguese, every day, with Terra Amarga and Fruto Proibido.',
      ]),
      cta: { label: $(['Ver o ZAP Novelas', 'See ZAP Novelas']), href: to('/tv/zap-channels/novelas') },
    },
    {
      image: refs.media('home-spot-guide'),
      title: $(['Guia TV', 'TV guide']),
      text: $([
        'Saiba o que está a dar agora e o que vem a seguir em cada canal ZAP, dia a dia.',
        'See what is on now and what comes next on every ZAP channel, day by day.',
      ]),
      cta: { label: $(['Abrir o guia TV', 'Open the TV guide']), href: to('/tv/guia-tv') },
    },
    {
      image: refs.media('home-spot-stores'),
      title: $(['Encontre uma loja ZAP', 'Find a ZAP store']),
      text: $([
        `Lojas e agentes ZAP em ${ao ? 'Angola' : 'Moçambique'}, com morada, horário e contacto. Procure por província, cidade ou nome.`,
        `ZAP stores and agents in ${ao ? 'Angola' : 'Mozambique'}, with address, opening hours and phone. Search by province, city or name.`,
      ]),
      cta: { label: $(['Procurar lojas', 'Search stores']), href: to('/apoio-ao-cliente/encontrar-lojas') },
    },
  ]

  return [
    {
      blockType: 'serviceIcons',
      items: shown(services).map((item) => ({ icon: item.icon, label: $(item.label), href: to(item.href) })),
    },
    {
      blockType: 'adsCarousel',
      slides: ads.map((ad) => ({ image: refs.media(ad.image), label: $(ad.label), href: to(ad.href) })),
    },
    packageCarousel,
    { blockType: 'spotlight', heading: $(['Não perca', 'Don’t miss']), items: spotlight },
    {
      blockType: 'linkSections',
      heading: $(['Explore a ZAP', 'Explore ZAP']),
      sections: linkSections.map((section) => ({
        title: $(section.title),
        links: shown(section.links).map((link) => ({ label: $(link.label), href: to(link.href) })),
      })),
    },
  ]
}
