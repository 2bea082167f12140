'use client'

/**
 * The client islands' strings through next-i18next's own App Router client provider (i18next,
 * react-i18next and its lazy namespace loader), as next-i18next documents it. Only
 * bench/libraries.mjs builds it.
 */
import { I18nProvider as NextI18nProvider, useT as useNextT } from 'next-i18next/client'
import type { ResourceLanguage } from 'i18next'
import type { ReactNode } from 'react'

type Props = { language: string; strings: ResourceLanguage; children: ReactNode }

export function I18nProvider({ language, strings, children }: Props) {
  return (
    <NextI18nProvider
      language={language}
      resources={{ [language]: strings }}
      defaultNS="common"
      i18nextOptions={{ interpolation: { escapeValue: false } }}
    >
      {children}
    </NextI18nProvider>
  )
}

export const useT = () => useNextT('common')
