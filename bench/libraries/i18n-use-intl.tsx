'use client'

/**
 * The client islands' strings on use-intl (next-intl's React core). Its messages are ICU
 * ("{count, plural, one {…} other {…}}", "{name}"), so our locale files would be converted from
 * i18next's format first. Only bench/libraries.mjs builds it.
 */
import type { ReactNode } from 'react'
import { type AbstractIntlMessages, IntlProvider, useTranslations } from 'use-intl'

type Props = { language: string; strings: AbstractIntlMessages; children: ReactNode }

export function I18nProvider({ language, strings, children }: Props) {
  return (
    <IntlProvider locale={language} messages={strings} timeZone="Africa/Luanda">
      {children}
    </IntlProvider>
  )
}

export const useT = () => useTranslations()
