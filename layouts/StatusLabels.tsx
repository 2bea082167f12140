'use client'

import { createContext, type ReactNode, useContext } from 'react'
import type { Template } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'

/** The strings of the not-found and error views (notFound.* and error.* in locales/*), and the page's language. */
export type StatusLabels = {
  locale: Locale
  notFound: { title: string; body: string; home: string }
  /** `status` is "Código {{status}}". */
  error: { title: string; body: string; status: Template; retry: string; home: string }
}

const StatusLabelsContext = createContext<StatusLabels | null>(null)

/**
 * The one exception to "an island's strings come as its `labels` prop" (lib/i18n/labels.ts): Next
 * renders the error boundary (error.tsx, client-only) and the not-found boundary (not-found.tsx) with
 * no props from a server parent, and without the page's params, so nothing on the server can hand them
 * their strings. The layout, which knows the language, puts just these few strings in a context above
 * both; no other island reads strings from context.
 */
export function StatusLabelsProvider({ labels, children }: { labels: StatusLabels; children: ReactNode }) {
  return <StatusLabelsContext.Provider value={labels}>{children}</StatusLabelsContext.Provider>
}

export function useStatusLabels(): StatusLabels {
  const labels = useContext(StatusLabelsContext)
  if (!labels) throw new Error('The not-found and error views need a StatusLabelsProvider above them')
  return labels
}
