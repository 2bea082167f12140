import config from '@payload-config'
import type { TFunction } from 'i18next'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { Media, Setting } from '@/cms/payload-types'
import { tags } from '@/lib/content/tags'
import type { Locale } from '@/lib/locales'
import type { CountryLink } from '@/components/chrome/types'
import { AppPopup } from './AppPopup'
import { CountryPopup } from './CountryPopup'
import { qrUrlFrom } from './qr'

type PopupSettings = Setting['popup']

/** Settings are read at depth 0, so an uploaded QR code is only an id here: look its address up. */
async function qrUrl(qrCode: number | Media | null | undefined): Promise<string> {
  if (qrCode == null || typeof qrCode === 'object') return qrUrlFrom(qrCode)
  const load = unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const media = await payload.findByID({
        collection: 'media',
        id: qrCode,
        depth: 0,
        overrideAccess: false,
        disableErrors: true,
      })
      return media?.url ?? null
    },
    ['popup-qr', String(qrCode)],
    { tags: [tags.media] },
  )
  try {
    return qrUrlFrom({ url: await load() })
  } catch (error) {
    // A broken image reference must not take the page down: show the standard code.
    console.warn('popup: QR image lookup failed', error)
    return qrUrlFrom(null)
  }
}

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
        qrUrl: await qrUrl(popup.qrCode),
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
