import type { TFunction } from 'i18next'
import type { Setting } from '@/cms/payload-types'
import { getPopupQrUrl } from '@/lib/content/get-popup-qr'
import type { Locale } from '@/lib/locales'
import type { CountryLink } from '@/components/chrome/types'
import { APP_BAND_SCRIPT } from '@/lib/ui/app-band-script.mjs'
import { COUNTRY_QUESTION_SCRIPT } from '@/lib/ui/country-question-script.mjs'
import { storedCountryJson } from '@/lib/ui/stored-country'
import { AppPopup } from './AppPopup'
import appStyles from './AppPopup.module.scss'
import { CountryPopup } from './CountryPopup'
import styles from './CountryPopup.module.scss'

type PopupSettings = Setting['popup']

/**
 * The app promotion of the corporate frame, or nothing when it is off or has no title: a band at the top
 * of the page's content, under the country question's, in the server's HTML, that the inline script
 * after it shows from the first paint unless it was closed in this visit (lib/ui/app-band-script.mjs).
 */
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
    <>
      <div className={appStyles.band} data-app-promo="" data-slot="popup">
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
          labels={{
            close: t('popup.app.close'),
            appStore: t('popup.app.appStore'),
            googlePlay: t('popup.app.googlePlay'),
            qrAlt: t('popup.app.qrAlt'),
            scan: t('popup.app.scan'),
            newTab: t('nav.newTab'),
          }}
        />
      </div>
      <script dangerouslySetInnerHTML={{ __html: APP_BAND_SCRIPT }} />
    </>
  )
}

/**
 * The country question, when the settings ask for it: a band at the top of the page's content, in the
 * server's HTML, that the inline script after it shows from the first paint on a first visit and
 * handles until React has hydrated it (lib/ui/country-question-script.mjs).
 */
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
  const otherOrigins = countries
    .filter((country) => !country.current && URL.canParse(country.href))
    .map((country) => new URL(country.href).origin)
    .join(' ')
  return (
    <>
      <div
        className={styles.band}
        data-country-band=""
        data-other-origins={otherOrigins}
        data-current={storedCountryJson(current.code)}
      >
        <CountryPopup
          countries={countries}
          labels={{
            title: t('popup.country.title', { country: current.name }),
            choose: t('popup.country.choose'),
            close: t('popup.country.close'),
            current: t('popup.country.current'),
          }}
        />
      </div>
      <script dangerouslySetInnerHTML={{ __html: COUNTRY_QUESTION_SCRIPT }} />
    </>
  )
}
