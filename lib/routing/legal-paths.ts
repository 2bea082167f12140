import type { Locale } from '@/lib/locales'

/** The legal pages' paths in each language (the footer, the consent banner and the forms link to them). */
export const LEGAL_PATHS = {
  terms: { pt: '/termos-e-condicoes', en: '/terms-and-conditions' },
  privacy: { pt: '/politica-de-privacidade', en: '/privacy-policy' },
  cookies: { pt: '/politica-de-cookies', en: '/cookie-policy' },
} as const satisfies Record<string, Record<Locale, string>>
