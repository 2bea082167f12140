/** News addresses: /a-zap/noticias/{slug} is an article, /a-zap/noticias/pagina-{n} (en page-{n}) a list page. */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** The longest slug an editor may give an article; a longer segment names none. */
export const MAX_NEWS_SLUG_LENGTH = 120
const LIST_PAGE = /^(?:pagina|page)-([1-9]\d{0,3})$/

/** The list page number a news address segment names, or null when it names an article. */
export function listPageOf(segment: string): number | null {
  const match = LIST_PAGE.exec(segment)
  return match ? Number(match[1]) : null
}

/** The address segment of list page n in a language. */
export const listPageSegment = (locale: 'pt' | 'en', n: number) => `${locale === 'pt' ? 'pagina' : 'page'}-${n}`

/** A slug editors may give an article: lowercase words with hyphens, never one a list page uses. */
export function validateNewsSlug(value: unknown): true | string {
  if (typeof value !== 'string' || !NEWS_SLUG.test(value) || value.length > MAX_NEWS_SLUG_LENGTH) {
    return 'Use letras minúsculas, números e hífenes (ex.: zap-celebra-15-anos), até 120 caracteres.'
  }
  if (listPageOf(value) !== null) return 'Este endereço está reservado à paginação das notícias.'
  return true
}
