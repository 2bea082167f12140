import type { ReactNode } from 'react'
import type { Decorator } from '@storybook/nextjs-vite'
import type { CountryCode } from '@/lib/countries'
import { I18nProvider } from '@/lib/i18n/client'
import { resources } from '@/lib/i18n/config'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import type { BlockContext } from '@/registry/types'

/** The page's I18nProvider in one language and country (Angola unless said), as the site's layout gives it to client islands. */
export function inLanguage(locale: Locale, children: ReactNode, country: CountryCode = 'ao') {
  return (
    <I18nProvider language={locale} country={country} strings={resources[locale].common}>
      {children}
    </I18nProvider>
  )
}

const isLocale = (value: unknown): value is Locale => value === 'pt' || value === 'en'
const isCountry = (value: unknown): value is CountryCode => value === 'ao' || value === 'mz'

/**
 * Every story's language and country, as a page gives them: client islands (forms, filters) read their
 * strings from the page's I18nProvider, server blocks from their `context` arg. The story's own context
 * decides (Portuguese and Angola without one) until the toolbar's Language or Country is picked; then that
 * choice wins and the block's context follows it, so one story shows in both languages and countries.
 */
export const withLanguage: Decorator = (Story, { args, globals }) => {
  const context = (args as { context?: BlockContext }).context
  const locale = isLocale(globals.locale) ? globals.locale : (context?.locale ?? 'pt')
  const country = isCountry(globals.country) ? globals.country : (context?.country ?? 'ao')
  const switched = context && (context.locale !== locale || context.country !== country)
  return inLanguage(
    locale,
    switched ? (
      Story({ args: { ...args, context: { ...context, locale, country, t: translatorFor(locale) } } })
    ) : (
      <Story />
    ),
    country,
  )
}
