import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { type Country, expect, HOST, type Locale, ORIGIN } from './fixtures'
import { popoverOf, popoverOpen } from './popover'

/**
 * What the site chrome (components/chrome/*) shows, as seeded by cms/seed/data/settings.ts and worded
 * by locales/{pt,en}/common.json. Shared by the chrome-*.spec.ts files.
 */

/** Interface strings of the chrome per language. */
export const UI = {
  pt: {
    skip: 'Saltar para o conteúdo',
    segments: 'Segmentos',
    particulares: 'Particulares',
    empresas: 'Empresas',
    aZap: 'A ZAP',
    mainMenu: 'Menu principal',
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    submenu: (label: string) => `Submenu de ${label}`,
    newTab: '(abre num novo separador)',
    chooseCountry: 'Escolher país',
    languageLink: 'English',
    home: 'ZAP — Página inicial',
    headOffice: 'Sede',
    support: 'Apoio ao cliente',
    follow: 'Siga-nos',
    legal: 'Informação legal',
    legalLinks: ['Termos e condições', 'Política de privacidade', 'Política de cookies'],
    cookieSettings: 'Definições de cookies',
    rights: 'Todos os direitos reservados.',
    widget: 'Contacte-nos',
    callMe: 'Ligue-me',
    modalTitle: 'Ligue-me',
    modalClose: 'Fechar',
    consentClose: 'Fechar',
    /** The cookie settings dialog while no optional cookie category is in use (consent.* in locales). */
    necessaryOnly:
      'Este site guarda no seu navegador apenas o que é necessário para funcionar e para fazer o que nos pede, como o idioma que escolheu. Não usa cookies de análise nem de marketing, por isso não há nada a autorizar.',
    readPolicy: 'Ver a política de cookies',
    /** The consent banner's name, were there one. */
    consentBanner: 'A sua privacidade',
  },
  en: {
    skip: 'Skip to content',
    segments: 'Segments',
    particulares: 'Personal',
    empresas: 'Business',
    aZap: 'About ZAP',
    mainMenu: 'Main menu',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    submenu: (label: string) => `${label} submenu`,
    newTab: '(opens in a new tab)',
    chooseCountry: 'Choose country',
    languageLink: 'Português',
    home: 'ZAP — Home page',
    headOffice: 'Head office',
    support: 'Customer support',
    follow: 'Follow us',
    legal: 'Legal information',
    legalLinks: ['Terms and conditions', 'Privacy policy', 'Cookie policy'],
    cookieSettings: 'Cookie settings',
    rights: 'All rights reserved.',
    widget: 'Contact us',
    callMe: 'Call me',
    modalTitle: 'Call me',
    modalClose: 'Close',
    consentClose: 'Close',
    necessaryOnly:
      'This site keeps in your browser only what it needs to work and to do what you ask of it, such as the language you chose. It uses no analytics or marketing cookies, so there is nothing to allow.',
    readPolicy: 'Read the cookie policy',
    consentBanner: 'Your privacy',
  },
} as const

type Section = { label: Record<Locale, string>; href: Record<Locale, string>; angolaOnly?: boolean; items: SubItem[] }
type SubItem = { label: Record<Locale, string>; href: Record<Locale, string>; angolaOnly?: boolean }

const same = (path: string) => ({ pt: path, en: `/en${path}` })

/** The seeded main menu, in order. Items marked angolaOnly are not shown in Mozambique. */
export const MAIN_MENU: Section[] = [
  {
    label: { pt: 'Satélite', en: 'Satellite' },
    href: same('/zap-satelite/pacotes-de-canais'),
    items: [
      { label: { pt: 'Pacotes de canais', en: 'Channel packages' }, href: same('/zap-satelite/pacotes-de-canais') },
      { label: { pt: 'ZAP Facilita', en: 'ZAP Facilita' }, href: same('/zap-satelite/zap-facilita'), angolaOnly: true },
      {
        label: { pt: 'Carregamentos e pagamentos', en: 'Top-ups and payments' },
        href: same('/zap-satelite/carregamentos-e-pagamentos'),
      },
      { label: { pt: 'Campanhas', en: 'Campaigns' }, href: same('/zap-satelite/campanhas') },
      {
        label: { pt: 'Condições gerais do serviço', en: 'General conditions of service' },
        href: same('/zap-satelite/condicoes-gerais-do-servico'),
      },
    ],
  },
  {
    label: { pt: 'Fibra', en: 'Fibre' },
    href: same('/zap-fibra/pacotes-tv-net'),
    angolaOnly: true,
    items: [
      { label: { pt: 'Pacotes TV + Net', en: 'TV + Net packages' }, href: same('/zap-fibra/pacotes-tv-net') },
      {
        label: { pt: 'Pesquisa de cobertura', en: 'Coverage survey' },
        href: { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/en/zap-fibra/coverage-survey' },
      },
      { label: { pt: 'Wi-Fi 6', en: 'Wi-Fi 6' }, href: same('/zap-fibra/wifi-6') },
      { label: { pt: 'Mesh Wi-Fi', en: 'Mesh Wi-Fi' }, href: same('/zap-fibra/mesh-wifi') },
      { label: { pt: 'Videoclube', en: 'Video club' }, href: same('/zap-fibra/videoclube') },
      {
        label: { pt: 'Carregamentos e pagamentos', en: 'Top-ups and payments' },
        href: same('/zap-fibra/carregamentos-e-pagamentos'),
      },
      { label: { pt: 'Campanhas', en: 'Campaigns' }, href: same('/zap-fibra/campanhas') },
      { label: { pt: 'Funcionalidades', en: 'Features' }, href: same('/zap-fibra/funcionalidades') },
      {
        label: { pt: 'Condições gerais do serviço', en: 'General conditions of service' },
        href: same('/zap-fibra/condicoes-gerais-do-servico'),
      },
      {
        label: { pt: 'Comerciais credenciados', en: 'Accredited sellers' },
        href: same('/zap-fibra/comerciais-credenciados'),
      },
    ],
  },
  {
    label: { pt: 'TV', en: 'TV' },
    href: same('/tv/destaques'),
    items: [
      { label: { pt: 'Destaques', en: 'Highlights' }, href: same('/tv/destaques') },
      { label: { pt: 'Guia TV', en: 'TV guide' }, href: same('/tv/guia-tv') },
      { label: { pt: 'Listagem de canais', en: 'Channel list' }, href: same('/tv/listagem-de-canais') },
    ],
  },
  {
    label: { pt: 'Cinemas', en: 'Cinemas' },
    href: same('/zap-cinemas/em-exibicao'),
    angolaOnly: true,
    items: [
      { label: { pt: 'Em cartaz', en: 'Now showing' }, href: same('/zap-cinemas/em-exibicao') },
      { label: { pt: 'IMAX', en: 'IMAX' }, href: same('/zap-cinemas/imax') },
      { label: { pt: 'Serviços', en: 'Services' }, href: same('/zap-cinemas/servicos') },
      { label: { pt: 'Campanhas', en: 'Campaigns' }, href: same('/zap-cinemas/campanhas') },
      { label: { pt: 'Preçário', en: 'Price list' }, href: same('/zap-cinemas/precario') },
    ],
  },
  { label: { pt: 'ZAP ON', en: 'ZAP ON' }, href: same('/zap-on'), angolaOnly: true, items: [] },
  { label: { pt: 'Débito directo', en: 'Direct debit' }, href: same('/debito-directo'), angolaOnly: true, items: [] },
  {
    label: { pt: 'Apoio ao cliente', en: 'Help' },
    href: { pt: '/apoio-ao-cliente/contactos', en: '/en/help/contacts' },
    items: [
      {
        label: { pt: 'Encontrar lojas', en: 'Find stores' },
        href: { pt: '/apoio-ao-cliente/encontrar-lojas', en: '/en/help/find-stores' },
      },
      {
        label: { pt: 'Perguntas frequentes', en: 'FAQ' },
        href: { pt: '/apoio-ao-cliente/perguntas-frequentes', en: '/en/help/faq' },
      },
      { label: { pt: 'Manuais', en: 'Manuals' }, href: { pt: '/apoio-ao-cliente/manuais', en: '/en/help/manuals' } },
      {
        label: { pt: 'Contactos', en: 'Contacts' },
        href: { pt: '/apoio-ao-cliente/contactos', en: '/en/help/contacts' },
      },
    ],
  },
  {
    label: { pt: 'A ZAP', en: 'About ZAP' },
    href: { pt: '/a-zap', en: '/en/the-zap' },
    items: [
      {
        label: { pt: 'Quem somos', en: 'Who we are' },
        href: { pt: '/a-zap/quem-somos', en: '/en/the-zap/who-we-are' },
      },
      {
        label: { pt: 'Marcos ZAP', en: 'ZAP milestones' },
        href: { pt: '/a-zap/marcos-zap', en: '/en/the-zap/milestones' },
      },
      { label: { pt: 'Notícias', en: 'News' }, href: { pt: '/a-zap/noticias', en: '/en/the-zap/news' } },
      { label: { pt: 'Vida ZAP', en: 'Life at ZAP' }, href: { pt: '/a-zap/vida-zap', en: '/en/the-zap/zap-life' } },
      {
        label: { pt: 'Sobre a Vidas ZAP', en: 'About Vidas ZAP' },
        href: { pt: '/a-zap/vida-zap#sobre', en: '/en/the-zap/zap-life#sobre' },
      },
      {
        label: { pt: 'As nossas causas', en: 'Our causes' },
        href: { pt: '/a-zap/vida-zap#nossas-causas', en: '/en/the-zap/zap-life#nossas-causas' },
      },
      {
        label: { pt: 'Os nossos parceiros', en: 'Our partners' },
        href: { pt: '/a-zap/vida-zap#nossos-parceiros', en: '/en/the-zap/zap-life#nossos-parceiros' },
      },
      {
        label: { pt: 'Notícias da Vidas ZAP', en: 'Vidas ZAP news' },
        href: { pt: '/a-zap/vida-zap#noticias', en: '/en/the-zap/zap-life#noticias' },
      },
      { label: { pt: 'Carreira ZAP', en: 'Careers' }, href: { pt: '/a-zap/carreira-zap', en: '/en/the-zap/career' } },
      {
        label: { pt: 'Junte-se a nós', en: 'Join us' },
        href: { pt: '/a-zap/junte-se-a-nos', en: '/en/the-zap/join-us' },
      },
      {
        label: { pt: 'Ser agente ZAP', en: 'Become a ZAP agent' },
        href: { pt: '/a-zap/ser-agente-zap', en: '/en/the-zap/become-an-agent' },
      },
    ],
  },
]

/** The main menu sections a country shows (Mozambique drops the Angola-only sections and sub-items). */
export function menuFor(country: Country): Section[] {
  return MAIN_MENU.filter((s) => country === 'ao' || !s.angolaOnly).map((s) => ({
    ...s,
    items: s.items.filter((i) => country === 'ao' || !i.angolaOnly),
  }))
}

/** Path prefixes that do not exist in Mozambique (lib/routing/country-gates.ts). */
export const GATED_IN_MOZAMBIQUE = [
  '/zap-fibra',
  '/zap-cinemas',
  '/zap-on',
  '/debito-directo',
  '/zap-satelite/zap-facilita',
] as const

/** The seeded footer per country (cms/seed/data/settings.ts). */
export const FOOTER = {
  ao: {
    company: 'ZAP Media, S.A.',
    showsCompanyName: false,
    address: {
      pt: 'Edifício ZAP, Via A4A, Talatona, Luanda Sul',
      en: 'Edifício ZAP, Via A4A, Talatona, Luanda Sul, Angola',
    },
    email: { default: 'apoio@example.co.ao', satelite: 'satelite@example.co.ao' },
    social: {
      Facebook: 'https://www.facebook.com/zap.example.ao',
      Instagram: 'https://www.instagram.com/zap.example.ao',
      Linkedin: 'https://www.linkedin.com/company/zap-example-ao',
      Youtube: 'https://www.youtube.com/@zap-example-ao',
    },
    whatsapp: 'https://wa.me/244900000000',
    messenger: 'https://m.me/zapexampleao',
    callCentre: { text: '+244 222 000 000', href: 'tel:+244222000000' },
  },
  mz: {
    company: 'Mstar-ZAP Moçambique',
    showsCompanyName: true,
    address: { pt: 'Av. Julius Nyerere, 0000, Maputo', en: 'Av. Julius Nyerere, 0000, Maputo, Mozambique' },
    email: { default: 'apoio@example.co.mz', satelite: 'satelite@example.co.mz' },
    social: {
      Facebook: 'https://www.facebook.com/zap.example.mz',
      Instagram: 'https://www.instagram.com/zap.example.mz',
      Linkedin: 'https://www.linkedin.com/company/zap-example-mz',
      Youtube: 'https://www.youtube.com/@zap-example-mz',
    },
    whatsapp: 'https://wa.me/258840000000',
    messenger: 'https://m.me/zapexamplemz',
    callCentre: { text: '+258 21 000 000', href: 'tel:+25821000000' },
  },
} as const

export const FOOTER_COLUMNS = {
  pt: ['Sobre nós', 'Media', 'Vidas ZAP', 'Trabalhar na ZAP', 'Parceiros'],
  en: ['About us', 'Media', 'Vidas ZAP', 'Work at ZAP', 'Partners'],
} as const

/** The header's main menu bar (desktop) and the phone menu button. */
export const mainNav = (page: Page, locale: Locale): Locator =>
  page.getByRole('banner').getByRole('navigation', { name: UI[locale].mainMenu })
export const topNav = (page: Page, locale: Locale): Locator =>
  page.getByRole('navigation', { name: UI[locale].segments })

/**
 * The top-level links of a main menu list: the first link of each <li> (the sub-items are in a
 * `hidden` list, so role queries skip them while closed).
 */
export const topLevelLinks = (nav: Locator): Locator =>
  nav.locator(':scope > ul > li > div > a, :scope > ul > li > div > span')

/**
 * A main-menu section's toggle, by its accessible name: a button in the menu bars (MainNav), the
 * <summary> of a native disclosure in the phone menu (NavAccordion), which has no button role in
 * Playwright's queries though browsers expose it as one.
 */
export const sectionToggle = (nav: Locator, name: string): Locator => nav.getByLabel(name, { exact: true })

/** Every section toggle of a main menu: the bars' buttons, the phone menu's summaries. */
export const sectionToggles = (nav: Locator): Locator => nav.locator('button[popovertarget], summary')

/**
 * Whether a section is open, as the page has it: the popover its button opens is shown, or its
 * <details> is open. Neither toggle carries aria-expanded: the browser derives that state for
 * assistive technology (checked by `axExpanded` in ./popover).
 */
export async function sectionExpanded(toggle: Locator): Promise<boolean> {
  if (await toggle.evaluate((el) => el.tagName === 'SUMMARY'))
    return toggle.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)
  return popoverOpen(await popoverOf(toggle.page(), toggle))
}

/** Waits until a section is open (`true`) or closed (`false`). */
export const expectSection = (toggle: Locator, expanded: boolean, message?: string): Promise<void> =>
  expect.poll(() => sectionExpanded(toggle), message).toBe(expanded)

/** The list of a section's sub-items: the popover its button opens, or its disclosure's list. */
export async function sectionPanel(toggle: Locator): Promise<Locator> {
  return (await toggle.getAttribute('popovertarget'))
    ? popoverOf(toggle.page(), toggle)
    : toggle.locator('xpath=following-sibling::ul')
}

/**
 * The item is on screen and is what a tap at its centre lands on: not clipped by the scrolling bar
 * and not covered by the page below it (Playwright's visibility alone ignores both).
 */
export async function expectReachable(item: Locator) {
  await expect(item).toBeVisible()
  const where = await item.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    const inside =
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= document.documentElement.clientWidth &&
      box.bottom <= window.innerHeight
    return { inside, hit: hit === el || el.contains(hit) }
  })
  expect(where, `${await item.textContent()} reachable`).toEqual({ inside: true, hit: true })
}

/** Whether a page exists: GET with the country's Host header, no redirect followed. */
export async function pageStatus(request: APIRequestContext, country: Country, publicPath: string): Promise<number> {
  const response = await request.get(ORIGIN.ao + publicPath, {
    headers: { host: HOST[country], 'accept-language': 'pt-PT' },
    maxRedirects: 0,
  })
  return response.status()
}
