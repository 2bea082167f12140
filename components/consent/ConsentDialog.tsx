'use client'

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

  const choose = (granted: OptionalCategory[]) => {
    const revoked = saveConsent(makeConsent(granted))
    closeSettings()
    if (revoked.length > 0) onRevoke(revoked)
  }

  return (
    <>
      {/* `undefined` = not read yet: no banner in the cached HTML, so returning visitors never see it flash. */}
      {banner && current === null ? (
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
