'use client'

/**
 * The client islands' strings on i18next + react-i18next (the library the server already renders
 * with, reading the same JSON), with our provider's props and the page's country as every key's
 * context. Only bench/libraries.mjs builds it.
 */
import { createInstance, type ResourceLanguage } from 'i18next'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'

type Props = { language: string; country?: string; strings: ResourceLanguage; children: ReactNode }

const CountryContext = createContext<string | undefined>(undefined)

export function I18nProvider({ language, country, strings, children }: Props) {
  const i18n = useMemo(() => {
    const instance = createInstance()
    void instance.init({
      lng: language,
      resources: { [language]: strings },
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
    })
    return instance
  }, [language, strings])
  return (
    <I18nextProvider i18n={i18n}>
      <CountryContext.Provider value={country}>{children}</CountryContext.Provider>
    </I18nextProvider>
  )
}

export function useT() {
  const country = useContext(CountryContext)
  const { t, i18n } = useTranslation('common')
  return useMemo(() => {
    const plain = t as unknown as (key: string, options?: Record<string, unknown>) => string
    return {
      t: (key: string, options?: Record<string, unknown>) =>
        plain(key, country ? { context: country, ...options } : options),
      i18n,
    }
  }, [t, i18n, country])
}
