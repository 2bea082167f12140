import type { CountryCode } from '../../../lib/countries'
import type { Locale } from '../../../lib/locales'
import type { Page } from '../../payload-types'
import { doc, h, link, p, ul } from '../lexical'
import { legalPages } from './pages-legal'
import { leadPages } from './pages-leads'

/** Resolves seed keys to the ids the seed created. */
export type Refs = { media: (key: string) => number; pkg: (key: string) => number; channel: (key: string) => number }
type Layout = NonNullable<Page['layout']>
type LocaleCopy = { title: string; path: string; seo: { title: string; description: string }; layout: (refs: Refs) => Layout }
export type SeedPage = { key: string; frame?: Page['frame']; takesId?: boolean; pt: LocaleCopy; en: LocaleCopy }

const company = {
  ao: { legal: 'ZAP Media, S.A.', since: '1 de abril de 2010', sinceEn: '1 April 2010', office: 'Edifício ZAP, Via A4A, Talatona, Luanda Sul' },
  mz: { legal: 'Mstar-ZAP Moçambique', since: '2011', sinceEn: '2011', office: 'Maputo' },
} as const

function home(country: CountryCode): SeedPage {
  const hasFibre = country === 'ao'
  const tabs = (locale: Locale, refs: Refs) =>
    hasFibre
      ? [
          { label: locale === 'pt' ? 'Satélite' : 'Satellite', packages: ['mini', 'max', 'plus', 'premium'].map(refs.pkg) },
          { label: locale === 'pt' ? 'Fibra' : 'Fibre', packages: ['fibra-20', 'fibra-50'].map(refs.pkg) },
        ]
      : [
          { label: locale === 'pt' ? 'Essenciais' : 'Essentials', packages: ['mini', 'max'].map(refs.pkg) },
          { label: locale === 'pt' ? 'Completos' : 'Complete', packages: ['plus', 'premium'].map(refs.pkg) },
        ]
  const where = country === 'ao' ? 'Angola' : 'Moçambique'
  const whereEn = country === 'ao' ? 'Angola' : 'Mozambique'
  return {
    key: 'home',
    pt: {
      title: 'Início',
      path: '/',
      seo: {
        title: `ZAP ${where}: televisão por satélite${hasFibre ? ', fibra' : ''} e muito mais`,
        description: `Pacotes de televisão ZAP em ${where}: canais nacionais e internacionais, novelas, desporto e filmes. Carregue por 30 dias.`,
      },
      layout: (refs) => [
        {
          blockType: 'hero',
          slides: [
            {
              heading: 'A melhor televisão, em sua casa',
              text: `Mais de 160 canais em ${where}, com ZAP Viva, ZAP Novelas e o melhor desporto.`,
              image: refs.media('hero-satellite'),
              cta: { label: 'Ver pacotes', href: '/zap-satelite/pacotes-de-canais' },
            },
            hasFibre
              ? {
                  heading: 'ZAP Fibra: internet e TV numa só mensalidade',
                  text: 'Velocidades até 50 Mbps com os canais do pacote Max incluídos.',
                  image: refs.media('hero-fibre'),
                  cta: { label: 'Conhecer a ZAP Fibra', href: '/zap-fibra/pacotes-tv-net' },
                }
              : {
                  heading: 'Novelas dobradas em português',
                  text: 'Novelas brasileiras, turcas e mexicanas todos os dias no ZAP Novelas.',
                  image: refs.media('hero-corporate'),
                  cta: { label: 'Sobre a ZAP', href: '/a-zap' },
                },
          ],
        },
        { blockType: 'packageCarousel', heading: 'Escolha o seu pacote', tabs: tabs('pt', refs) },
        {
          blockType: 'accordion',
          heading: 'Perguntas frequentes',
          items: [
            { title: 'Como carrego o meu pacote?', body: doc(p('Pode carregar por 30 dias nas lojas ZAP, nos agentes autorizados, por Multicaixa ou por referência bancária.')) },
            { title: 'Posso mudar de pacote?', body: doc(p('Sim. O novo pacote fica ativo no próximo carregamento.')) },
            { title: 'Onde encontro uma loja?', body: doc(p('Consulte a lista de lojas em ', link('Encontrar lojas', '/apoio-ao-cliente/encontrar-lojas'), '.')) },
          ],
        },
        {
          blockType: 'newsletterForm',
          heading: 'Receba as novidades da ZAP',
          intro: `Estreias, novos canais e campanhas em ${where}, primeiro no seu e-mail. Pode cancelar a subscrição quando quiser.`,
        },
      ],
    },
    en: {
      title: 'Home',
      path: '/',
      seo: {
        title: `ZAP ${whereEn}: satellite TV${hasFibre ? ', fibre' : ''} and more`,
        description: `ZAP TV packages in ${whereEn}: local and international channels, novelas, sport and movies. Top up for 30 days.`,
      },
      layout: (refs) => [
        {
          blockType: 'hero',
          slides: [
            {
              heading: 'The best TV, at home',
              text: `Over 160 channels in ${whereEn}, with ZAP Viva, ZAP Novelas and the best sport.`,
              image: refs.media('hero-satellite'),
              cta: { label: 'See packages', href: '/en/zap-satelite/pacotes-de-canais' },
            },
            hasFibre
              ? {
                  heading: 'ZAP Fibra: internet and TV in one plan',
                  text: 'Speeds up to 50 Mbps with the Max package channels included.',
                  image: refs.media('hero-fibre'),
                  cta: { label: 'Discover ZAP Fibra', href: '/en/zap-fibra/pacotes-tv-net' },
                }
              : {
                  heading: 'Novelas dubbed in Portuguese',
                  text: 'Brazilian, Turkish and Mexican novelas every day on ZAP Novelas.',
                  image: refs.media('hero-corporate'),
                  cta: { label: 'About ZAP', href: '/en/the-zap' },
                },
          ],
        },
        { blockType: 'packageCarousel', heading: 'Choose your package', tabs: tabs('en', refs) },
        {
          blockType: 'accordion',
          heading: 'Frequently asked questions',
          items: [
            { title: 'How do I top up my package?', body: doc(p('Top up for 30 days at ZAP stores, authorised agents, Multicaixa or bank reference.')) },
            { title: 'Can I change package?', body: doc(p('Yes. The new package is active from your next top-up.')) },
            { title: 'Where is my nearest store?', body: doc(p('See the list of stores in ', link('Find stores', '/en/help/find-stores'), '.')) },
          ],
        },
        {
          blockType: 'newsletterForm',
          heading: 'Get the latest from ZAP',
          intro: `Premieres, new channels and campaigns in ${whereEn}, first in your inbox. You can unsubscribe at any time.`,
        },
      ],
    },
  }
}

function about(country: CountryCode): SeedPage {
  const c = company[country]
  const pt = country === 'ao'
    ? `A ${c.legal} leva televisão a milhões de lares angolanos desde ${c.since}. Em 2025 celebrámos 15 anos.`
    : `A ${c.legal} leva a televisão ZAP aos lares moçambicanos desde ${c.since}, a partir de Maputo.`
  const en = country === 'ao'
    ? `${c.legal} has brought television to millions of Angolan homes since ${c.sinceEn}. In 2025 we celebrated 15 years.`
    : `${c.legal} has brought ZAP television to Mozambican homes since ${c.sinceEn}, from Maputo.`
  const milestones = (locale: Locale) =>
    [
      ['2010', 'Lançamento da ZAP em Angola.', 'ZAP launches in Angola.'],
      ['2011', 'Chegada a Moçambique.', 'ZAP arrives in Mozambique.'],
      ['2013', 'Nasce o programa social Vidas ZAP, hoje com cerca de 70 lares de infância apoiados.', 'The Vidas ZAP social programme is born; today it supports about 70 children’s homes.'],
      ['2014', 'ZAP Studios e lançamento da ZAP Fibra.', 'ZAP Studios and the launch of ZAP Fibra.'],
      ['2016', 'Abre a sala IMAX dos ZAP Cinemas.', 'The ZAP Cinemas IMAX room opens.'],
      ['2019', 'ZAP Viva chega a Portugal; cerca de 1,5 milhões de clientes.', 'ZAP Viva reaches Portugal; about 1.5 million customers.'],
    ].map(([year, ptText, enText]) => ({ title: year as string, body: doc(p(locale === 'pt' ? ptText as string : enText as string)) }))
  return {
    key: 'about',
    pt: {
      title: 'A ZAP',
      path: '/a-zap',
      seo: { title: 'A ZAP: quem somos', description: pt },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'Somos a ZAP', text: pt, image: refs.media('hero-corporate'), cta: { label: 'Marcos ZAP', href: '/a-zap/marcos-zap' } }] },
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'Quem somos'),
            p(pt),
            p(`Sede: ${c.office}.`),
            ul('Televisão por satélite', ...(country === 'ao' ? ['ZAP Fibra', 'ZAP Cinemas, com sala IMAX'] : []), 'Canais próprios: ZAP Viva, ZAP Novelas e ZAP Filmes'),
          ),
        },
        { blockType: 'accordion', heading: 'Marcos ZAP', items: milestones('pt') },
      ],
    },
    en: {
      title: 'The ZAP',
      path: '/the-zap',
      seo: { title: 'The ZAP: who we are', description: en },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'We are ZAP', text: en, image: refs.media('hero-corporate'), cta: { label: 'ZAP milestones', href: '/en/a-zap/marcos-zap' } }] },
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'Who we are'),
            p(en),
            p(`Head office: ${c.office}.`),
            ul('Satellite television', ...(country === 'ao' ? ['ZAP Fibra', 'ZAP Cinemas, with an IMAX room'] : []), 'Own channels: ZAP Viva, ZAP Novelas and ZAP Filmes'),
          ),
        },
        { blockType: 'accordion', heading: 'ZAP milestones', items: milestones('en') },
      ],
    },
  }
}

function channelPackages(): SeedPage {
  const path = '/zap-satelite/pacotes-de-canais'
  return {
    key: 'channel-packages',
    pt: {
      title: 'Pacotes de canais',
      path,
      seo: { title: 'Pacotes de canais ZAP', description: 'Compare os pacotes Mini, Max, Plus e Premium e carregue por 30 dias.' },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'Pacotes de canais', text: 'Mini, Max, Plus ou Premium: carregue por 30 dias e mude quando quiser.', image: refs.media('hero-satellite'), cta: { label: 'Onde carregar', href: '/zap-satelite/carregamentos-e-pagamentos' } }] },
        { blockType: 'packageCarousel', heading: 'Pacotes de satélite', tabs: [
          { label: 'Essenciais', packages: ['mini', 'max'].map(refs.pkg) },
          { label: 'Completos', packages: ['plus', 'premium'].map(refs.pkg) },
        ] },
        { blockType: 'richText', content: doc(h('h2', 'Canais em destaque'), p('ZAP Viva (posições 4 e 5 HD), ZAP Novelas, ZAP Filmes 1, 2, 3 e HD, ZAP Música, TPA 1, TPA 2, TV Zimbo, RTP África, Globo, SBT, SportTV África, Disney e Canal Panda.'), p('Preços ilustrativos; consulte as condições gerais do serviço.')) },
      ],
    },
    en: {
      title: 'Channel packages',
      path,
      seo: { title: 'ZAP channel packages', description: 'Compare the Mini, Max, Plus and Premium packages and top up for 30 days.' },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'Channel packages', text: 'Mini, Max, Plus or Premium: top up for 30 days and switch whenever you like.', image: refs.media('hero-satellite'), cta: { label: 'Where to top up', href: '/en/zap-satelite/carregamentos-e-pagamentos' } }] },
        { blockType: 'packageCarousel', heading: 'Satellite packages', tabs: [
          { label: 'Essentials', packages: ['mini', 'max'].map(refs.pkg) },
          { label: 'Complete', packages: ['plus', 'premium'].map(refs.pkg) },
        ] },
        { blockType: 'richText', content: doc(h('h2', 'Featured channels'), p('ZAP Viva (positions 4 and 5 HD), ZAP Novelas, ZAP Filmes 1, 2, 3 and HD, ZAP Música, TPA 1, TPA 2, TV Zimbo, RTP África, Globo, SBT, SportTV África, Disney and Canal Panda.'), p('Illustrative prices; see the general conditions of service.')) },
      ],
    },
  }
}

function fibrePackages(): SeedPage {
  const path = '/zap-fibra/pacotes-tv-net'
  return {
    key: 'fibre-packages',
    pt: {
      title: 'Pacotes TV + Net',
      path,
      seo: { title: 'ZAP Fibra: pacotes TV + Net', description: 'Internet por fibra ótica até 50 Mbps com os canais do pacote Max incluídos. Preços ilustrativos.' },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'ZAP Fibra: TV + Net', text: 'Internet ilimitada por fibra ótica, com a televisão ZAP incluída.', image: refs.media('hero-fibre'), cta: { label: 'Pesquisar cobertura', href: '/zap-fibra/pesquisa-de-cobertura' } }] },
        { blockType: 'packageCarousel', heading: 'Escolha a velocidade', tabs: [
          { label: 'Até 20 Mbps', packages: [refs.pkg('fibra-20')] },
          { label: 'Até 50 Mbps', packages: [refs.pkg('fibra-50')] },
        ] },
        { blockType: 'richText', content: doc(h('h2', 'Desde 2014 em Luanda'), p('A ZAP Fibra chegou em 2014. Preços ilustrativos; consulte as condições gerais do serviço.')) },
      ],
    },
    en: {
      title: 'TV + Net packages',
      path,
      seo: { title: 'ZAP Fibra: TV + Net packages', description: 'Fibre-optic internet up to 50 Mbps with the Max package channels included. Illustrative prices.' },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'ZAP Fibra: TV + Net', text: 'Unlimited fibre-optic internet, with ZAP television included.', image: refs.media('hero-fibre'), cta: { label: 'Check coverage', href: '/en/zap-fibra/coverage-survey' } }] },
        { blockType: 'packageCarousel', heading: 'Choose your speed', tabs: [
          { label: 'Up to 20 Mbps', packages: [refs.pkg('fibra-20')] },
          { label: 'Up to 50 Mbps', packages: [refs.pkg('fibra-50')] },
        ] },
        { blockType: 'richText', content: doc(h('h2', 'In Luanda since 2014'), p('ZAP Fibra launched in 2014. Illustrative prices; see the general conditions of service.')) },
      ],
    },
  }
}

function novelasHome(): SeedPage {
  const path = '/tv/zap-channels/novelas'
  const titles = 'O Jogo da Vida, Acorrentada, Terra Amarga, Força de Viver, Fruto Proibido'
  return {
    key: 'novelas',
    pt: {
      title: 'ZAP Novelas',
      path,
      seo: { title: 'ZAP Novelas', description: 'Novelas brasileiras, turcas e mexicanas dobradas em português, todos os dias.' },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'ZAP Novelas', text: 'Novelas brasileiras, turcas e mexicanas dobradas em português.', image: refs.media('hero-corporate'), cta: { label: 'Ver programação', href: '/tv/zap-channels/novelas/programming' } }] },
        { blockType: 'richText', content: doc(h('h2', 'Quem somos'), p(`O canal das novelas da ZAP. Em 2020: ${titles}.`)) },
      ],
    },
    en: {
      title: 'ZAP Novelas',
      path,
      seo: { title: 'ZAP Novelas', description: 'Brazilian, Turkish and Mexican novelas dubbed in Portuguese, every day.' },
      layout: (refs) => [
        { blockType: 'hero', slides: [{ heading: 'ZAP Novelas', text: 'Brazilian, Turkish and Mexican novelas dubbed in Portuguese.', image: refs.media('hero-corporate'), cta: { label: 'See programming', href: '/en/tv/zap-channels/novelas/programming' } }] },
        { blockType: 'richText', content: doc(h('h2', 'Who we are'), p(`ZAP's novelas channel. In 2020: ${titles}.`)) },
      ],
    },
  }
}

/** Pages of each country: one per frame, and the pages the foundation names. Fibre is Angola only. */
export const seedPages = (country: CountryCode): SeedPage[] => [
  home(country), about(country), channelPackages(), novelasHome(), ...(country === 'ao' ? [fibrePackages()] : []),
  ...legalPages(country),
  ...leadPages(country),
]

export const seedMedia = [
  { key: 'hero-satellite', file: 'hero-satellite.webp', alt: { pt: 'Ilustração de uma antena de satélite em fundo rosa', en: 'Illustration of a satellite dish on a pink background' } },
  { key: 'hero-fibre', file: 'hero-fibre.webp', alt: { pt: 'Ilustração de um cabo de fibra ótica', en: 'Illustration of a fibre-optic cable' } },
  { key: 'hero-corporate', file: 'hero-corporate.webp', alt: { pt: 'Ilustração com as cores da marca ZAP', en: 'Illustration in the ZAP brand colours' } },
] as const
