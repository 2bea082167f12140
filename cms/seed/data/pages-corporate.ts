import type { CountryCode } from '@/lib/countries'
import { doc, h, link, p, ul } from '@/cms/seed/lexical'
import type { Refs, SeedMediaItem, SeedPage } from './page-types'
import { toEnglish } from './settings'

/** Seed media of the corporate area (files in cms/seed/images). */
export const corporateMedia: SeedMediaItem[] = [
  {
    key: 'corporate-reading',
    file: 'corporate-reading.webp',
    alt: {
      pt: 'Estante com livros coloridos ao lado de um livro aberto',
      en: 'A shelf of colourful books next to an open book',
    },
  },
  {
    key: 'corporate-children-home',
    file: 'corporate-children-home.webp',
    alt: {
      pt: 'Casa com um coração no telhado, árvores e crianças no jardim',
      en: 'A house with a heart on its roof, trees and children in the garden',
    },
  },
  {
    key: 'corporate-team',
    file: 'corporate-team.webp',
    alt: { pt: 'Cinco colegas lado a lado sob o logótipo ZAP', en: 'Five colleagues side by side under the ZAP logo' },
  },
  {
    key: 'corporate-agent',
    file: 'corporate-agent.webp',
    alt: {
      pt: 'Loja de um agente ZAP com toldo amarelo e um cartão de pagamento',
      en: 'A ZAP agent’s shop with a yellow awning and a payment card',
    },
  },
  {
    key: 'corporate-imax',
    file: 'corporate-imax.webp',
    alt: {
      pt: 'Ecrã IMAX curvo diante de filas de cadeiras cor-de-rosa',
      en: 'A curved IMAX screen in front of rows of pink seats',
    },
  },
  {
    key: 'corporate-15-anos',
    file: 'corporate-15-anos.webp',
    alt: {
      pt: 'O número 15 num círculo branco, rodeado de confetis',
      en: 'The number 15 in a white circle, surrounded by confetti',
    },
  },
  {
    key: 'corporate-premiere',
    file: 'corporate-premiere.webp',
    alt: {
      pt: 'Claquete de cinema, passadeira vermelha e estrelas douradas',
      en: 'A film clapperboard, a red carpet and golden stars',
    },
  },
]

type Lang = 0 | 1
type Copy = [pt: string, en: string]
type Layout = ReturnType<SeedPage['pt']['layout']>

const where = { ao: ['Angola', 'Angola'], mz: ['Moçambique', 'Mozambique'] } as const satisfies Record<
  CountryCode,
  Copy
>
const company = {
  ao: {
    legal: 'ZAP Media, S.A.',
    since: '1 de abril de 2010',
    sinceEn: '1 April 2010',
    office: 'Edifício ZAP, Via A4A, Talatona, Luanda Sul',
  },
  mz: { legal: 'Mstar-ZAP Moçambique', since: '2011', sinceEn: '2011', office: 'Maputo' },
} as const

/** A site link in the page's language (English paths from settings.ts). */
const href = (path: string, lang: Lang) => (lang === 0 ? path : toEnglish(path))

/** A page whose two languages share one layout function of the language. */
function page(
  key: string,
  paths: Copy,
  titles: Copy,
  seo: [Copy, Copy],
  layout: (lang: Lang, refs: Refs) => Layout,
  takesId = false,
): SeedPage {
  const copy = (lang: Lang) => ({
    title: titles[lang],
    path: paths[lang],
    seo: { title: seo[0][lang], description: seo[1][lang] },
    layout: (refs: Refs) => layout(lang, refs),
  })
  return { key, ...(takesId ? { takesId } : {}), pt: copy(0), en: copy(1) }
}

/** /a-zap: the corporate home (moved here from pages.ts; the publish e2e edits its hero). */
function about(country: CountryCode): SeedPage {
  const c = company[country]
  const pt =
    country === 'ao'
      ? `A ${c.legal} leva televisão a milhões de lares angolanos desde ${c.since}. Em 2025 celebrámos 15 anos.`
      : `A ${c.legal} leva a televisão ZAP aos lares moçambicanos desde ${c.since}, a partir de Maputo.`
  const en =
    country === 'ao'
      ? `${c.legal} has brought television to millions of Angolan homes since ${c.sinceEn}. In 2025 we celebrated 15 years.`
      : `${c.legal} has brought ZAP television to Mozambican homes since ${c.sinceEn}, from Maputo.`
  const services = (lang: Lang) =>
    lang === 0
      ? [
          'Televisão por satélite',
          ...(country === 'ao' ? ['ZAP Fibra', 'ZAP Cinemas, com sala IMAX'] : []),
          'Canais próprios: ZAP Viva, ZAP Novelas e ZAP Filmes',
        ]
      : [
          'Satellite television',
          ...(country === 'ao' ? ['ZAP Fibra', 'ZAP Cinemas, with an IMAX room'] : []),
          'Own channels: ZAP Viva, ZAP Novelas and ZAP Filmes',
        ]
  const explore = (lang: Lang) => {
    const $ = (copy: Copy) => copy[lang]
    const to = (path: string) => href(path, lang)
    return {
      blockType: 'linkSections' as const,
      heading: $(['Conheça a ZAP', 'Get to know ZAP']),
      sections: [
        {
          title: $(['Sobre nós', 'About us']),
          links: [
            { label: $(['Quem somos', 'Who we are']), href: to('/a-zap/quem-somos') },
            { label: $(['Administração', 'Administration']), href: to('/a-zap/quem-somos/administracao') },
            { label: $(['Marcos ZAP', 'ZAP milestones']), href: to('/a-zap/marcos-zap') },
          ],
        },
        {
          title: $(['Notícias', 'News']),
          links: [
            { label: $(['Todas as notícias', 'All news']), href: to('/a-zap/noticias') },
            { label: $(['Destaques', 'Highlights']), href: to('/a-zap/destaques') },
            { label: $(['Vida ZAP', 'Life at ZAP']), href: to('/a-zap/vida-zap') },
          ],
        },
        {
          title: $(['Trabalhar na ZAP', 'Work at ZAP']),
          links: [
            { label: $(['Carreira ZAP', 'Careers']), href: to('/a-zap/carreira-zap') },
            { label: $(['Junte-se a nós', 'Join us']), href: to('/a-zap/junte-se-a-nos') },
            { label: $(['Ser agente ZAP', 'Become a ZAP agent']), href: to('/a-zap/ser-agente-zap') },
          ],
        },
      ],
    }
  }
  return {
    key: 'about',
    pt: {
      title: 'A ZAP',
      path: '/a-zap',
      seo: { title: 'A ZAP: quem somos', description: pt },
      layout: (refs) => [
        {
          blockType: 'hero',
          slides: [
            {
              heading: 'Somos a ZAP',
              text: pt,
              image: refs.media('hero-corporate'),
              cta: { label: 'Marcos ZAP', href: '/a-zap/marcos-zap' },
            },
          ],
        },
        {
          blockType: 'richText',
          content: doc(h('h2', 'Quem somos'), p(pt), p(`Sede: ${c.office}.`), ul(...services(0))),
        },
        {
          blockType: 'newsList',
          heading: 'Últimas notícias',
          pageSize: 3,
          paginate: false,
          more: { label: 'Todas as notícias', href: '/a-zap/noticias' },
        },
        explore(0),
      ],
    },
    en: {
      title: 'The ZAP',
      path: '/the-zap',
      seo: { title: 'The ZAP: who we are', description: en },
      layout: (refs) => [
        {
          blockType: 'hero',
          slides: [
            {
              heading: 'We are ZAP',
              text: en,
              image: refs.media('hero-corporate'),
              cta: { label: 'ZAP milestones', href: toEnglish('/a-zap/marcos-zap') },
            },
          ],
        },
        {
          blockType: 'richText',
          content: doc(h('h2', 'Who we are'), p(en), p(`Head office: ${c.office}.`), ul(...services(1))),
        },
        {
          blockType: 'newsList',
          heading: 'Latest news',
          pageSize: 3,
          paginate: false,
          more: { label: 'All news', href: toEnglish('/a-zap/noticias') },
        },
        explore(1),
      ],
    },
  }
}

function whoWeAre(country: CountryCode): SeedPage {
  const c = company[country]
  const [wpt, wen] = where[country]
  const ao = country === 'ao'
  return page(
    'who-we-are',
    ['/a-zap/quem-somos', '/the-zap/who-we-are'],
    ['Quem somos', 'Who we are'],
    [
      ['Quem somos · A ZAP', 'Who we are · The ZAP'],
      [
        `Conheça a ${c.legal}: televisão por satélite${ao ? ', fibra ótica e cinema' : ''} e canais próprios em ${wpt}, desde ${c.since}.`,
        `Meet ${c.legal}: satellite television${ao ? ', fibre and cinema' : ''} and our own channels in ${wen}, since ${c.sinceEn}.`,
      ],
    ],
    (lang, refs) => {
      const $ = (copy: Copy) => copy[lang]
      return [
        {
          blockType: 'mediaText',
          heading: $(['Quem somos', 'Who we are']),
          body: doc(
            p(
              $([
                `A ${c.legal} é um operador de televisão por subscrição em ${wpt}. Desde ${c.since} levamos aos lares canais nacionais e internacionais, novelas, desporto e filmes, com pacotes carregados por 30 dias.`,
                `${c.legal} is a pay-TV operator in ${wen}. Since ${c.sinceEn} we have brought local and international channels, novelas, sport and films into homes, with packages topped up for 30 days.`,
              ]),
            ),
            p(
              $([
                ao
                  ? 'Hoje somos também internet por fibra ótica, cinema com sala IMAX e produção de conteúdos nos ZAP Studios.'
                  : 'Hoje chegamos a todas as províncias através de lojas próprias e de uma rede de agentes autorizados.',
                ao
                  ? 'Today we also offer fibre-optic internet, cinema with an IMAX room and content production at ZAP Studios.'
                  : 'Today we reach every province through our own stores and a network of authorised agents.',
              ]),
            ),
            p($([`Sede: ${c.office}.`, `Head office: ${c.office}.`])),
          ),
          image: refs.media('corporate-team'),
          imagePosition: 'right',
          cta: {
            label: $(['Conheça a administração', 'Meet the board']),
            href: href('/a-zap/quem-somos/administracao', lang),
          },
        },
        {
          blockType: 'featureGrid',
          heading: $(['O que fazemos', 'What we do']),
          items: [
            {
              icon: 'satellite',
              title: $(['Televisão por satélite', 'Satellite television']),
              text: $([
                'Pacotes Mini, Max, Plus e Premium, com canais angolanos e internacionais e carregamentos por 30 dias.',
                'Mini, Max, Plus and Premium packages, with Angolan and international channels and 30-day top-ups.',
              ]),
            },
            {
              icon: 'tv',
              title: $(['Canais próprios', 'Our own channels']),
              text: $([
                'ZAP Viva, ZAP Novelas, ZAP Filmes e ZAP Música, com produção nacional e novelas dobradas em português.',
                'ZAP Viva, ZAP Novelas, ZAP Filmes and ZAP Música, with local productions and novelas dubbed in Portuguese.',
              ]),
            },
            ...(ao
              ? [
                  {
                    icon: 'fibre' as const,
                    title: $(['ZAP Fibra', 'ZAP Fibra']),
                    text: $([
                      'Internet por fibra ótica com televisão incluída, desde 2014.',
                      'Fibre-optic internet with television included, since 2014.',
                    ]),
                  },
                  {
                    icon: 'cinema' as const,
                    title: $(['ZAP Cinemas', 'ZAP Cinemas']),
                    text: $([
                      'Salas no Shopping Avenida, Morro Bento, com sala IMAX desde 2016 e estreias de cinema angolano.',
                      'Screens at Shopping Avenida, Morro Bento, with an IMAX room since 2016 and Angolan film premieres.',
                    ]),
                  },
                ]
              : [
                  {
                    icon: 'shop' as const,
                    title: $(['Lojas e agentes', 'Stores and agents']),
                    text: $([
                      'Lojas ZAP e agentes autorizados em todo o país para carregar, comprar o kit e pedir assistência.',
                      'ZAP stores and authorised agents across the country to top up, buy the kit and get support.',
                    ]),
                  },
                ]),
            {
              icon: 'star',
              title: $(['Vidas ZAP', 'Vidas ZAP']),
              text: $([
                'O nosso programa social apoia cerca de 70 lares de infância e abre espaços de leitura.',
                'Our social programme supports about 70 children’s homes and opens reading corners.',
              ]),
            },
          ],
          cta: { label: $(['Marcos ZAP', 'ZAP milestones']), href: href('/a-zap/marcos-zap', lang) },
        },
      ]
    },
  )
}

/** The board: plainly fictional names (content-facts: invent where facts are missing). */
function administration(country: CountryCode): SeedPage {
  const c = company[country]
  const [wpt, wen] = where[country]
  const people: { name: string; role: Copy; bio: Copy }[] =
    country === 'ao'
      ? [
          {
            name: 'Helena Exemplo Costa',
            role: ['Presidente do Conselho de Administração', 'Chair of the Board'],
            bio: [
              'Gestora com 25 anos de experiência em telecomunicações e media.',
              'A manager with 25 years’ experience in telecoms and media.',
            ],
          },
          {
            name: 'Joaquim Fictício Neto',
            role: ['Presidente da Comissão Executiva', 'Chief Executive Officer'],
            bio: [
              'Lidera a estratégia comercial e a expansão da ZAP Fibra.',
              'Leads the commercial strategy and the growth of ZAP Fibra.',
            ],
          },
          {
            name: 'Marta Demonstração Silva',
            role: ['Administradora Financeira', 'Chief Financial Officer'],
            bio: [
              'Responsável pelas finanças, compras e relação com os parceiros.',
              'Responsible for finance, procurement and partner relations.',
            ],
          },
          {
            name: 'Paulo Amostra Kiala',
            role: ['Administrador de Tecnologia', 'Chief Technology Officer'],
            bio: [
              'Coordena a rede de satélite, a fibra ótica e os sistemas de informação.',
              'Oversees the satellite network, fibre and information systems.',
            ],
          },
          {
            name: 'Rita Modelo Tavares',
            role: ['Administradora de Conteúdos', 'Chief Content Officer'],
            bio: [
              'Responsável pelos canais próprios, pelos ZAP Studios e pelos ZAP Cinemas.',
              'Responsible for our own channels, ZAP Studios and ZAP Cinemas.',
            ],
          },
        ]
      : [
          {
            name: 'Alberto Exemplo Macuácua',
            role: ['Presidente do Conselho de Administração', 'Chair of the Board'],
            bio: [
              'Gestor com longa carreira na distribuição de televisão em Moçambique.',
              'A manager with a long career in television distribution in Mozambique.',
            ],
          },
          {
            name: 'Sofia Fictícia Langa',
            role: ['Diretora-Geral', 'Managing Director'],
            bio: [
              'Lidera as operações, as lojas e a rede de agentes.',
              'Leads operations, the stores and the agent network.',
            ],
          },
          {
            name: 'Carlos Demonstração Mussa',
            role: ['Administrador Financeiro', 'Chief Financial Officer'],
            bio: [
              'Responsável pelas finanças e pelos meios de pagamento móvel.',
              'Responsible for finance and mobile payment methods.',
            ],
          },
          {
            name: 'Luísa Amostra Nhantumbo',
            role: ['Administradora Comercial', 'Chief Commercial Officer'],
            bio: [
              'Coordena o marketing, as vendas e o apoio ao cliente.',
              'Oversees marketing, sales and customer support.',
            ],
          },
        ]
  return page(
    'administration',
    ['/a-zap/quem-somos/administracao', '/the-zap/about-us/administration'],
    ['Administração', 'Administration'],
    [
      [`Administração · ${c.legal}`, `Administration · ${c.legal}`],
      [
        `O Conselho de Administração da ${c.legal}, operador ZAP em ${wpt}: quem dirige a empresa e as suas responsabilidades.`,
        `The Board of ${c.legal}, the ZAP operator in ${wen}: who runs the company and what each member is responsible for.`,
      ],
    ],
    (lang) => {
      const $ = (copy: Copy) => copy[lang]
      return [
        {
          blockType: 'peopleList',
          heading: $(['Conselho de Administração', 'Board of Directors']),
          intro: $([
            `Quem dirige a ${c.legal}. Nomes e perfis fictícios, para demonstração.`,
            `The people who run ${c.legal}. Fictional names and profiles, for demonstration.`,
          ]),
          people: people.map((person) => ({ name: person.name, role: $(person.role), bio: $(person.bio) })),
        },
        {
          blockType: 'richText',
          content: doc(
            h('h2', $(['Governo da sociedade', 'Corporate governance'])),
            p(
              $([
                'O Conselho de Administração reúne mensalmente e presta contas à assembleia geral de acionistas. As contas anuais são auditadas por uma entidade independente.',
                'The Board meets monthly and reports to the general meeting of shareholders. The annual accounts are audited by an independent firm.',
              ]),
            ),
            p(
              $(['Saiba mais sobre ', 'Learn more about ']),
              link($(['quem somos', 'who we are']), href('/a-zap/quem-somos', lang)),
              '.',
            ),
          ),
        },
      ]
    },
  )
}

function milestones(country: CountryCode): SeedPage {
  const ao = country === 'ao'
  type Milestone = { year: string; title: Copy; text: Copy; image?: string }
  const items: Milestone[] = [
    {
      year: '2010',
      title: ['Nasce a ZAP', 'ZAP is born'],
      text: [
        'A 1 de abril de 2010 a ZAP começa a emitir em Angola, com pacotes de televisão por satélite.',
        'On 1 April 2010 ZAP starts broadcasting in Angola, with satellite TV packages.',
      ],
    },
    {
      year: '2011',
      title: ['Chegada a Moçambique', 'Arrival in Mozambique'],
      text: [
        'A Mstar-ZAP Moçambique leva a televisão ZAP aos lares moçambicanos, a partir de Maputo.',
        'Mstar-ZAP Moçambique brings ZAP television to Mozambican homes, from Maputo.',
      ],
    },
    {
      year: '2013',
      title: ['Nasce a Vidas ZAP', 'Vidas ZAP is born'],
      text: [
        'O programa social da ZAP, que hoje apoia cerca de 70 lares de infância e o Cantinho da Leitura.',
        'ZAP’s social programme, which today supports about 70 children’s homes and the Cantinho da Leitura reading corners.',
      ],
      image: 'corporate-children-home',
    },
    ...(ao
      ? [
          {
            year: '2014',
            title: ['ZAP Studios e ZAP Fibra', 'ZAP Studios and ZAP Fibra'] as Copy,
            text: [
              'Começam a produção própria de conteúdos e a internet por fibra ótica com televisão.',
              'Our own content production and fibre-optic internet with television begin.',
            ] as Copy,
          },
        ]
      : []),
    {
      year: '2015',
      title: ['Um milhão de lares', 'One million homes'],
      text: ['A ZAP chega a um milhão de lares.', 'ZAP reaches one million homes.'],
    },
    ...(ao
      ? [
          {
            year: '2016',
            title: ['Sala IMAX', 'IMAX room'] as Copy,
            text: [
              'Abre a sala IMAX dos ZAP Cinemas, no Shopping Avenida, Morro Bento.',
              'The ZAP Cinemas IMAX room opens at Shopping Avenida, Morro Bento.',
            ] as Copy,
            image: 'corporate-imax',
          },
        ]
      : []),
    {
      year: '2019',
      title: ['ZAP Viva em Portugal', 'ZAP Viva in Portugal'],
      text: [
        'O canal ZAP Viva chega a Portugal; a ZAP conta cerca de 1,5 milhões de clientes.',
        'The ZAP Viva channel reaches Portugal; ZAP has about 1.5 million customers.',
      ],
    },
    {
      year: '2025',
      title: ['15 anos', '15 years'],
      text: [
        'A marca ZAP celebra 15 anos com os clientes, em Angola e em Moçambique.',
        'The ZAP brand celebrates 15 years with its customers, in Angola and Mozambique.',
      ],
      image: 'corporate-15-anos',
    },
  ]
  return page(
    'milestones',
    ['/a-zap/marcos-zap', '/the-zap/milestones'],
    ['Marcos ZAP', 'ZAP milestones'],
    [
      ['Marcos ZAP · A nossa história', 'ZAP milestones · Our story'],
      [
        'A história da ZAP desde 2010: a chegada a Moçambique, a Vidas ZAP, um milhão de lares e os 15 anos da marca.',
        'The story of ZAP since 2010: arriving in Mozambique, Vidas ZAP, one million homes and the brand’s 15 years.',
      ],
    ],
    (lang, refs) => [
      {
        blockType: 'timeline',
        heading: (['Marcos ZAP', 'ZAP milestones'] as Copy)[lang],
        intro: (
          [
            'Os momentos que marcaram a nossa história, ano a ano.',
            'The moments that shaped our story, year by year.',
          ] as Copy
        )[lang],
        items: items.map((item) => ({
          year: item.year,
          title: item.title[lang],
          text: item.text[lang],
          ...(item.image ? { image: refs.media(item.image) } : {}),
        })),
      },
    ],
  )
}

/** /a-zap/noticias serves /{slug} (an article) and /pagina-{n} (en /page-{n}). */
function news(country: CountryCode): SeedPage {
  const [wpt, wen] = where[country]
  return page(
    'news',
    ['/a-zap/noticias', '/the-zap/news'],
    ['Notícias', 'News'],
    [
      ['Notícias · A ZAP', 'News · The ZAP'],
      [
        `Notícias da ZAP em ${wpt}: novidades da empresa, canais, lojas e a Vidas ZAP${country === 'ao' ? ', e estreias nos ZAP Cinemas' : ''}.`,
        `ZAP news in ${wen}: company news, channels, stores and Vidas ZAP${country === 'ao' ? ', plus premieres at ZAP Cinemas' : ''}.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'newsList',
        heading: (['Notícias', 'News'] as Copy)[lang],
        intro: (
          [`A ZAP em ${wpt}: novidades, projetos e pessoas.`, `ZAP in ${wen}: news, projects and people.`] as Copy
        )[lang],
        pageSize: 9,
        paginate: true,
      },
    ],
    true,
  )
}

function highlights(country: CountryCode): SeedPage {
  const [wpt, wen] = where[country]
  return page(
    'highlights',
    ['/a-zap/destaques', '/the-zap/highlights'],
    ['Destaques', 'Highlights'],
    [
      ['Destaques · Notícias da ZAP', 'Highlights · ZAP news'],
      [
        `As notícias em destaque da ZAP em ${wpt}: os momentos mais importantes da empresa.`,
        `ZAP’s highlighted news in ${wen}: the company’s most important moments.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'newsList',
        heading: (['Destaques', 'Highlights'] as Copy)[lang],
        intro: (
          [
            'As notícias mais importantes da ZAP, escolhidas pela nossa equipa.',
            'ZAP’s most important news, picked by our team.',
          ] as Copy
        )[lang],
        featuredOnly: true,
        pageSize: 12,
        paginate: false,
        more: { label: (['Todas as notícias', 'All news'] as Copy)[lang], href: href('/a-zap/noticias', lang) },
      },
    ],
  )
}

/** Vida ZAP: the social programme, with the anchors the menu and footer link to (#sobre, #nossas-causas, #nossos-parceiros, #noticias). */
function zapLife(country: CountryCode): SeedPage {
  const [wpt, wen] = where[country]
  return page(
    'zap-life',
    ['/a-zap/vida-zap', '/the-zap/zap-life'],
    ['Vida ZAP', 'Life at ZAP'],
    [
      ['Vida ZAP · Vidas ZAP, o programa social da ZAP', 'Life at ZAP · Vidas ZAP, ZAP’s social programme'],
      [
        `A Vidas ZAP apoia cerca de 70 lares de infância e leva o Cantinho da Leitura a crianças em ${wpt}. Conheça as causas e os parceiros.`,
        `Vidas ZAP supports about 70 children’s homes and brings Cantinho da Leitura reading corners to children in ${wen}. Meet our causes and partners.`,
      ],
    ],
    (lang, refs) => {
      const $ = (copy: Copy) => copy[lang]
      return [
        {
          blockType: 'hero',
          slides: [
            {
              heading: $(['Vida ZAP', 'Life at ZAP']),
              text: $([
                'Desde 2013, a Vidas ZAP apoia crianças e jovens com educação, leitura e voluntariado.',
                'Since 2013, Vidas ZAP has supported children and young people through education, reading and volunteering.',
              ]),
              image: refs.media('corporate-children-home'),
              cta: { label: $(['As nossas causas', 'Our causes']), href: '#nossas-causas' },
            },
          ],
        },
        {
          blockType: 'mediaText',
          anchor: 'sobre',
          heading: $(['Sobre a Vidas ZAP', 'About Vidas ZAP']),
          body: doc(
            p(
              $([
                `A Vidas ZAP é o programa de responsabilidade social da ZAP, criado em 2013. Trabalhamos com lares de infância, escolas e associações locais em ${wpt}.`,
                `Vidas ZAP is ZAP’s social responsibility programme, created in 2013. We work with children’s homes, schools and local associations in ${wen}.`,
              ]),
            ),
            p(
              $([
                'Os colaboradores da ZAP participam como voluntários: leem com as crianças, organizam visitas e ajudam nas entregas de material escolar.',
                'ZAP staff take part as volunteers: they read with the children, organise visits and help deliver school supplies.',
              ]),
            ),
          ),
          image: refs.media('corporate-team'),
          imagePosition: 'left',
        },
        {
          blockType: 'featureGrid',
          anchor: 'nossas-causas',
          heading: $(['As nossas causas', 'Our causes']),
          intro: $(['Onde a Vidas ZAP concentra o seu apoio.', 'Where Vidas ZAP focuses its support.']),
          items: [
            {
              icon: 'kids',
              title: $(['Lares de infância', 'Children’s homes']),
              text: $([
                'Apoiamos cerca de 70 lares de infância com alimentação, material escolar, obras e visitas regulares.',
                'We support about 70 children’s homes with food, school supplies, repairs and regular visits.',
              ]),
            },
            {
              icon: 'star',
              title: $(['Cantinho da Leitura', 'Cantinho da Leitura']),
              text: $([
                'Espaços de leitura com estantes, livros e almofadas em lares e escolas, com sessões de leitura dos voluntários.',
                'Reading corners with shelves, books and cushions in homes and schools, with reading sessions by our volunteers.',
              ]),
            },
            {
              icon: 'calendar',
              title: $(['Regresso às aulas', 'Back to school']),
              text: $([
                'Todos os anos, kits escolares para as crianças dos lares apoiados antes do início do ano letivo.',
                'Every year, school kits for the children of the homes we support before the school year starts.',
              ]),
            },
            {
              icon: 'gift',
              title: $(['Natal solidário', 'Christmas of giving']),
              text: $([
                'Os colaboradores juntam presentes e passam uma tarde de festa com as crianças.',
                'Staff collect gifts and spend a party afternoon with the children.',
              ]),
            },
          ],
        },
        {
          blockType: 'richText',
          anchor: 'nossos-parceiros',
          content: doc(
            h('h2', $(['Os nossos parceiros', 'Our partners'])),
            p(
              $([
                'A Vidas ZAP só é possível com quem trabalha connosco no terreno. Agradecemos aos nossos parceiros:',
                'Vidas ZAP is only possible thanks to those who work with us on the ground. Our thanks to our partners:',
              ]),
            ),
            ul(
              ...(lang === 0
                ? [
                    'Lares de infância e centros de acolhimento de todo o país',
                    'Escolas e bibliotecas municipais',
                    'Editoras e livrarias que doam livros ao Cantinho da Leitura',
                    'Associações locais de apoio à infância',
                  ]
                : [
                    'Children’s homes and care centres across the country',
                    'Schools and municipal libraries',
                    'Publishers and bookshops that donate books to Cantinho da Leitura',
                    'Local child-support associations',
                  ]),
            ),
            p(
              $(['Quer ser parceiro da Vidas ZAP? ', 'Would you like to partner with Vidas ZAP? ']),
              link($(['Fale connosco', 'Get in touch']), href('/apoio-ao-cliente/contactos', lang)),
              '.',
            ),
          ),
        },
        {
          blockType: 'newsList',
          anchor: 'noticias',
          heading: $(['Notícias da Vidas ZAP', 'Vidas ZAP news']),
          category: 'vida-zap',
          pageSize: 3,
          paginate: false,
          more: { label: $(['Todas as notícias', 'All news']), href: href('/a-zap/noticias', lang) },
        },
      ]
    },
  )
}

function career(country: CountryCode): SeedPage {
  const [wpt, wen] = where[country]
  return page(
    'career',
    ['/a-zap/carreira-zap', '/the-zap/career'],
    ['Carreira ZAP', 'Careers'],
    [
      ['Carreira ZAP · Vagas e cultura', 'Careers at ZAP · Jobs and culture'],
      [
        `Trabalhe na ZAP em ${wpt}: vagas abertas, a nossa cultura e como se candidatar online, com ou sem vaga anunciada.`,
        `Work at ZAP in ${wen}: open positions, our culture and how to apply online, for an advertised job or spontaneously.`,
      ],
    ],
    (lang, refs) => {
      const $ = (copy: Copy) => copy[lang]
      return [
        {
          blockType: 'mediaText',
          heading: $(['Carreira ZAP', 'Careers at ZAP']),
          body: doc(
            p(
              $([
                'Na ZAP fazemos televisão, tecnologia e entretenimento para milhões de pessoas. Procuramos gente curiosa, que goste de trabalhar em equipa e de resolver problemas dos clientes.',
                'At ZAP we make television, technology and entertainment for millions of people. We look for curious people who enjoy teamwork and solving customers’ problems.',
              ]),
            ),
            p(
              $([
                'Técnicos, comerciais, apoio ao cliente, marketing, produção de conteúdos: há lugar para muitos percursos, e muitos dos nossos chefes de equipa começaram na loja ou no centro de contacto.',
                'Technicians, sales, customer support, marketing, content production: there is room for many paths, and many of our team leaders started in a store or at the contact centre.',
              ]),
            ),
          ),
          image: refs.media('corporate-team'),
          imagePosition: 'right',
          cta: { label: $(['Junte-se a nós', 'Join us']), href: href('/a-zap/junte-se-a-nos', lang) },
        },
        {
          blockType: 'featureGrid',
          heading: $(['A nossa cultura', 'Our culture']),
          items: [
            {
              icon: 'star',
              title: $(['Formação contínua', 'Ongoing training']),
              text: $([
                'Academia interna com formação técnica, comercial e de liderança.',
                'An in-house academy with technical, sales and leadership training.',
              ]),
            },
            {
              icon: 'shield',
              title: $(['Seguro de saúde', 'Health insurance']),
              text: $([
                'Seguro de saúde para os colaboradores e o agregado familiar.',
                'Health insurance for staff and their families.',
              ]),
            },
            {
              icon: 'tv',
              title: $(['Pacote ZAP', 'ZAP package']),
              text: $([
                'Pacote de televisão ZAP para casa, como benefício.',
                'A ZAP TV package at home, as a benefit.',
              ]),
            },
            {
              icon: 'kids',
              title: $(['Voluntariado', 'Volunteering']),
              text: $([
                'Participe nas ações da Vidas ZAP, em horário de trabalho.',
                'Take part in Vidas ZAP activities, during working hours.',
              ]),
            },
          ],
        },
        {
          blockType: 'jobList',
          heading: $(['Vagas abertas', 'Open positions']),
          intro: $([
            'Escolha a vaga e candidate-se online com o seu CV em PDF. A equipa de Recursos Humanos responde a todas as candidaturas.',
            'Pick a position and apply online with your CV as a PDF. Our Human Resources team answers every application.',
          ]),
        },
        {
          blockType: 'richText',
          content: doc(
            h('h2', $(['Não encontrou a vaga certa?', 'No position that fits?'])),
            p(
              $(['Envie-nos uma ', 'Send us a ']),
              link(
                $(['candidatura espontânea', 'spontaneous application']),
                href('/a-zap/candidatura/espontanea', lang),
              ),
              $([': guardamos o seu CV para futuras oportunidades.', ': we keep your CV for future opportunities.']),
            ),
          ),
        },
      ]
    },
  )
}

function joinUs(country: CountryCode): SeedPage {
  const [wpt, wen] = where[country]
  return page(
    'join-us',
    ['/a-zap/junte-se-a-nos', '/the-zap/join-us'],
    ['Junte-se a nós', 'Join us'],
    [
      ['Junte-se a nós · Recrutamento ZAP', 'Join us · Recruitment at ZAP'],
      [
        `Como funciona o recrutamento na ZAP em ${wpt}: candidatura online, entrevistas e integração na equipa.`,
        `How recruitment works at ZAP in ${wen}: online application, interviews and joining the team.`,
      ],
    ],
    (lang, refs) => {
      const $ = (copy: Copy) => copy[lang]
      return [
        {
          blockType: 'mediaText',
          heading: $(['Junte-se a nós', 'Join us']),
          body: doc(
            p(
              $([
                `Quer crescer numa empresa que leva televisão, internet e cinema a milhões de pessoas em ${wpt}? Veja as vagas abertas ou envie-nos o seu CV.`,
                `Would you like to grow with a company that brings television, internet and cinema to millions of people in ${wen}? See the open positions or send us your CV.`,
              ]),
            ),
          ),
          image: refs.media('corporate-team'),
          imagePosition: 'left',
          cta: { label: $(['Ver vagas abertas', 'See open positions']), href: href('/a-zap/carreira-zap', lang) },
        },
        {
          blockType: 'featureGrid',
          heading: $(['Como recrutamos', 'How we recruit']),
          items: [
            {
              icon: 'download',
              title: $(['1. Candidatura', '1. Application']),
              text: $([
                'Candidate-se online a uma vaga ou de forma espontânea, com o seu CV em PDF.',
                'Apply online for a position or spontaneously, with your CV as a PDF.',
              ]),
            },
            {
              icon: 'help',
              title: $(['2. Triagem', '2. Screening']),
              text: $([
                'A equipa de Recursos Humanos analisa todas as candidaturas e contacta as pessoas selecionadas.',
                'Our Human Resources team reviews every application and contacts the shortlisted candidates.',
              ]),
            },
            {
              icon: 'phone',
              title: $(['3. Entrevistas', '3. Interviews']),
              text: $([
                'Uma conversa com os Recursos Humanos e outra com a futura chefia; para algumas funções, uma prova prática.',
                'A talk with Human Resources and another with your future manager; for some roles, a practical test.',
              ]),
            },
            {
              icon: 'star',
              title: $(['4. Integração', '4. Onboarding']),
              text: $([
                'Semana de acolhimento com formação e um colega padrinho nos primeiros meses.',
                'A welcome week with training and a buddy colleague for the first months.',
              ]),
            },
          ],
        },
        {
          blockType: 'accordion',
          heading: $(['Perguntas sobre candidaturas', 'Questions about applying']),
          items: [
            {
              title: $(['Posso candidatar-me sem uma vaga anunciada?', 'Can I apply without an advertised position?']),
              body: doc(
                p(
                  $(['Sim. Envie uma ', 'Yes. Send a ']),
                  link(
                    $(['candidatura espontânea', 'spontaneous application']),
                    href('/a-zap/candidatura/espontanea', lang),
                  ),
                  $([' e indique a área que lhe interessa.', ' and tell us the area you are interested in.']),
                ),
              ),
            },
            {
              title: $(['Quanto tempo demora a resposta?', 'How long does it take to hear back?']),
              body: doc(
                p(
                  $([
                    'Respondemos a todas as candidaturas a vagas anunciadas, em regra até duas semanas depois do fecho da vaga.',
                    'We answer every application to an advertised position, usually within two weeks of the closing date.',
                  ]),
                ),
              ),
            },
            {
              title: $(['A ZAP cobra alguma taxa no recrutamento?', 'Does ZAP charge any fee to apply?']),
              body: doc(
                p(
                  $([
                    'Nunca. Desconfie de quem peça pagamentos em nome da ZAP para um emprego.',
                    'Never. Be wary of anyone asking for payment on ZAP’s behalf for a job.',
                  ]),
                ),
              ),
            },
          ],
        },
      ]
    },
  )
}

function becomeAgent(country: CountryCode): SeedPage {
  const [wpt, wen] = where[country]
  const pay =
    country === 'ao'
      ? ['Multicaixa Express e referência bancária', 'Multicaixa Express and bank reference']
      : ['M-Pesa e e-Mola', 'M-Pesa and e-Mola']
  return page(
    'become-an-agent',
    ['/a-zap/ser-agente-zap', '/the-zap/become-an-agent'],
    ['Ser agente ZAP', 'Become a ZAP agent'],
    [
      ['Ser agente ZAP · Programa de agentes autorizados', 'Become a ZAP agent · Authorised agent programme'],
      [
        `Torne-se agente autorizado ZAP em ${wpt}: vantagens, requisitos e como se candidatar para vender kits e fazer carregamentos.`,
        `Become an authorised ZAP agent in ${wen}: benefits, requirements and how to apply to sell kits and handle top-ups.`,
      ],
    ],
    (lang, refs) => {
      const $ = (copy: Copy) => copy[lang]
      return [
        {
          blockType: 'mediaText',
          heading: $(['Ser agente ZAP', 'Become a ZAP agent']),
          body: doc(
            p(
              $([
                `Tem uma loja, um quiosque ou um negócio com clientes todos os dias? Como agente autorizado ZAP em ${wpt}, faz carregamentos, vende kits de satélite e ganha comissões em cada venda.`,
                `Do you run a shop, a kiosk or a business with customers every day? As an authorised ZAP agent in ${wen}, you handle top-ups, sell satellite kits and earn commission on every sale.`,
              ]),
            ),
          ),
          image: refs.media('corporate-agent'),
          imagePosition: 'right',
          cta: { label: $(['Contactar a ZAP', 'Contact ZAP']), href: href('/apoio-ao-cliente/contactos', lang) },
        },
        {
          blockType: 'featureGrid',
          heading: $(['Vantagens', 'Benefits']),
          items: [
            {
              icon: 'gift',
              title: $(['Comissões', 'Commission']),
              text: $([
                'Comissão em cada carregamento e em cada kit vendido, paga todos os meses.',
                'Commission on every top-up and every kit sold, paid monthly.',
              ]),
            },
            {
              icon: 'star',
              title: $(['Formação', 'Training']),
              text: $([
                'Formação gratuita sobre os pacotes, os equipamentos e o atendimento.',
                'Free training on packages, equipment and customer service.',
              ]),
            },
            {
              icon: 'shop',
              title: $(['Material de ponto de venda', 'Point-of-sale materials']),
              text: $([
                'Placa de agente ZAP, cartazes e folhetos para a sua loja.',
                'A ZAP agent sign, posters and leaflets for your shop.',
              ]),
            },
            {
              icon: 'phone',
              title: $(['Apoio comercial', 'Sales support']),
              text: $([
                'Um gestor de área e uma linha dedicada aos agentes.',
                'An area manager and a dedicated agent line.',
              ]),
            },
          ],
        },
        {
          blockType: 'richText',
          content: doc(
            h('h2', $(['Requisitos', 'Requirements'])),
            ul(
              ...(lang === 0
                ? [
                    'Estabelecimento comercial aberto ao público, com licença válida',
                    'Número de identificação fiscal',
                    `Telemóvel com acesso a ${pay[0]}`,
                    'Disponibilidade para a formação inicial (um dia)',
                  ]
                : [
                    'A shop open to the public, with a valid licence',
                    'A tax identification number',
                    `A mobile phone with access to ${pay[1]}`,
                    'Time for the initial training (one day)',
                  ]),
            ),
            h('h2', $(['Como se candidatar', 'How to apply'])),
            p(
              $(['1. Contacte-nos pelos canais indicados em ', '1. Get in touch through the channels listed on ']),
              link($(['Contactos', 'Contacts']), href('/apoio-ao-cliente/contactos', lang)),
              $([' e diga que quer ser agente.', ' and say you would like to become an agent.']),
            ),
            p(
              $([
                '2. Um gestor de área visita o seu estabelecimento e explica as condições.',
                '2. An area manager visits your shop and explains the terms.',
              ]),
            ),
            p(
              $([
                '3. Depois da formação, recebe o material e começa a vender.',
                '3. After the training, you receive the materials and start selling.',
              ]),
            ),
          ),
        },
      ]
    },
  )
}

/** The corporate area's pages of a country (the frame is chosen by path: /a-zap and /the-zap are corporate). */
export function corporatePages(country: CountryCode): SeedPage[] {
  return [
    about(country),
    whoWeAre(country),
    administration(country),
    milestones(country),
    news(country),
    highlights(country),
    zapLife(country),
    career(country),
    joinUs(country),
    becomeAgent(country),
  ]
}
