import type { BlockType } from './types'

/** Text the admin shows in both of its languages. */
export type Bilingual = { pt: string; en: string }

/** The block picker's groups, in the order editors meet them on a page. */
export const blockGroups = {
  top: { pt: 'Topo da página', en: 'Top of page' },
  content: { pt: 'Conteúdo', en: 'Content' },
  offers: { pt: 'Pacotes e preços', en: 'Packages and prices' },
  lists: { pt: 'Listas do país', en: "The country's lists" },
  forms: { pt: 'Formulários', en: 'Forms' },
} as const satisfies Record<string, Bilingual>

export type BlockGroup = keyof typeof blockGroups

/** What an editor reads about a block type in the picker: its name, one line on what it shows, its group. */
export type BlockMeta = { name: Bilingual; description: Bilingual; group: BlockGroup }

/**
 * Every block type's picker entry. Keyed by the generated block types, so a block registered
 * without an entry (or an entry for a block that no longer exists) fails the type check.
 */
export const blockMeta: Record<BlockType, BlockMeta> = {
  hero: {
    name: { pt: 'Destaque principal', en: 'Hero' },
    description: {
      pt: 'Faixa larga com um ou mais slides: título, texto, imagem e botão.',
      en: 'Full-width banner of one or more slides: heading, text, image and button.',
    },
    group: 'top',
  },
  adsCarousel: {
    name: { pt: 'Carrossel de anúncios', en: 'Ads carousel' },
    description: {
      pt: 'Imagens promocionais que passam uma a uma, cada uma com a sua ligação.',
      en: 'Promotional images that slide one by one, each with its own link.',
    },
    group: 'top',
  },
  serviceIcons: {
    name: { pt: 'Ícones de serviços', en: 'Service icons' },
    description: {
      pt: 'Uma fila de ícones que levam aos serviços (escondida nos telemóveis).',
      en: 'A row of icons linking to the services (hidden on phones).',
    },
    group: 'top',
  },
  subpageNav: {
    name: { pt: 'Menu de subpáginas', en: 'Sub-page menu' },
    description: {
      pt: 'Separadores com as subpáginas de uma secção e uma ligação para voltar.',
      en: "Tabs with a section's sub-pages and an optional back link.",
    },
    group: 'top',
  },
  spotlight: {
    name: { pt: 'Cartões em destaque', en: 'Spotlight banners' },
    description: {
      pt: 'Um a três cartões com imagem, título, texto e botão.',
      en: 'One to three cards with image, title, text and button.',
    },
    group: 'top',
  },
  richText: {
    name: { pt: 'Texto formatado', en: 'Rich text' },
    description: {
      pt: 'Texto livre escrito no editor do CMS, com títulos, listas e ligações.',
      en: 'Free text written in the CMS editor, with headings, lists and links.',
    },
    group: 'content',
  },
  mediaText: {
    name: { pt: 'Imagem e texto', en: 'Image and text' },
    description: {
      pt: 'Uma imagem ao lado de um título, texto e botão; escolhe-se o lado da imagem.',
      en: 'An image beside a heading, text and button; the image side is chosen.',
    },
    group: 'content',
  },
  featureGrid: {
    name: { pt: 'Grelha de funcionalidades', en: 'Feature grid' },
    description: {
      pt: 'Funcionalidades em grelha, cada uma com ícone, título e texto curto.',
      en: 'Features in a grid, each an icon, a title and a short text.',
    },
    group: 'content',
  },
  accordion: {
    name: { pt: 'Acordeão', en: 'Accordion' },
    description: {
      pt: 'Perguntas ou termos que abrem um de cada vez; o primeiro começa aberto.',
      en: 'Questions or terms that open one at a time; the first starts open.',
    },
    group: 'content',
  },
  linkSections: {
    name: { pt: 'Colunas de ligações', en: 'Link sections' },
    description: {
      pt: 'Colunas de ligações com um título cada (como no fundo da página inicial).',
      en: 'Columns of links, each with a title (as at the foot of the home page).',
    },
    group: 'content',
  },
  timeline: {
    name: { pt: 'Cronologia', en: 'Timeline' },
    description: {
      pt: 'Marcos por ordem, cada um com ano, título e texto.',
      en: 'Milestones in order, each with a year, a title and a text.',
    },
    group: 'content',
  },
  peopleList: {
    name: { pt: 'Pessoas', en: 'People' },
    description: {
      pt: 'Pessoas com o seu cargo (conselho de administração, direção).',
      en: 'People with their role (the board, the management team).',
    },
    group: 'content',
  },
  contactDetails: {
    name: { pt: 'Contactos', en: 'Contact details' },
    description: {
      pt: 'Os contactos do país: linha de apoio, WhatsApp, e-mails, sede e redes sociais.',
      en: "The country's contacts: call centre, WhatsApp, e-mails, head office and social links.",
    },
    group: 'content',
  },
  terms: {
    name: { pt: 'Termos e condições', en: 'Terms and conditions' },
    description: {
      pt: 'Os termos e condições do país, tirados das suas definições.',
      en: "The country's terms and conditions, taken from its settings.",
    },
    group: 'content',
  },
  paymentMethods: {
    name: { pt: 'Formas de pagamento', en: 'Payment methods' },
    description: {
      pt: 'Um separador por forma de pagamento, cada um com os passos a seguir.',
      en: 'One tab per payment method, each with the steps to follow.',
    },
    group: 'offers',
  },
  packageCarousel: {
    name: { pt: 'Carrossel de pacotes', en: 'Package carousel' },
    description: {
      pt: 'Dois tipos de plano em separadores, cada um com um carrossel de pacotes.',
      en: 'Two plan types as tabs, each a carousel of package cards.',
    },
    group: 'offers',
  },
  packageGrid: {
    name: { pt: 'Grelha de pacotes', en: 'Package grid' },
    description: {
      pt: 'Os pacotes de um serviço lado a lado, com preço, vantagens e número de canais.',
      en: "A service's packages side by side, with price, features and channel count.",
    },
    group: 'offers',
  },
  packageComparison: {
    name: { pt: 'Comparação de pacotes', en: 'Package comparison' },
    description: {
      pt: 'Tabela dos canais que cada pacote inclui, legível num telemóvel.',
      en: 'A table of the channels each package carries, readable on a phone.',
    },
    group: 'offers',
  },
  priceList: {
    name: { pt: 'Tabela de preços', en: 'Price list' },
    description: {
      pt: 'Preços na moeda do país, em grupos de linhas.',
      en: "Prices in the country's currency, in groups of rows.",
    },
    group: 'offers',
  },
  campaignList: {
    name: { pt: 'Campanhas', en: 'Campaigns' },
    description: {
      pt: 'As campanhas publicadas do país, como cartões.',
      en: "The country's published campaigns, as cards.",
    },
    group: 'offers',
  },
  faqList: {
    name: { pt: 'Perguntas frequentes', en: 'FAQ list' },
    description: {
      pt: 'As perguntas frequentes do país, com caixa de pesquisa e categorias.',
      en: "The country's FAQs, with a search box and categories.",
    },
    group: 'lists',
  },
  manualList: {
    name: { pt: 'Manuais', en: 'Manual list' },
    description: {
      pt: 'Os manuais do país para descarregar, por categoria.',
      en: "The country's downloadable manuals, by category.",
    },
    group: 'lists',
  },
  newsList: {
    name: { pt: 'Notícias', en: 'News list' },
    description: {
      pt: 'As notícias do país, das mais recentes; numa página /{id}, a notícia inteira.',
      en: "The country's news, newest first; on a /{id} page, the article in full.",
    },
    group: 'lists',
  },
  jobList: {
    name: { pt: 'Ofertas de emprego', en: 'Job list' },
    description: {
      pt: 'As vagas abertas do país, cada uma com a sua candidatura.',
      en: "The country's open jobs, each linking to its application.",
    },
    group: 'lists',
  },
  storeSearch: {
    name: { pt: 'Pesquisa de lojas', en: 'Store search' },
    description: {
      pt: 'As lojas e agentes do país, com pesquisa por nome, morada ou cidade.',
      en: "The country's stores and agents, searchable by name, address or city.",
    },
    group: 'lists',
  },
  channelList: {
    name: { pt: 'Lista de canais', en: 'Channel list' },
    description: {
      pt: 'Os canais, filtráveis por pacote e género.',
      en: 'The channels, filterable by package and genre.',
    },
    group: 'lists',
  },
  tvGuide: {
    name: { pt: 'Guia de TV', en: 'TV guide' },
    description: { pt: 'A programação dia a dia de cada canal.', en: "Each channel's programmes, day by day." },
    group: 'lists',
  },
  movieProgramme: {
    name: { pt: 'Programação de filmes', en: 'Movie programme' },
    description: {
      pt: 'Filmes a pedido: cartões com trailer, a lista do mês ou as prateleiras do videoclube.',
      en: "Movies on demand: cards with a trailer, the month's list or the video club's shelves.",
    },
    group: 'lists',
  },
  cinemaShowtimes: {
    name: { pt: 'Sessões de cinema', en: 'Cinema showtimes' },
    description: {
      pt: 'Os filmes em cartaz com as sessões, um separador por dia.',
      en: 'The films now showing with their sessions, one tab per day.',
    },
    group: 'lists',
  },
  novelList: {
    name: { pt: 'Novelas', en: 'Novela list' },
    description: {
      pt: 'As novelas publicadas como cartões; numa página /{id}, a novela inteira.',
      en: 'The published novelas as cards; on a /{id} page, the novela in full.',
    },
    group: 'lists',
  },
  novelaSchedule: {
    name: { pt: 'Grelha das novelas', en: 'Novela schedule' },
    description: {
      pt: 'A grelha semanal da ZAP Novelas, feita dos horários de cada novela.',
      en: "ZAP Novelas' weekly grid, built from each novela's time slots.",
    },
    group: 'lists',
  },
  newsletterForm: {
    name: { pt: 'Formulário da newsletter', en: 'Newsletter form' },
    description: {
      pt: 'Inscrição na newsletter: e-mail e aceitação dos termos.',
      en: 'Newsletter sign-up: e-mail and acceptance of the terms.',
    },
    group: 'forms',
  },
  jobApplication: {
    name: { pt: 'Formulário de candidatura', en: 'Job application form' },
    description: {
      pt: 'Candidatura a uma vaga (ou espontânea) com envio do CV em PDF.',
      en: 'Application to a job (or a spontaneous one) with a PDF CV.',
    },
    group: 'forms',
  },
  castingForm: {
    name: { pt: 'Formulário de casting', en: 'Casting form' },
    description: {
      pt: 'Inscrição no casting: dados pessoais, talento e ligação para um vídeo.',
      en: 'Casting application: personal details, talent and a link to a video.',
    },
    group: 'forms',
  },
  coverageForm: {
    name: { pt: 'Pesquisa de cobertura', en: 'Coverage survey form' },
    description: {
      pt: 'Pedido de cobertura de fibra para uma morada.',
      en: 'A request for fibre coverage at an address.',
    },
    group: 'forms',
  },
  // new-block: picker entries (npm run new:block adds above this line)
}

/** A block's folder under blocks/ (and its thumbnail's file name): the slug in kebab case, e.g. faqList -> faq-list. */
export const blockFolder = (slug: string): string => slug.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Where the admin finds a block's picture, generated from its story by `npm run blocks:thumbnails`. */
export const thumbnailURL = (slug: string): string => `/admin/blocks/${blockFolder(slug)}.webp`
