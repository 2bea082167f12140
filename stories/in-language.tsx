import type { Decorator } from '@storybook/nextjs-vite'
import { I18nProvider } from '../lib/i18n/client'
import type { ReactNode } from 'react'
import { resources } from '../lib/i18n/config'
import type { Locale } from '../lib/locales'

/** The page's I18nProvider in one language, as the site's layout gives it to client islands. */
export function inLanguage(locale: Locale, children: ReactNode) {
  return (
    <I18nProvider language={locale} strings={resources[locale].common}>
      {children}
    </I18nProvider>
  )
}

/**
 * Story decorator: client islands (the lead forms) read their strings from the page's
 * I18nProvider; the story gets the language of its args' block context (pt without one).
 */
export const withContextLanguage: Decorator = (Story, { args }) => {
  const locale = (args as { context?: { locale?: Locale } }).context?.locale ?? 'pt'
  return inLanguage(locale, <Story />)
}
