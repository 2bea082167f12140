'use client'

import { useEffect } from 'react'
import { CONSENT_KNOWN_ATTRIBUTE } from '@/lib/consent/banner-script.mjs'
import { useOnceTrue } from '@/lib/ui/use-once-true'
import { makeConsent, type OptionalCategory, OPTIONAL_CATEGORIES } from '@/lib/consent/categories'
import { saveConsent } from '@/lib/consent/browser'
import { useConsentDialog } from '@/lib/consent/dialog-store'
import { useConsentState } from '@/lib/consent/use-consent'
import { ConsentBanner } from './ConsentBanner'
import { ConsentSettingsDialog } from './ConsentSettingsDialog.lazy'
import type { ConsentLabels } from './labels'

type Props = {
  labels: ConsentLabels
  /** The cookie policy page, linked from the banner when given. */
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
 * settings modal (ConsentSettingsDialog, loaded on first opening).
 */
export function ConsentDialog({ labels, policyHref, banner = true, onRevoke = reloadPage }: Props) {
  const current = useConsentState()
  const { settingsOpen, openSettings, closeSettings } = useConsentDialog()
  // The settings modal is mounted (and its code fetched) the first time it opens.
  const opened = useOnceTrue(settingsOpen)

  // The layout's inline script marks a stored choice by the cookie's revision alone; when the full
  // check finds no valid choice after all (a damaged cookie), the banner it hid must show.
  useEffect(() => {
    if (banner && current === null) document.documentElement.removeAttribute(CONSENT_KNOWN_ATTRIBUTE)
  }, [banner, current])

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
      {banner && (current === null || current === undefined) ? (
        <ConsentBanner
          labels={labels}
          policyHref={policyHref}
          onAcceptAll={() => choose([...OPTIONAL_CATEGORIES])}
          onRejectAll={() => choose([])}
          onSettings={openSettings}
        />
      ) : null}
      {opened ? <ConsentSettingsDialog labels={labels} current={current ?? null} onSave={choose} /> : null}
    </>
  )
}
