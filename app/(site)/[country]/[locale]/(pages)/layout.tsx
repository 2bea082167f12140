import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { CampaignMemory } from '@/components/chrome/CampaignMemory'
import { ChunkReloadGuard } from '@/components/chrome/ChunkReloadGuard'
import { ConnectionNotice } from '@/components/chrome/ConnectionNotice'
import { ProgressBar } from '@/components/chrome/ProgressBar'
import { ServiceWorker } from '@/components/chrome/ServiceWorker'
import { ConsentDialog } from '@/components/consent/ConsentDialog'
import { consentDialogLabels } from '@/components/consent/labels'
import { CONSENT_KNOWN_SCRIPT } from '@/lib/consent/banner-script.mjs'
import { categoriesInUse } from '@/lib/consent/categories'
import { TermsModal } from '@/components/terms/TermsModal'
import { termsDialogLabels } from '@/components/terms/labels'
import { StatusLabelsProvider } from '@/layouts/StatusLabels'
import { statusLabels } from '@/layouts/status-labels'
import { translatorFor } from '@/lib/i18n/translator'
import { DEFAULT_LOCALE, isLocale } from '@/lib/locales'
import { LEGAL_PATHS } from '@/lib/routing/legal-paths'
import { publicPath } from '@/lib/routing/localized-path'

type Props = { children: ReactNode; params: Promise<{ country: string; locale: string }> }

/**
 * What every page carries: the cookie consent (first, so keyboard users reach it at once), the page-load bar, the
 * online/offline notice, the terms modal, the chunk-reload guard and the memory of the visit's campaign. Client islands get their strings
 * as props, resolved here or by the block that renders them (lib/i18n/labels.ts); only the not-found
 * and error views read theirs from StatusLabelsProvider.
 */
export default async function PagesLayout({ children, params }: Props) {
  const { locale: rawLocale } = await params
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE
  const t = translatorFor(locale)
  // A CMS user's preview (draft mode) shows the draft without the first-visit cookie banner over it.
  const { isEnabled: preview } = await draftMode()
  // No optional cookie category in use: nothing to ask, so no banner and no script to hide it.
  const banner = !preview && categoriesInUse().length > 0
  return (
    <>
      {/* Before the banner, so a visitor who has chosen never sees it painted (lib/consent/banner-script.mjs). */}
      {banner ? <script dangerouslySetInnerHTML={{ __html: CONSENT_KNOWN_SCRIPT }} /> : null}
      <ConsentDialog
        labels={consentDialogLabels(t, locale)}
        policyHref={publicPath(locale, LEGAL_PATHS.cookies[locale])}
        banner={banner}
      />
      <ProgressBar label={t('status.progress')} />
      <StatusLabelsProvider labels={statusLabels(t, locale)}>{children}</StatusLabelsProvider>
      <TermsModal locale={locale} labels={termsDialogLabels(t)} />
      <ConnectionNotice labels={{ offline: t('status.offline'), online: t('status.online') }} />
      <ChunkReloadGuard />
      <CampaignMemory />
      <ServiceWorker />
    </>
  )
}
