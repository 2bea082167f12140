import type { SiteRoute } from './route-walk'

/**
 * The corporate area's route table, both countries: /a-zap (en /the-zap) and its pages,
 * page 2 of the news, and the spontaneous application. A news article is walked separately (its
 * slug differs per country): see routes-corporate.spec.ts.
 */
export const CORPORATE_ROUTES: SiteRoute[] = [
  { pt: '/a-zap', en: '/the-zap' },
  { pt: '/a-zap/quem-somos', en: '/the-zap/who-we-are' },
  { pt: '/a-zap/quem-somos/administracao', en: '/the-zap/about-us/administration' },
  { pt: '/a-zap/marcos-zap', en: '/the-zap/milestones' },
  { pt: '/a-zap/noticias', en: '/the-zap/news' },
  { pt: '/a-zap/noticias/pagina-2', en: '/the-zap/news/page-2' },
  { pt: '/a-zap/destaques', en: '/the-zap/highlights' },
  { pt: '/a-zap/vida-zap', en: '/the-zap/zap-life' },
  { pt: '/a-zap/carreira-zap', en: '/the-zap/career' },
  { pt: '/a-zap/junte-se-a-nos', en: '/the-zap/join-us' },
  { pt: '/a-zap/ser-agente-zap', en: '/the-zap/become-an-agent' },
  { pt: '/a-zap/candidatura/espontanea', en: '/the-zap/work-at-zap/submission' },
]

/** The news page of each language, and how its list pages are named. */
export const NEWS = {
  pt: { path: '/a-zap/noticias', page: (n: number) => `/a-zap/noticias/pagina-${n}` },
  en: { path: '/the-zap/news', page: (n: number) => `/the-zap/news/page-${n}` },
} as const

/** An article of each country (cms/seed/data/news.ts), and one that only the other country has. */
export const ARTICLE = {
  ao: {
    slug: 'orbita-zero-estreia-no-imax',
    title: {
      pt: 'Órbita Zero estreia na sala IMAX dos ZAP Cinemas',
      en: 'Órbita Zero opens in the ZAP Cinemas IMAX room',
    },
  },
  mz: {
    slug: 'zap-novelas-estreia-mar-de-segredos',
    title: { pt: 'ZAP Novelas estreia Mar de Segredos', en: 'ZAP Novelas premieres Mar de Segredos' },
  },
} as const
