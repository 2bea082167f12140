import type { Page } from '@playwright/test'
import { dayPlan } from '@/cms/seed/data/programmes'
import type { Country, Locale } from './fixtures'

/** The TV pages' addresses, their interface's words and the seed's titles, shared by the TV specs. */
export const GUIDE = '/tv/guia-tv'
export const LISTING = '/tv/listagem-de-canais'
export const OWN = '/tv/zap-channels'

export const UI = {
  pt: {
    guide: 'Guia TV',
    days: 'Escolher o dia',
    today: 'Hoje',
    onAir: 'No ar',
    loading: 'A carregar a programação...',
    schedule: (channel: string) => `Programação de ${channel}`,
    error: 'Não foi possível carregar a programação deste dia',
    retry: 'Tentar novamente',
    listing: 'Listagem de canais',
    own: 'Canais ZAP',
    package: 'Pacote',
    genre: 'Género',
    allPackages: 'Todos os pacotes',
    sport: 'Desporto',
    kids: 'Infantil',
    count: (n: number) => (n === 0 ? 'Nenhum canal' : n === 1 ? '1 canal' : `${n} canais`),
    clear: 'Limpar filtros',
    list: 'Lista de canais',
    hours: 'Horas',
    episode: (title: string, n: number) => `${title}, episódio ${n}`,
    rerun: (title: string) => `${title} (repetição)`,
    marathon: (title: string) => `Maratona: ${title}`,
    live: (title: string) => `${title} (em direto)`,
  },
  en: {
    guide: 'TV guide',
    days: 'Choose the day',
    today: 'Today',
    onAir: 'On air',
    loading: 'Loading the schedule...',
    schedule: (channel: string) => `${channel} schedule`,
    error: 'The schedule for this day could not be loaded',
    retry: 'Try again',
    listing: 'Channel listing',
    own: 'ZAP channels',
    package: 'Package',
    genre: 'Genre',
    allPackages: 'All packages',
    sport: 'Sport',
    kids: 'Children',
    count: (n: number) => (n === 0 ? 'No channels' : n === 1 ? '1 channel' : `${n} channels`),
    clear: 'Clear filters',
    list: 'Channel list',
    hours: 'Hours',
    episode: (title: string, n: number) => `${title}, episode ${n}`,
    rerun: (title: string) => `${title} (rerun)`,
    marathon: (title: string) => `Marathon: ${title}`,
    live: (title: string) => `${title} (live)`,
  },
} as const

/** The seeded titles of one channel on one day, in time order, as the page writes them in `locale`. */
export const titles = (country: Country, channel: string, day: string, locale: Locale = 'pt') =>
  dayPlan(country, channel, day).map((programme) => {
    const ui = UI[locale]
    const title = programme.title[locale]
    const titled = programme.episode === null ? title : ui.episode(title, programme.episode)
    return programme.airing ? ui[programme.airing](titled) : titled
  })
export const novelas = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: UI[locale].schedule('ZAP Novelas') }).getByRole('listitem')
export const isGraphql = (url: string) => new URL(url).pathname === '/api/graphql'
/** An instant in the country: `hour`:30 on day `key` (Luanda is UTC+1, Maputo UTC+2). */
export const at = (country: Country, key: string, hour: number) =>
  new Date(Date.parse(`${key}T${String(hour).padStart(2, '0')}:30:00Z`) - (country === 'ao' ? 1 : 2) * 3_600_000)
