'use client'

import { useEffect } from 'react'
import type { Locale } from '@/lib/locales'
import { useOnceTrue } from '@/lib/ui/use-once-true'
import type { TermsDialogLabels } from './labels'
import { TermsDialog } from './TermsDialog.lazy'
import { isTermsEntry, useTermsStore } from './terms-store'

/**
 * The terms-and-conditions modal page, mounted once per page. A TermsLink pushes the
 * terms address and opens it; Back closes it (popstate) and Forward reopens it. The dialog itself
 * is mounted (and its code fetched) the first time it opens.
 */
export function TermsModal({ locale, labels }: { locale: Locale; labels: TermsDialogLabels }) {
  const open = useTermsStore((state) => state.open)
  const opened = useOnceTrue(open)

  useEffect(() => {
    const { setHosted, show, hide } = useTermsStore.getState()
    setHosted(true)
    const onPopState = (event: PopStateEvent) => (isTermsEntry(event.state) ? show() : hide())
    window.addEventListener('popstate', onPopState)
    return () => {
      setHosted(false)
      window.removeEventListener('popstate', onPopState)
    }
  }, [])

  return opened ? <TermsDialog locale={locale} labels={labels} /> : null
}
