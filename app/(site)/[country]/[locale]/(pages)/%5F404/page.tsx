import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { countryLinks, navItems } from '@/components/chrome/chrome-data'
import { Frame } from '@/layouts/Frame'
import { NotFoundMessage } from '@/layouts/NotFoundMessage'
import { getSettings } from '@/lib/content/get-settings'
import { isCountryCode } from '@/lib/countries'
import { translatorFor } from '@/lib/i18n/translator'
import { isLocale, type Locale } from '@/lib/locales'
import { homePath } from '@/lib/routing/localized-path'
import { siteUrls } from '@/lib/routing/site-urls'

type Props = { params: Promise<{ country: string; locale: string }> }

/**
 * The 404 page inside the site's frame, one per country and language. The proxy rewrites every
 * address where no published page exists to /{country}/{locale}/_404 with status 404 (proxy.ts), so the
 * page is rendered by the server like any other, header, menus and footer included, and works
 * without JavaScript; Next's own not-found boundary would only render in the browser. Cached on
 * first visit until the country's settings (its menus and footer) are saved again.
 */
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = translatorFor(isLocale(locale) ? locale : 'pt')
  return { title: `${t('notFound.title')} · ZAP`, robots: { index: false } }
}

export default async function NotFoundPage({ params }: Props) {
  const { country, locale } = await params
  if (!isCountryCode(country) || !isLocale(locale)) notFound()
  const t = translatorFor(locale)
  const other: Locale = locale === 'pt' ? 'en' : 'pt'
  const settings = await getSettings(country, locale)
  // There is no page here to have a version elsewhere: the switches lead to the homes.
  const chrome = {
    settings,
    nav: navItems(settings?.mainMenu, country, t),
    secondaryNav: [],
    countries: countryLinks(country, siteUrls(), () => homePath(locale), t),
    languageHref: homePath(other),
    year: new Date().getFullYear(),
  }
  return (
    <Frame frame="default" path="/" country={country} locale={locale} t={t} chrome={chrome}>
      <NotFoundMessage
        title={t('notFound.title')}
        body={t('notFound.body')}
        home={t('notFound.home')}
        homeHref={homePath(locale)}
      />
    </Frame>
  )
}
