import type { Setting } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'

/** The operating company of each country (content-facts), when its settings do not name it. */
export const LEGAL_NAMES: Record<CountryCode, string> = { ao: 'ZAP Media, S.A.', mz: 'Mstar-ZAP Moçambique' }

const LOGO_PATH = '/logo.svg'

type SettingsFacts = Pick<Setting, 'footer' | 'contact'> | null | undefined

const isWebUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value)
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/**
 * schema.org Organization of the country's operator: brand, legal name, address, logo, social
 * profiles (sameAs) and the customer-service contact from the country's settings.
 */
export function organizationJsonLd(
  country: CountryCode,
  locale: Locale,
  base: URL,
  settings: SettingsFacts,
): Record<string, unknown> {
  const footer = settings?.footer
  const social = footer?.social
  const sameAs = [social?.facebook, social?.instagram, social?.linkedin, social?.youtube].filter(isWebUrl)
  const telephone = text(settings?.contact?.callCentre)
  const email = text(footer?.supportEmails?.default)
  const street = text(footer?.headOffice) ?? text(footer?.companyAddress)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'ZAP',
    legalName: text(footer?.companyName) ?? LEGAL_NAMES[country],
    url: new URL(publicPath(locale, '/'), base).href,
    logo: new URL(LOGO_PATH, base).href,
    ...(street
      ? { address: { '@type': 'PostalAddress', streetAddress: street, addressCountry: country.toUpperCase() } }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(telephone || email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            areaServed: country.toUpperCase(),
            availableLanguage: ['pt', 'en'],
            ...(telephone ? { telephone } : {}),
            ...(email ? { email } : {}),
          },
        }
      : {}),
  }
}

/**
 * JSON for an inline <script type="application/ld+json">. "<", ">" and "&" become \u escapes (still
 * the same JSON), so CMS text such as "</script>" or "<!--" cannot end the script or open a comment;
 * U+2028/U+2029 are escaped for old parsers that treat them as line ends.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
