import { draftMode } from 'next/headers'
import type { ReactNode } from 'react'
import { I18nProvider } from '@/lib/i18n/client'
import { ChunkReloadGuard } from '@/components/chrome/ChunkReloadGuard'
import { ConnectionNotice } from '@/components/chrome/ConnectionNotice'
import { ProgressBar } from '@/components/chrome/ProgressBar'
import { ServiceWorker } from '@/components/chrome/ServiceWorker'
import { ConsentDialog } from '@/components/consent/ConsentDialog'
import { consentLabels } from '@/components/consent/labels'
import { CONSENT_KNOWN_SCRIPT } from '@/lib/consent/banner-script.mjs'
import { TermsModal } from '@/components/terms/TermsModal'
import { termsDialogLabels } from '@/components/terms/labels'
import { StatusLabelsProvider } from '@/layouts/StatusLabels'
import { statusLabels } from '@/layouts/status-labels'
import { isCountryCode } from '@/lib/countries'
import { resources } from '@/lib/i18n/config'
import { getT } from '@/lib/i18n/server'
import { DEFAULT_LOCALE, isLocale } from '@/lib/locales'
import { LEGAL_PATHS } from '@/lib/routing/legal-paths'
import { publicPath } from '@/lib/routing/localized-path'

type Props = { children: ReactNode; params: Promise<{ country: string; locale: string }> }

/**
 * Interface strings of the page's language (and its country's wording) for client islands, and what every page carries:
 * the cookie consent (first, so keyboard users reach it at once), the page-load bar, the
 * online/offline notice and the chunk-reload guard.
 */
export default async function PagesLayout({ children, params }: Props) {
  const { country: rawCountry, locale: rawLocale } = await params
  const locale = isLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE
  const country = isCountryCode(rawCountry) ? rawCountry : undefined
  const { t } = await getT('common', { lng: locale })
  // A CMS user's preview (draft mode) shows the draft without the first-visit cookie banner over it.
  const { isEnabled: preview } = await draftMode()
  return (
    <I18nProvider language={locale} country={country} strings={resources[locale].common}>
      {/* Before the banner, so a visitor who has chosen never sees it painted (lib/consent/banner-script.mjs). */}
      {preview ? null : <script dangerouslySetInnerHTML={{ __html: CONSENT_KNOWN_SCRIPT }} />}
      <ConsentDialog
        labels={consentLabels[locale]}
        policyHref={publicPath(locale, LEGAL_PATHS.cookies[locale])}
        banner={!preview}
      />
      <ProgressBar label={t('status.progress')} />
      <StatusLabelsProvider labels={statusLabels(t, locale)}>{children}</StatusLabelsProvider>
      <TermsModal locale={locale} labels={termsDialogLabels(t)} />
      <ConnectionNotice labels={{ offline: t('status.offline'), online: t('status.online') }} />
      <ChunkReloadGuard />
      <ServiceWorker />
    </I18nProvider>
  )
}
