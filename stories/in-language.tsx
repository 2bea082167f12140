import type { Decorator } from '@storybook/nextjs-vite'
import { I18nProvider } from '@/lib/i18n/client'
import type { ReactNode } from 'react'
import type { CountryCode } from '@/lib/countries'
import { resources } from '@/lib/i18n/config'
import type { Locale } from '@/lib/locales'

/** The page's I18nProvider in one language and country (Angola unless said), as the site's layout gives it to client islands. */
export function inLanguage(locale: Locale, children: ReactNode, country: CountryCode = 'ao') {
  return (
    <I18nProvider language={locale} country={country} strings={resources[locale].common}>
      {children}
    </I18nProvider>
  )
}

/**
 * Story decorator: client islands (the lead forms) read their strings from the page's
 * I18nProvider; the story gets the language and country of its args' block context (pt and ao without one).
 */
export const withContextLanguage: Decorator = (Story, { args }) => {
  const context = (args as { context?: { locale?: Locale; country?: CountryCode } }).context
  return inLanguage(context?.locale ?? 'pt', <Story />, context?.country ?? 'ao')
}
