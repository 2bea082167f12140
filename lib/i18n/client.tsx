'use client'

import type { TFunction } from 'i18next'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { translate, type Strings } from './translate'

type Value = { t: TFunction<'common'>; i18n: { language: Locale } }

const StringsContext = createContext<Value | null>(null)

/**
 * The page language's interface strings for client islands. Replaces next-i18next's client
 * provider, whose i18next runtime cost every page 22 kB of gzipped JavaScript (over the first-load
 * budget of `npm run bench:js`);
 * the server still renders with i18next, and `translate` resolves keys the same way.
 */
export function I18nProvider({
  language,
  country,
  strings,
  children,
}: {
  language: Locale
  country?: CountryCode
  strings: Strings
  children: ReactNode
}) {
  const value = useMemo<Value>(() => {
    // The page's country is every key's context: a `key_mz` string (an example number, a sample
    // e-mail) replaces `key` on Mozambique's pages, so no form has to know which country it is on.
    const t = (key: string, options?: Record<string, unknown>) =>
      translate(strings, language, key, country ? { context: country, ...options } : options)
    // Same call shapes as i18next's TFunction for the keys and options we use; typed keys still fail `tsc` when misspelt.
    return { t: t as unknown as TFunction<'common'>, i18n: { language } }
  }, [language, country, strings])
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>
}

/** `{ t, i18n.language }` like next-i18next's `useT('common')`. */
export function useT(_namespace?: 'common'): Value {
  const value = useContext(StringsContext)
  if (!value) throw new Error('useT needs an I18nProvider above it')
  return value
}
