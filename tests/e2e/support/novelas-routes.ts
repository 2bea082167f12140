import { same, type SiteRoute } from './route-walk'

/**
 * The ZAP Novelas routes, in both countries: the channel's home (which also serves
 * /{id}, one novela), the novela list and the weekly programming. The paths are the same in
 * Portuguese and English (under /en).
 */
export const NOVELAS = '/tv/zap-channels/novelas'

export const NOVELAS_ROUTES: SiteRoute[] = [same(NOVELAS), same(`${NOVELAS}/novels`), same(`${NOVELAS}/programming`)]

/** A link to a novela's own page: /tv/zap-channels/novelas/{id} (with /en in English). */
export const NOVELA_LINK = `main a[href*="${NOVELAS}/"]`
export const isNovelaHref = (href: string | null) => href !== null && new RegExp(`${NOVELAS}/\\d+$`).test(href)
