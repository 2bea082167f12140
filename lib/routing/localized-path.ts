import type { Locale } from '@/lib/locales'

/** The public URL path of a page path in a language: Portuguese has no prefix, English has /en. */
export function publicPath(locale: Locale, path: string): string {
  if (locale === 'pt') return path
  return path === '/' ? '/en' : `/en${path}`
}

export const homePath = (locale: Locale) => publicPath(locale, '/')
