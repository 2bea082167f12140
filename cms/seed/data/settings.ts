import type { CountryCode } from '@/lib/countries'
import type { Setting } from '@/cms/payload-types'
import { popupSettings } from './settings-popup'
import { termsSettings } from './settings-terms'

/** English paths that differ in wording from the Portuguese ones; others are /en + the same path. */
const englishPath: Record<string, string> = {
  '/a-zap': '/the-zap',
  '/a-zap/carreira-zap': '/the-zap/career',
  '/a-zap/quem-somos': '/the-zap/who-we-are',
  '/a-zap/quem-somos/administracao': '/the-zap/about-us/administration',
  '/a-zap/marcos-zap': '/the-zap/milestones',
  '/a-zap/noticias': '/the-zap/news',
  '/a-zap/destaques': '/the-zap/highlights',
  '/a-zap/vida-zap': '/the-zap/zap-life',
  '/a-zap/junte-se-a-nos': '/the-zap/join-us',
  '/a-zap/ser-agente-zap': '/the-zap/become-an-agent',
  '/a-zap/candidatura': '/the-zap/work-at-zap',
  '/a-zap/candidatura/espontanea': '/the-zap/work-at-zap/submission',
  '/apoio-ao-cliente/contactos': '/help/contacts',
  '/apoio-ao-cliente/encontrar-lojas': '/help/find-stores',
  '/apoio-ao-cliente/manuais': '/help/manuals',
  '/apoio-ao-cliente/perguntas-frequentes': '/help/faq',
  '/zap-satelite/zap-filmes': '/zap-satelite/zap-movies',
  '/zap-fibra/pesquisa-de-cobertura': '/zap-fibra/coverage-survey',
  '/apoio-ao-cliente/publicidade': '/help/advertise-on-zap',
  '/apoio-ao-cliente/passatempos': '/help/pastimes',
  '/termos-e-condicoes': '/terms-and-conditions',
  '/politica-de-privacidade': '/privacy-policy',
  '/politica-de-cookies': '/cookie-policy',
}
export function toEnglish(ptPath: string): string {
  if (/^https?:/.test(ptPath)) return ptPath
  const [path = '', anchor] = ptPath.split('#')
  const english = englishPath[path] ?? path
  return `/en${english === '/' ? '' : english}${anchor ? `#${anchor}` : ''}`
}

type Copy = [pt: string, en: string]
type SeedLink = { label: Copy; link: string; newTab?: boolean; showInMoz?: boolean }
type SeedItem = SeedLink & {
  serviceType: NonNullable<NonNullable<Setting['mainMenu']>[number]['serviceType']>
  icon?: string
  disabled?: boolean
  items?: SeedLink[]
}

const section = (base: string, items: [string, Copy, { showInMoz?: boolean; newTab?: boolean }?][]): SeedLink[] =>
  items.map(([slug, label, options]) => ({
    label,
    link: slug.startsWith('#') ? `${base}${slug}` : `${base}/${slug}`,
    ...options,
  }))

export const mainMenu: SeedItem[] = [
  {
    label: ['Satélite', 'Satellite'],
    link: '/zap-satelite/pacotes-de-canais',
    serviceType: 'satelite',
    icon: 'satellite',
    items: section('/zap-satelite', [
      ['pacotes-de-canais', ['Pacotes de canais', 'Channel packages']],
      ['zap-facilita', ['ZAP Facilita', 'ZAP Facilita'], { showInMoz: false }],
      ['carregamentos-e-pagamentos', ['Carregamentos e pagamentos', 'Top-ups and payments']],
      ['campanhas', ['Campanhas', 'Campaigns']],
      ['condicoes-gerais-do-servico', ['Condições gerais do serviço', 'General conditions of service']],
    ]),
  },
  {
    label: ['Fibra', 'Fibre'],
    link: '/zap-fibra/pacotes-tv-net',
    serviceType: 'fibra',
    icon: 'fibre',
    showInMoz: false,
    items: section('/zap-fibra', [
      ['pacotes-tv-net', ['Pacotes TV + Net', 'TV + Net packages']],
      ['pesquisa-de-cobertura', ['Pesquisa de cobertura', 'Coverage survey']],
      ['wifi-6', ['Wi-Fi 6', 'Wi-Fi 6']],
      ['mesh-wifi', ['Mesh Wi-Fi', 'Mesh Wi-Fi']],
      ['videoclube', ['Videoclube', 'Video club']],
      ['carregamentos-e-pagamentos', ['Carregamentos e pagamentos', 'Top-ups and payments']],
      ['campanhas', ['Campanhas', 'Campaigns']],
      ['funcionalidades', ['Funcionalidades', 'Features']],
      ['condicoes-gerais-do-servico', ['Condições gerais do serviço', 'General conditions of service']],
      ['comerciais-credenciados', ['Comerciais credenciados', 'Accredited sellers']],
    ]),
  },
  {
    label: ['TV', 'TV'],
    link: '/tv/destaques',
    serviceType: 'tv',
    icon: 'tv',
    items: section('/tv', [
      ['destaques', ['Destaques', 'Highlights']],
      ['guia-tv', ['Guia TV', 'TV guide']],
      ['listagem-de-canais', ['Listagem de canais', 'Channel list']],
    ]),
  },
  {
    label: ['Cinemas', 'Cinemas'],
    link: '/zap-cinemas/em-exibicao',
    serviceType: 'cinema',
    icon: 'cinema',
    showInMoz: false,
    items: section('/zap-cinemas', [
      ['em-exibicao', ['Em cartaz', 'Now showing']],
      ['imax', ['IMAX', 'IMAX']],
      ['servicos', ['Serviços', 'Services']],
      ['campanhas', ['Campanhas', 'Campaigns']],
      ['precario', ['Preçário', 'Price list']],
    ]),
  },
  { label: ['ZAP ON', 'ZAP ON'], link: '/zap-on', serviceType: 'on', icon: 'app', showInMoz: false },
  {
    label: ['Débito directo', 'Direct debit'],
    link: '/debito-directo',
    serviceType: 'debito',
    icon: 'card',
    showInMoz: false,
  },
  {
    label: ['Apoio ao cliente', 'Help'],
    link: '/apoio-ao-cliente/contactos',
    serviceType: 'help',
    icon: 'help',
    items: section('/apoio-ao-cliente', [
      ['encontrar-lojas', ['Encontrar lojas', 'Find stores']],
      ['perguntas-frequentes', ['Perguntas frequentes', 'FAQ']],
      ['manuais', ['Manuais', 'Manuals']],
      ['contactos', ['Contactos', 'Contacts']],
    ]),
  },
  {
    label: ['A ZAP', 'About ZAP'],
    link: '/a-zap',
    serviceType: 'about',
    icon: 'about',
    items: [
      ...section('/a-zap', [
        ['quem-somos', ['Quem somos', 'Who we are']],
        ['marcos-zap', ['Marcos ZAP', 'ZAP milestones']],
        ['noticias', ['Notícias', 'News']],
        ['vida-zap', ['Vida ZAP', 'Life at ZAP']],
      ]),
      ...section('/a-zap/vida-zap', [
        ['#sobre', ['Sobre a Vidas ZAP', 'About Vidas ZAP']],
        ['#nossas-causas', ['As nossas causas', 'Our causes']],
        ['#nossos-parceiros', ['Os nossos parceiros', 'Our partners']],
        ['#noticias', ['Notícias da Vidas ZAP', 'Vidas ZAP news']],
      ]),
      ...section('/a-zap', [
        ['carreira-zap', ['Carreira ZAP', 'Careers']],
        ['junte-se-a-nos', ['Junte-se a nós', 'Join us']],
        ['ser-agente-zap', ['Ser agente ZAP', 'Become a ZAP agent']],
      ]),
    ],
  },
]

const fibraMenu: SeedItem[] = [
  { label: ['Pacotes TV + Net', 'TV + Net packages'], link: '/zap-fibra/pacotes-tv-net', serviceType: 'fibra' },
  {
    label: ['Wi-Fi', 'Wi-Fi'],
    link: '/zap-fibra/wifi-6',
    serviceType: 'fibra',
    items: section('/zap-fibra', [
      ['wifi-6', ['Wi-Fi 6', 'Wi-Fi 6']],
      ['mesh-wifi', ['Mesh Wi-Fi', 'Mesh Wi-Fi']],
    ]),
  },
  { label: ['Videoclube', 'Video club'], link: '/zap-fibra/videoclube', serviceType: 'fibra' },
  { label: ['Cobertura', 'Coverage'], link: '/zap-fibra/pesquisa-de-cobertura', serviceType: 'fibra' },
  { label: ['Campanhas', 'Campaigns'], link: '/zap-fibra/campanhas', serviceType: 'fibra' },
  {
    label: ['Área de cliente', 'Customer area'],
    link: 'https://clientes.example.co.ao',
    serviceType: 'fibra',
    newTab: true,
  },
]

const cinemaMenu: SeedItem[] = [
  { label: ['Em cartaz', 'Now showing'], link: '/zap-cinemas/em-exibicao', serviceType: 'cinema' },
  { label: ['IMAX', 'IMAX'], link: '/zap-cinemas/imax', serviceType: 'cinema' },
  {
    label: ['Serviços', 'Services'],
    link: '/zap-cinemas/servicos',
    serviceType: 'cinema',
    items: section('/zap-cinemas/servicos', [
      ['application', ['Aplicação ZAP Cinemas', 'ZAP Cinemas app']],
      ['birthday', ['Aniversários', 'Birthdays']],
      ['exclusive-sessions', ['Sessões exclusivas', 'Exclusive sessions']],
      ['movie-checks', ['Cheques cinema', 'Movie checks']],
      ['points-card', ['Cartão de pontos', 'Points card']],
      ['room-rental', ['Aluguer de salas', 'Room rental']],
      ['zap-kiosk', ['Quiosque ZAP', 'ZAP kiosk']],
    ]),
  },
  { label: ['Salas', 'Rooms'], link: '/zap-cinemas/salas', serviceType: 'cinema' },
  { label: ['Campanhas', 'Campaigns'], link: '/zap-cinemas/campanhas', serviceType: 'cinema' },
  { label: ['Preçário', 'Price list'], link: '/zap-cinemas/precario', serviceType: 'cinema' },
  {
    label: ['Bilhetes online', 'Online tickets'],
    link: '/zap-cinemas/bilhetes',
    serviceType: 'cinema',
    disabled: true,
  },
]

const footerColumns: { title: Copy; links: SeedLink[] }[] = [
  {
    title: ['Sobre nós', 'About us'],
    links: section('/a-zap', [
      ['quem-somos', ['Quem somos', 'Who we are']],
      ['marcos-zap', ['Marcos ZAP', 'ZAP milestones']],
      ['noticias', ['Notícias', 'News']],
    ]),
  },
  {
    title: ['Media', 'Media'],
    links: [
      ...section('/tv', [
        ['destaques', ['Destaques', 'Highlights']],
        ['stars-on-stage', ['Stars on Stage', 'Stars on Stage']],
        ['zap-channels', ['Canais ZAP', 'ZAP channels']],
      ]),
    ],
  },
  {
    title: ['Vidas ZAP', 'Vidas ZAP'],
    links: section('/a-zap/vida-zap', [
      ['#sobre', ['Sobre', 'About']],
      ['#nossas-causas', ['As nossas causas', 'Our causes']],
      ['#nossos-parceiros', ['Parceiros', 'Partners']],
    ]),
  },
  {
    title: ['Trabalhar na ZAP', 'Work at ZAP'],
    links: section('/a-zap', [
      ['carreira-zap', ['Carreira ZAP', 'Careers']],
      ['junte-se-a-nos', ['Junte-se a nós', 'Join us']],
      ['ser-agente-zap', ['Ser agente ZAP', 'Become an agent']],
    ]),
  },
  {
    title: ['Parceiros', 'Partners'],
    links: [
      {
        label: ['Comerciais credenciados', 'Accredited sellers'],
        link: '/zap-fibra/comerciais-credenciados',
        showInMoz: false,
      },
      { label: ['Anuncie na ZAP', 'Advertise on ZAP'], link: '/apoio-ao-cliente/publicidade' },
    ],
  },
]

/** Plainly fictional contact data (content-facts: invent where facts are missing). */
const perCountry: Record<
  CountryCode,
  {
    empresas?: string
    headOffice: Copy
    companyName: string
    companyAddress: Copy
    emails: Record<'default' | 'satelite' | 'fibra' | 'cinema', string>
    social: Record<'facebook' | 'instagram' | 'linkedin' | 'youtube', string>
    whatsapp: string
    messenger: string
    callCentre: string
  }
> = {
  ao: {
    empresas: 'https://empresas.example.co.ao',
    headOffice: ['Edifício ZAP, Via A4A, Talatona, Luanda Sul', 'Edifício ZAP, Via A4A, Talatona, Luanda Sul, Angola'],
    companyName: 'ZAP Media, S.A.',
    companyAddress: [
      'Edifício ZAP, Via A4A, Talatona, Luanda Sul',
      'Edifício ZAP, Via A4A, Talatona, Luanda Sul, Angola',
    ],
    emails: {
      default: 'apoio@example.co.ao',
      satelite: 'satelite@example.co.ao',
      fibra: 'fibra@example.co.ao',
      cinema: 'cinemas@example.co.ao',
    },
    social: {
      facebook: 'https://www.facebook.com/zap.example.ao',
      instagram: 'https://www.instagram.com/zap.example.ao',
      linkedin: 'https://www.linkedin.com/company/zap-example-ao',
      youtube: 'https://www.youtube.com/@zap-example-ao',
    },
    whatsapp: '+244 900 000 000',
    messenger: 'https://m.me/zapexampleao',
    callCentre: '+244 222 000 000',
  },
  mz: {
    headOffice: ['Av. Julius Nyerere, 0000, Maputo', 'Av. Julius Nyerere, 0000, Maputo, Mozambique'],
    companyName: 'Mstar-ZAP Moçambique',
    companyAddress: ['Av. Julius Nyerere, 0000, Maputo', 'Av. Julius Nyerere, 0000, Maputo, Mozambique'],
    emails: {
      default: 'apoio@example.co.mz',
      satelite: 'satelite@example.co.mz',
      fibra: 'apoio@example.co.mz',
      cinema: 'apoio@example.co.mz',
    },
    social: {
      facebook: 'https://www.facebook.com/zap.example.mz',
      instagram: 'https://www.instagram.com/zap.example.mz',
      linkedin: 'https://www.linkedin.com/company/zap-example-mz',
      youtube: 'https://www.youtube.com/@zap-example-mz',
    },
    whatsapp: '+258 840 000 000',
    messenger: 'https://m.me/zapexamplemz',
    callCentre: '+258 21 000 000',
  },
}

type Lang = 0 | 1
const at = (copy: Copy, lang: Lang) => copy[lang]
const linkIn = (link: string, lang: Lang) => (lang === 0 ? link : toEnglish(link))
const linkData = (l: SeedLink, lang: Lang) => ({
  label: at(l.label, lang),
  link: linkIn(l.link, lang),
  newTab: l.newTab ?? false,
  showInMoz: l.showInMoz ?? true,
})
const menuData = (items: SeedItem[], lang: Lang) =>
  items.map((item) => ({
    ...linkData(item, lang),
    serviceType: item.serviceType,
    icon: item.icon,
    disabled: item.disabled ?? false,
    items: (item.items ?? []).map((sub) => linkData(sub, lang)),
  }))

/** The settings document of a country in one language (0 = pt, 1 = en). */
export function settingsData(country: CountryCode, lang: Lang) {
  const c = perCountry[country]
  return {
    title: country === 'ao' ? 'Angola' : 'Moçambique',
    operatorName: 'ZAP',
    empresasUrl: c.empresas,
    mainMenu: menuData(mainMenu, lang),
    secondaryMenus: { fibra: menuData(fibraMenu, lang), cinema: menuData(cinemaMenu, lang) },
    footer: {
      columns: footerColumns.map((column) => ({
        title: at(column.title, lang),
        links: column.links.map((l) => linkData(l, lang)),
      })),
      headOffice: at(c.headOffice, lang),
      companyName: c.companyName,
      companyAddress: at(c.companyAddress, lang),
      supportEmails: c.emails,
      social: c.social,
    },
    contact: { whatsapp: c.whatsapp, messenger: c.messenger, callCentre: c.callCentre },
    popup: popupSettings(country, lang),
    terms: termsSettings(country, lang),
  }
}
