import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { countryLinks, navItems } from '@/components/chrome/chrome-data'
import { UnsubscribeStep } from '@/forms/newsletter/UnsubscribeStep'
import { Frame } from '@/layouts/Frame'
import { getSettings } from '@/lib/content/get-settings'
import { isCountryCode } from '@/lib/countries'
import { translatorFor } from '@/lib/i18n/translator'
import { isLocale, type Locale } from '@/lib/locales'
import {
  UNSUBSCRIBE_STEPS,
  type UnsubscribeStep as Step,
  unsubscribePagePath,
} from '@/lib/newsletter/unsubscribe-paths'
import { homePath } from '@/lib/routing/localized-path'
import { siteUrls } from '@/lib/routing/site-urls'

type Props = { params: Promise<{ country: string; locale: string; step: string }> }

const isStep = (value: string): value is Step => (UNSUBSCRIBE_STEPS as readonly string[]).includes(value)

/**
 * The newsletter's unsubscribe pages (the one-tap form, "done", "this link does not work") inside the
 * site's frame, one per country, language and step. The proxy rewrites their public paths here
 * (lib/routing/app-pages.ts); nothing in them depends on the visitor, so each is cached on first
 * visit like the 404 page, until the country's settings (menus, footer) are saved again.
 */
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, step } = await params
  if (!isLocale(locale) || !isStep(step)) return {}
  const t = translatorFor(locale)
  return { title: `${t(`newsletterUnsubscribe.${step}.title`)} · ZAP`, robots: { index: false } }
}

export default async function UnsubscribePage({ params }: Props) {
  const { country, locale, step } = await params
  if (!isCountryCode(country) || !isLocale(locale) || !isStep(step)) notFound()
  const t = translatorFor(locale)
  const other: Locale = locale === 'pt' ? 'en' : 'pt'
  const settings = await getSettings(country, locale)
  const chrome = {
    settings,
    nav: navItems(settings?.mainMenu, country, t),
    secondaryNav: [],
    countries: countryLinks(country, siteUrls(), () => homePath(locale), t),
    languageHref: unsubscribePagePath(step, other),
    year: new Date().getFullYear(),
  }
  return (
    // In no section of the site: the default frame's footer and contacts.
    <Frame frame="default" path="/" country={country} locale={locale} t={t} chrome={chrome}>
      <UnsubscribeStep
        step={step}
        locale={locale}
        labels={{
          title: t(`newsletterUnsubscribe.${step}.title`),
          body: t(`newsletterUnsubscribe.${step}.body`),
          submit: t('newsletterUnsubscribe.confirm.submit'),
          home: t('notFound.home'),
        }}
        homeHref={homePath(locale)}
      />
    </Frame>
  )
}
