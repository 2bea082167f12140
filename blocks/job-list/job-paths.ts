import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'

/** The application pages (cms/seed/data/pages-leads.ts): one job at {base}/{id}, or a spontaneous one. */
const APPLY_BASE: Record<Locale, string> = { pt: '/a-zap/candidatura', en: '/the-zap/work-at-zap' }
const SPONTANEOUS: Record<Locale, string> = {
  pt: '/a-zap/candidatura/espontanea',
  en: '/the-zap/work-at-zap/submission',
}

export const applyHref = (locale: Locale, id: number) => publicPath(locale, `${APPLY_BASE[locale]}/${id}`)
export const spontaneousHref = (locale: Locale) => publicPath(locale, SPONTANEOUS[locale])
