import { listPageSegment } from '@/lib/content/news-slug'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockContext } from '@/registry/types'

/** Where articles live when a list is not on a news page of its own (the corporate news page). */
export const CORPORATE_NEWS_PATH: Record<Locale, string> = { pt: '/a-zap/noticias', en: '/the-zap/news' }

/** The path of the page the block is on: on /path/{param} the context's path ends with the param. */
export function pagePathOf(context: Pick<BlockContext, 'path' | 'param'>): string {
  const suffix = context.param ? `/${context.param}` : ''
  return suffix && context.path.endsWith(suffix) ? context.path.slice(0, -suffix.length) || '/' : context.path
}

/**
 * The public path articles of this list open under. A list on a page that takes /path/{id} (it
 * has an address parameter, or it paginates, which needs one) opens them under its own page; any
 * other list (a preview on the corporate home or Vida ZAP) under the corporate news page.
 */
export function articleBaseOf(context: Pick<BlockContext, 'path' | 'param' | 'locale'>, paginate: boolean): string {
  const onNewsPage = context.param !== undefined || paginate
  return publicPath(context.locale, onNewsPage ? pagePathOf(context) : CORPORATE_NEWS_PATH[context.locale])
}

/** The public path of list page n: page 1 is the page itself, the others /pagina-n (en /page-n). */
export function listPageHref(context: Pick<BlockContext, 'path' | 'param' | 'locale'>, n: number): string {
  const base = pagePathOf(context)
  return publicPath(context.locale, n <= 1 ? base : `${base === '/' ? '' : base}/${listPageSegment(context.locale, n)}`)
}
