import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { doc, h, link, p, ul } from '@/cms/seed/lexical'
import { legalPages } from './pages-legal'
import { supportPages } from './pages-support'
import { leadPages } from './pages-leads'
import { tvMedia, tvPages } from './pages-tv'
import { moviesPages } from './pages-movies'
import { moviePosterMedia } from './movies'
import { satellitePages } from './pages-satellite'
import { fibrePages } from './pages-fibre'
import { homeBlocks, homeMedia } from './pages-home'
import { corporateMedia, corporatePages } from './pages-corporate'
import { cinemaMedia, cinemaPages } from './pages-cinema'
import { novelasMedia, novelasPages } from './pages-novelas'
import type { Refs, SeedPage } from './page-types'

function home(country: CountryCode): SeedPage {
  const hasFibre = country === 'ao'
  const tabs = (locale: Locale, refs: Refs) =>
    hasFibre
      ? [
          {
            label: locale === 'pt' ? 'Satélite' : 'Satellite',
            packages: ['mini', 'max', 'plus', 'premium'].map(refs.pkg),
          },
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
              text: `Canais de ${where} e de todo o mundo, com ZAP Viva, ZAP Novelas e o melhor desporto.`,
              image: refs.media('hero-satellite'),
              cta: { label: 'Ver pacotes', href: '/zap-satelite/pacotes-de-canais' },
            },
            hasFibre
              ? {
                  heading: 'ZAP Fibra: internet e TV numa só mensalidade',
                  text: 'Até 50 Mbps, com os canais do pacote Max ou Premium incluídos.',
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
        // Service icons, ads, packages, spotlight and link sections (cms/seed/data/pages-home.ts).
        ...homeBlocks(country, 'pt', refs, {
          blockType: 'packageCarousel',
          heading: 'Escolha o seu pacote',
          tabs: tabs('pt', refs),
        }),
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
              text: `Channels from ${whereEn} and around the world, with ZAP Viva, ZAP Novelas and the best sport.`,
              image: refs.media('hero-satellite'),
              cta: { label: 'See packages', href: '/en/zap-satelite/pacotes-de-canais' },
            },
            hasFibre
              ? {
                  heading: 'ZAP Fibra: internet and TV in one plan',
                  text: 'Up to 50 Mbps with Max or Premium package channels included.',
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
        ...homeBlocks(country, 'en', refs, {
          blockType: 'packageCarousel',
          heading: 'Choose your package',
          tabs: tabs('en', refs),
        }),
        {
          blockType: 'newsletterForm',
          heading: 'Get the latest from ZAP',
          intro: `Premieres, new channels and campaigns in ${whereEn}, first in your inbox. You can unsubscribe at any time.`,
        },
      ],
    },
  }
}

function channelPackages(country: CountryCode): SeedPage {
  const path = '/zap-satelite/pacotes-de-canais'
  const comparison = '/zap-satelite/comparacao-de-pacotes'
  const payments = '/zap-satelite/carregamentos-e-pagamentos'
  const [wherePt, whereEn] = country === 'ao' ? ['Angola', 'Angola'] : ['Moçambique', 'Mozambique']
  const payPt =
    country === 'ao' ? 'Multicaixa Express, caixa Multicaixa, referência bancária, app ZAP' : 'M-Pesa, e-Mola, banco'
  const payEn =
    country === 'ao'
      ? 'Multicaixa Express, a Multicaixa machine, bank reference, the ZAP app'
      : 'M-Pesa, e-Mola, your bank'
  return {
    key: 'channel-packages',
    pt: {
      title: 'Pacotes de canais',
      path,
      seo: {
        title: 'Pacotes de canais ZAP',
        description: `Compare os pacotes ZAP Mini, Max, Plus e Premium em ${wherePt}: preço, canais incluídos e onde carregar por 30 dias.`,
      },
      layout: () => [
        {
          blockType: 'packageGrid',
          heading: 'Pacotes de canais',
          intro:
            'Mini, Max, Plus ou Premium: carregue por 30 dias e mude de pacote sempre que quiser. Preços ilustrativos.',
          service: 'satelite',
          showChannelCount: true,
        },
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'Como carregar'),
            ul(
              'Tenha à mão o número do cartão de cliente (está no cartão do descodificador).',
              `Pague o pacote que escolher: ${payPt} ou numa loja ZAP ou agente.`,
              'Os canais ficam ativos em poucos minutos, durante 30 dias.',
            ),
            p('Todos os passos estão em ', link('Carregamentos e pagamentos', payments), '.'),
            h('h2', 'Que canais traz cada pacote?'),
            p('Veja canal a canal o que inclui cada pacote na ', link('comparação de pacotes', comparison), '.'),
          ),
        },
      ],
    },
    en: {
      title: 'Channel packages',
      path,
      seo: {
        title: 'ZAP channel packages',
        description: `Compare the ZAP Mini, Max, Plus and Premium packages in ${whereEn}: price, channels included and where to top up for 30 days.`,
      },
      layout: () => [
        {
          blockType: 'packageGrid',
          heading: 'Channel packages',
          intro:
            'Mini, Max, Plus or Premium: top up for 30 days and switch package whenever you like. Illustrative prices.',
          service: 'satelite',
          showChannelCount: true,
        },
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'How to top up'),
            ul(
              'Have your customer card number to hand (it is on the card in your decoder).',
              `Pay for the package you choose: ${payEn} or at a ZAP store or agent.`,
              'The channels are on within minutes, for 30 days.',
            ),
            p('Every step is on ', link('Top-ups and payments', `/en${payments}`), '.'),
            h('h2', 'Which channels are in each package?'),
            p(
              'See what each package includes, channel by channel, in the ',
              link('package comparison', `/en${comparison}`),
              '.',
            ),
          ),
        },
      ],
    },
  }
}

function fibrePackages(): SeedPage {
  const path = '/zap-fibra/pacotes-tv-net'
  // What every fibre package includes, then questions a visitor comparing offers asks; both link to the coverage survey.
  const included = (locale: Locale) => {
    const $ = (pt: string, en: string) => (locale === 'pt' ? pt : en)
    return [
      {
        icon: 'speed' as const,
        title: $('Internet ilimitada', 'Unlimited internet'),
        text: $(
          'Navegue, veja vídeos e trabalhe a partir de casa sem limites de tráfego nem cortes de velocidade no fim do mês.',
          'Browse, stream and work from home with no data caps and no speed cuts at the end of the month.',
        ),
      },
      {
        icon: 'tv' as const,
        title: $('Televisão ZAP', 'ZAP television'),
        text: $(
          'ZAP Viva, ZAP Novelas, TPA, TV Zimbo e muito mais; cada pacote mostra acima quantos canais traz.',
          'ZAP Viva, ZAP Novelas, TPA, TV Zimbo and much more; each package above shows how many channels it carries.',
        ),
      },
      {
        icon: 'router' as const,
        title: $('Router Wi-Fi', 'Wi-Fi router'),
        text: $(
          'Instalado e configurado pelos técnicos da ZAP, para ligar todos os aparelhos da casa.',
          'Installed and set up by ZAP technicians, to connect every device in your home.',
        ),
      },
      {
        icon: 'play' as const,
        title: $('Replay e gravações', 'Replay and recordings'),
        text: $(
          'Volte atrás até 7 dias, pause o direto e grave os seus programas.',
          'Go back up to 7 days, pause live TV and record your programmes.',
        ),
      },
      {
        icon: 'film' as const,
        title: $('Videoclube', 'Video club'),
        text: $(
          'Filmes, séries e desenhos animados a pedido, quando quiser.',
          'Films, series and cartoons on demand, whenever you like.',
        ),
      },
      {
        icon: 'help' as const,
        title: $('Apoio técnico', 'Technical support'),
        text: $(
          'Assistência por telefone e nas lojas ZAP, e técnicos em sua casa quando for preciso.',
          'Help by phone and at ZAP stores, and technicians at your home when needed.',
        ),
      },
    ]
  }
  return {
    key: 'fibre-packages',
    pt: {
      title: 'Pacotes TV + Net',
      path,
      seo: {
        title: 'ZAP Fibra: pacotes TV + Net',
        description:
          'Internet por fibra ótica até 50 Mbps com canais de TV incluídos. Compare as velocidades. Preços ilustrativos.',
      },
      layout: () => [
        {
          blockType: 'packageGrid',
          heading: 'Pacotes ZAP Fibra TV + Net',
          intro:
            'Internet ilimitada por fibra ótica e a televisão ZAP numa só mensalidade. Escolha a velocidade; preços ilustrativos, por 30 dias.',
          service: 'fibra',
          showChannelCount: true,
        },
        {
          blockType: 'featureGrid',
          heading: 'Incluído em todos os pacotes',
          intro: 'A mesma instalação traz internet e televisão. Sem antena, sem parabólica.',
          items: included('pt'),
          cta: { label: 'Pesquisar cobertura', href: '/zap-fibra/pesquisa-de-cobertura' },
        },
        {
          blockType: 'accordion',
          heading: 'Antes de aderir',
          items: [
            {
              title: 'Como sei se a fibra chega a minha casa?',
              body: doc(
                p(
                  'Indique a sua morada na ',
                  link('pesquisa de cobertura', '/zap-fibra/pesquisa-de-cobertura'),
                  ' e ligamos-lhe com a resposta.',
                ),
              ),
            },
            {
              title: 'Quanto tempo demora a instalação?',
              body: doc(
                p(
                  'Com cobertura confirmada, a instalação é marcada consigo e feita, em geral, numa visita de duas a três horas.',
                ),
              ),
            },
            {
              title: 'Posso mudar de velocidade?',
              body: doc(
                p(
                  'Sim. A nova velocidade fica ativa no período de 30 dias seguinte. Preços ilustrativos; consulte as ',
                  link('condições gerais do serviço', '/zap-fibra/condicoes-gerais-do-servico'),
                  '.',
                ),
              ),
            },
          ],
        },
      ],
    },
    en: {
      title: 'TV + Net packages',
      path,
      seo: {
        title: 'ZAP Fibra: TV + Net packages',
        description:
          'Fibre-optic internet up to 50 Mbps with TV channels included. Compare the speeds. Illustrative prices.',
      },
      layout: () => [
        {
          blockType: 'packageGrid',
          heading: 'ZAP Fibra TV + Net packages',
          intro:
            'Unlimited fibre-optic internet and ZAP television in one monthly plan. Choose your speed; illustrative prices, per 30 days.',
          service: 'fibra',
          showChannelCount: true,
        },
        {
          blockType: 'featureGrid',
          heading: 'Included in every package',
          intro: 'One installation brings internet and television. No aerial, no satellite dish.',
          items: included('en'),
          cta: { label: 'Check coverage', href: '/en/zap-fibra/coverage-survey' },
        },
        {
          blockType: 'accordion',
          heading: 'Before you sign up',
          items: [
            {
              title: 'How do I know if fibre reaches my home?',
              body: doc(
                p(
                  'Enter your address in the ',
                  link('coverage survey', '/en/zap-fibra/coverage-survey'),
                  ' and we call you back with the answer.',
                ),
              ),
            },
            {
              title: 'How long does installation take?',
              body: doc(
                p(
                  'Once coverage is confirmed, installation is booked with you and usually takes one visit of two to three hours.',
                ),
              ),
            },
            {
              title: 'Can I change speed?',
              body: doc(
                p(
                  'Yes. The new speed is active from the next 30-day period. Illustrative prices; see the ',
                  link('general conditions of service', '/en/zap-fibra/condicoes-gerais-do-servico'),
                  '.',
                ),
              ),
            },
          ],
        },
      ],
    },
  }
}

/** Pages of each country: one per frame, and the pages the foundation names. Fibre is Angola only. */
export const seedPages = (country: CountryCode): SeedPage[] => [
  home(country),
  channelPackages(country),
  ...(country === 'ao' ? [fibrePackages()] : []),
  ...legalPages(country),
  ...leadPages(country),
  ...tvPages(country),
  ...moviesPages(country),
  ...fibrePages(country),
  ...satellitePages(country),
  ...supportPages(country),
  ...corporatePages(country),
  ...cinemaPages(country),
  ...novelasPages(country),
]

export const seedMedia = [
  {
    key: 'hero-satellite',
    file: 'hero-satellite.webp',
    alt: {
      pt: 'Ilustração de uma antena de satélite em fundo rosa',
      en: 'Illustration of a satellite dish on a pink background',
    },
  },
  {
    key: 'hero-fibre',
    file: 'hero-fibre.webp',
    alt: { pt: 'Ilustração de um cabo de fibra ótica', en: 'Illustration of a fibre-optic cable' },
  },
  {
    key: 'hero-corporate',
    file: 'hero-corporate.webp',
    alt: { pt: 'Ilustração com as cores da marca ZAP', en: 'Illustration in the ZAP brand colours' },
  },
  ...tvMedia,
  {
    key: 'movies-channels',
    file: 'movies-channels.webp',
    alt: {
      pt: 'Película de cinema com um botão de reprodução em fundo rosa',
      en: 'A film strip with a play button on a pink background',
    },
  },
  {
    key: 'zap-on-app',
    file: 'zap-on-app.webp',
    alt: {
      pt: 'Televisor, tablet e telemóvel a reproduzir vídeo na app ZAP ON',
      en: 'A television, tablet and phone playing video in the ZAP ON app',
    },
  },
  {
    key: 'direct-debit',
    file: 'direct-debit.webp',
    alt: { pt: 'Cartão bancário e calendário com um visto verde', en: 'A bank card and a calendar with a green tick' },
  },
  ...moviePosterMedia,
  ...homeMedia,
  ...corporateMedia,
  ...cinemaMedia,
  ...novelasMedia,
  {
    key: 'campaign-sat-natal',
    file: 'campaign-sat-natal.webp',
    alt: {
      pt: 'Televisor com o logótipo ZAP ao lado de uma árvore de Natal e presentes',
      en: 'A television showing the ZAP logo next to a Christmas tree and gifts',
    },
  },
  {
    key: 'campaign-sat-kit',
    file: 'campaign-sat-kit.webp',
    alt: { pt: 'Antena parabólica e descodificador ZAP', en: 'A satellite dish and a ZAP decoder' },
  },
  {
    key: 'campaign-sat-futebol',
    file: 'campaign-sat-futebol.webp',
    alt: { pt: 'Bola de futebol no centro de um relvado', en: 'A football on the centre spot of a pitch' },
  },
  {
    key: 'campaign-fibra-velocidade',
    file: 'campaign-fibra-velocidade.webp',
    alt: {
      pt: 'Feixes de luz de fibra ótica a passar por um velocímetro',
      en: 'Fibre-optic light streaks running through a speedometer',
    },
  },
  {
    key: 'campaign-fibra-wifi',
    file: 'campaign-fibra-wifi.webp',
    alt: { pt: 'Router Wi-Fi a emitir sinal', en: 'A Wi-Fi router sending out its signal' },
  },
  {
    key: 'fibre-mesh-wifi',
    file: 'fibre-mesh-wifi.webp',
    alt: {
      pt: 'Ilustração de uma casa com três pontos de acesso Wi-Fi Mesh ligados entre si',
      en: 'Illustration of a house with three linked Mesh Wi-Fi access points',
    },
  },
  {
    key: 'fibre-wifi-6',
    file: 'fibre-wifi-6.webp',
    alt: {
      pt: 'Ilustração de um router Wi-Fi 6 rodeado de telemóveis e tablets ligados',
      en: 'Illustration of a Wi-Fi 6 router surrounded by connected phones and tablets',
    },
  },
] as const
