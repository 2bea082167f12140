'use client'

import { useEffect } from 'react'
import { CONSENT_KNOWN_ATTRIBUTE } from '@/lib/consent/banner-script.mjs'
import { useOnceTrue } from '@/lib/ui/use-once-true'
import { categoriesInUse, makeConsent, type OptionalCategory } from '@/lib/consent/categories'
import { forgetConsent, saveConsent } from '@/lib/consent/browser'
import { useConsentDialog } from '@/lib/consent/dialog-store'
import { useConsentState } from '@/lib/consent/use-consent'
import { ConsentBanner } from './ConsentBanner'
import { ConsentSettingsDialog } from './ConsentSettingsDialog.lazy'
import { asksConsent, type ConsentLabels, type ConsentStatementLabels } from './labels'

type Props = {
  /** Every string while an optional category is in use, else the statement's alone (consentDialogLabels). */
  labels: ConsentLabels | ConsentStatementLabels
  /** The cookie policy page, linked from the banner and the settings dialog when given. */
  policyHref?: string
  /** The first-visit banner; false in a CMS user's preview. The settings modal opens either way. */
  banner?: boolean
  /**
   * Called when a save withdraws a category granted before. Scripts that already ran cannot be
   * unloaded, so by default the page reloads without them.
   */
  onRevoke?: (revoked: OptionalCategory[]) => void
}

const reloadPage = () => window.location.reload()

/**
 * The one consent UI of the site, mounted once in the root layout: the first-visit banner and the
 * settings modal (ConsentSettingsDialog, loaded on first opening). Both offer only the optional
 * categories something on the site uses (CONSENT_USES in lib/consent/categories.ts). With none, there
 * is nothing to ask: no banner, and the modal only says that necessary storage is all the site keeps.
 */
export function ConsentDialog({ labels, policyHref, banner = true, onRevoke = reloadPage }: Props) {
  const categories = categoriesInUse()
  // Both come from the same declaration (the layout resolves the labels by it); the strings to ask with
  // are checked too, so that a page can never ask in words it was not given.
  const ask = categories.length > 0 && asksConsent(labels) ? labels : null
  const asking = ask !== null
  const current = useConsentState()
  const { settingsOpen, openSettings, closeSettings } = useConsentDialog()
  // The settings modal is mounted (and its code fetched) the first time it opens.
  const opened = useOnceTrue(settingsOpen)

  // The layout's inline script marks a stored choice by the cookie's revision alone; when the full
  // check finds no valid choice after all (a damaged cookie), the banner it hid must show.
  useEffect(() => {
    if (asking && banner && current === null) document.documentElement.removeAttribute(CONSENT_KNOWN_ATTRIBUTE)
  }, [asking, banner, current])

  // A choice stored when the site still asked (an earlier revision) grants nothing now: it is removed,
  // so that the browser keeps only what the cookie policy lists.
  useEffect(() => {
    if (!asking) forgetConsent()
  }, [asking])

  const choose = (granted: OptionalCategory[]) => {
    const revoked = saveConsent(makeConsent(granted))
    closeSettings()
    if (revoked.length > 0) onRevoke(revoked)
  }

  return (
    <>
      {/* In the cached HTML too (`undefined` = not read yet, as on the server), so it paints with the page, not
          after hydration. A visitor who has chosen never sees it: the layout's inline script hides it before it
          paints (lib/consent/banner-script.mjs), and it is dropped here once the cookie is read. */}
      {ask && banner && (current === null || current === undefined) ? (
        <ConsentBanner
          labels={ask}
          categories={categories}
          policyHref={policyHref}
          onAcceptAll={() => choose(categories)}
          onRejectAll={() => choose([])}
          onSettings={openSettings}
        />
      ) : null}
      {opened ? (
        <ConsentSettingsDialog
          labels={labels}
          categories={asking ? categories : []}
          policyHref={policyHref}
          current={current ?? null}
          onSave={choose}
        />
      ) : null}
    </>
  )
}
