'use client'

import type { MouseEvent, ReactNode } from 'react'
import type { Locale } from '@/lib/locales'
import { LEGAL_PATHS } from '@/lib/routing/legal-paths'
import { publicPath } from '@/lib/routing/localized-path'
import { TERMS_HISTORY_KEY, useTermsStore } from './terms-store'

/** Page path of the terms and conditions in each language. */
export const TERMS_PATH = LEGAL_PATHS.terms

/** Ctrl/Cmd/Shift/Alt clicks and other buttons keep the browser's own behaviour (new tab, new window). */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * A link to the terms and conditions. A plain click opens them over the current page:
 * the address becomes the terms page's, so Back closes them and the address can be shared; the
 * same address visited directly is the full page. Without JavaScript it is an ordinary link.
 */
export function TermsLink({
  locale,
  children,
  className,
}: {
  /** The page's language: which terms page the link opens. */
  locale: Locale
  children: ReactNode
  className?: string
}) {
  const href = publicPath(locale, TERMS_PATH[locale])
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { hosted, show } = useTermsStore.getState()
    if (!isPlainClick(event) || !hosted || window.location.pathname === href) return
    event.preventDefault()
    window.history.pushState({ [TERMS_HISTORY_KEY]: true }, '', href)
    show(event.currentTarget)
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
