'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useState } from 'react'
import type { TermsContent } from '@/lib/content/get-terms'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import { markProgressFailed } from '@/lib/ui/progress-store'
import { TermsBody } from './TermsBody'
import type { TermsDialogLabels } from './labels'
import { TERMS_PATH } from './TermsLink'
import { isTermsEntry, useTermsStore } from './terms-store'
import styles from './Terms.module.scss'

/**
 * The terms-and-conditions dialog, loaded by TermsModal on first opening. Its close
 * button, Escape and the backdrop go back in history, so the address and the dialog never disagree.
 */
export function TermsDialog({ locale, labels }: { locale: Locale; labels: TermsDialogLabels }) {
  const open = useTermsStore((state) => state.open)
  const [contents, setContents] = useState<Partial<Record<Locale, TermsContent>>>({})
  const [failed, setFailed] = useState(false)
  const content = contents[locale]
  const loaded = content !== undefined

  // Fetched on first opening, once per language; a failure is retried the next time it opens.
  useEffect(() => {
    if (!open || loaded) return
    const controller = new AbortController()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new attempt clears the previous one's failure
    setFailed(false)
    // fetch-terms validates with zod: imported on first opening so zod is not in every page's first load.
    import('./fetch-terms')
      .then(({ fetchTerms }) => fetchTerms(locale, controller.signal))
      .then(
        (terms) => setContents((previous) => ({ ...previous, [locale]: terms })),
        () => {
          if (controller.signal.aborted) return
          setFailed(true)
          markProgressFailed()
        },
      )
    return () => controller.abort()
  }, [open, loaded, locale])

  const close = () => {
    // popstate then hides it; an entry the modal did not push (none to go back to) just closes.
    if (isTermsEntry(window.history.state)) window.history.back()
    else useTermsStore.getState().hide()
  }
  const returnFocus = (event: Event) => {
    event.preventDefault()
    const opener = useTermsStore.getState().opener
    if (opener?.isConnected) opener.focus()
  }

  const fullPage = publicPath(locale, TERMS_PATH[locale])
  let body
  if (content)
    body = <TermsBody content={content} labels={{ download: labels.download, empty: labels.empty }} heading="h3" />
  else if (failed) {
    body = (
      <div role="alert" className={styles.note}>
        <p>{labels.failed}</p>
        <p>
          <a href={fullPage}>{labels.openPage}</a>
        </p>
      </div>
    )
  } else
    body = (
      <p role="status" className={styles.note}>
        {labels.loading}
      </p>
    )

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.modal} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{labels.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={labels.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
