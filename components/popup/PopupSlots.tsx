import type { TFunction } from 'i18next'
import type { Setting } from '@/cms/payload-types'
import { getPopupQrUrl } from '@/lib/content/get-popup-qr'
import type { Locale } from '@/lib/locales'
import type { CountryLink } from '@/components/chrome/types'
import { AppPopup } from './AppPopup.lazy'
import { CountryPopup } from './CountryPopup'

type PopupSettings = Setting['popup']

/** The app popup of the corporate frame, or nothing when it is off or has no title. */
export async function AppPopupSlot({
  popup,
  locale,
  t,
}: {
  popup: PopupSettings
  locale: Locale
  t: TFunction<'common'>
}) {
  if (!popup || popup.enabled === false || !popup.title?.trim()) return null
  return (
    <AppPopup
      popup={{
        title: popup.title,
        description: popup.description,
        linkApple: popup.linkApple,
        linkPlayStore: popup.linkPlayStore,
        time: popup.time,
        qrUrl: await getPopupQrUrl(popup.qrCode),
      }}
      locale={locale}
      waitForCountry={popup.countryPopup === true}
      labels={{
        close: t('popup.app.close'),
        appStore: t('popup.app.appStore'),
        googlePlay: t('popup.app.googlePlay'),
        qrAlt: t('popup.app.qrAlt'),
        scan: t('popup.app.scan'),
        newTab: t('nav.newTab'),
      }}
    />
  )
}

/** The country question, when the settings ask for it. */
export function CountryPopupSlot({
  popup,
  countries,
  t,
}: {
  popup: PopupSettings
  countries: CountryLink[]
  t: TFunction<'common'>
}) {
  const current = countries.find((country) => country.current)
  if (popup?.countryPopup !== true || !current) return null
  return (
    <CountryPopup
      countries={countries}
      labels={{
        title: t('popup.country.title', { country: current.name }),
        choose: t('popup.country.choose'),
        close: t('popup.country.close'),
        current: t('popup.country.current'),
      }}
    />
  )
}
