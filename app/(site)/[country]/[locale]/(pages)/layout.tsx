import type { ReactNode } from 'react'
import { I18nProvider } from 'next-i18next/client'
import { resources } from '../../../../../lib/i18n/config'
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../../../../../lib/locales'

type Props = { children: ReactNode; params: Promise<{ country: string; locale: string }> }

/** Interface strings of the page's language for client islands (and the not-found and error views). */
export default async function PagesLayout({ children, params }: Props) {
  const { locale: rawLocale } = await params
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE
  return (
    <I18nProvider language={locale} resources={{ [locale]: resources[locale] }} supportedLngs={[...LOCALES]} defaultNS="common">
      {children}
    </I18nProvider>
  )
}
