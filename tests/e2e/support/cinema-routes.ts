import { same, type SiteRoute } from './route-walk'

/** The cinema services' sub-pages, under /zap-cinemas/servicos. */
export const CINEMA_SERVICES = [
  'application',
  'birthday',
  'exclusive-sessions',
  'movie-checks',
  'points-card',
  'room-rental',
  'zap-kiosk',
] as const

/**
 * The ZAP Cinemas route table: Angola only (Mozambique redirects the section home), the
 * same path in both languages (English under /en). Campaign detail pages are walked from the list.
 */
export const CINEMA_ROUTES: SiteRoute[] = [
  same('/zap-cinemas/em-exibicao', true),
  same('/zap-cinemas/imax', true),
  same('/zap-cinemas/servicos', true),
  ...CINEMA_SERVICES.map((service) => same(`/zap-cinemas/servicos/${service}`, true)),
  same('/zap-cinemas/salas', true),
  same('/zap-cinemas/precario', true),
  same('/zap-cinemas/customer-card', true),
  same('/zap-cinemas/campanhas', true),
  same('/zap-cinemas/news', true),
]
