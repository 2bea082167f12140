'use client'

import type { ReactNode } from 'react'
import { useT } from 'next-i18next/client'
import { isLocale } from '../../lib/locales'
import { publicPath } from '../../lib/routing/localized-path'

/** Page path of the terms and conditions in each language. */
export const TERMS_PATH = { pt: '/termos-e-condicoes', en: '/terms-and-conditions' } as const

/** A link to the terms and conditions (the terms modal page takes it over when it lands). */
export function TermsLink({ children }: { children: ReactNode }) {
  const { i18n } = useT('common')
  const locale = isLocale(i18n.language) ? i18n.language : 'pt'
  return <a href={publicPath(locale, TERMS_PATH[locale])}>{children}</a>
}
