import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { LazyCallbackModal } from '@/forms/callback/LazyCallbackModal'
import { NewsletterSection } from '@/forms/newsletter/NewsletterSection'
import { formLabels } from '@/components/forms/labels'
import type { Setting } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import { newsletterService, sectionOfPath } from '@/forms/newsletter/service-label'
import { LOCALE_SWITCH_SCRIPT } from '@/lib/i18n/locale-cookie.mjs'
import { MENU_SCRIPT } from '@/lib/ui/menu-script.mjs'
import type { Locale } from '@/lib/locales'
import { type FrameName, serviceTypeForPath } from '@/lib/routing/frame'
import { ContactWidget } from '@/components/chrome/ContactWidget'
import { Footer, type SupportSection } from '@/components/chrome/Footer'
import { Header } from '@/components/chrome/Header'
import { MobileMenu } from '@/components/chrome/MobileMenu'
import { NavAccordion } from '@/components/chrome/NavAccordion'
import { NovelasMenu } from '@/components/chrome/NovelasMenu'
import { SecondaryMenu } from '@/components/chrome/SecondaryMenu'
import type { CountryLink, NavItem } from '@/components/chrome/types'
import { AppPopupSlot, CountryPopupSlot } from '@/components/popup/PopupSlots'
import styles from './Frame.module.scss'

const themeOf: Record<FrameName, string> = {
  default: 'default',
  corporate: 'corporate',
  service: 'default',
  novelas: 'novelas',
}

export type ChromeData = {
  settings: Setting | null
  nav: NavItem[]
  secondaryNav: NavItem[]
  countries: CountryLink[]
  languageHref: string
  year: number
}

type Props = {
  frame: FrameName
  path: string
  country: CountryCode
  locale: Locale
  t: TFunction<'common'>
  chrome: ChromeData
  /** Adds the newsletter sign-up, with the section's service, between the page's content and the footer. */
  newsletter?: boolean
  /**
   * The first-visit prompts (country question, app popup). Off in a CMS user's preview: they would
   * cover the draft being checked, and deciding it on the server means nothing flashes.
   */
  prompts?: boolean
  children: ReactNode
}

function supportSection(path: string): SupportSection {
  const service = serviceTypeForPath(path)
  if (service !== 'none') return service
  return path.startsWith('/zap-satelite') ? 'satelite' : 'default'
}

/**
 * The four page frames. Default and corporate: header, footer and the contact widget
 * (corporate also has the popup slot); service (fibre, cinemas): the same plus the service's secondary menu;
 * novelas: its own off-canvas menu and a 44 px top margin. Any frame carries the newsletter slot when asked.
 */
export function Frame({
  frame,
  path,
  country,
  locale,
  t,
  chrome,
  newsletter = false,
  prompts = true,
  children,
}: Props) {
  const service = frame === 'service' ? serviceTypeForPath(path) : 'none'
  const theme = service === 'fibra' ? 'fibre' : service === 'cinema' ? 'cinemas' : themeOf[frame]
  const footer = (
    <Footer
      settings={chrome.settings}
      country={country}
      locale={locale}
      t={t}
      section={supportSection(path)}
      year={chrome.year}
    />
  )
  return (
    <div className={styles.frame} data-frame={frame} data-service={service} data-theme={theme} data-country={country}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* Remembers the language switch's choice from the first tap, before the bundles have run. */}
      <script dangerouslySetInnerHTML={{ __html: LOCALE_SWITCH_SCRIPT }} />
      {/* The phone menu where a browser lacks its native commands, and its links and Tab, from the first tap. */}
      <script dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
      {frame === 'novelas' ? (
        <NovelasMenu locale={locale} t={t} languageHref={chrome.languageHref} />
      ) : (
        <Header
          country={country}
          locale={locale}
          t={t}
          nav={chrome.nav}
          empresasUrl={chrome.settings?.empresasUrl}
          countries={chrome.countries}
          languageHref={chrome.languageHref}
          contact={
            <ContactWidget
              whatsapp={chrome.settings?.contact?.whatsapp}
              messenger={chrome.settings?.contact?.messenger}
              labels={{
                toggle: t('contact.toggle'),
                callMe: t('contact.callMe'),
                callMeHint: t('contact.callMeHint'),
                whatsapp: t('contact.whatsapp'),
                messenger: t('contact.messenger'),
              }}
            />
          }
        />
      )}
      <main id="main" className={frame === 'novelas' ? styles.mainNovelas : styles.main} tabIndex={-1}>
        {/* The country question's band opens the page's content, above everything the visitor came for. */}
        {prompts && frame !== 'novelas' ? (
          <CountryPopupSlot popup={chrome.settings?.popup} countries={chrome.countries} t={t} />
        ) : null}
        {/* Then the app promotion's, which takes its turn in the same place once the country is chosen. */}
        {prompts && frame === 'corporate' ? (
          <AppPopupSlot popup={chrome.settings?.popup} locale={locale} t={t} />
        ) : null}
        {service !== 'none' ? (
          <SecondaryMenu
            service={service}
            locale={locale}
            items={chrome.secondaryNav}
            labels={{
              nav: t('nav.secondary'),
              newTab: t('nav.newTab'),
              unavailable: t('nav.unavailable'),
              home: t('homeLink'),
            }}
          />
        ) : null}
        {children}
      </main>
      {newsletter ? (
        <NewsletterSection
          slot="newsletter"
          heading={t('forms.newsletter.title')}
          intro={t('forms.newsletter.intro')}
          isFirst={false}
          service={newsletterService(sectionOfPath(path))}
          labels={formLabels(locale, country, 'newsletter')}
        />
      ) : null}
      {footer}
      {frame !== 'novelas' ? (
        <>
          {/* The header's phone menu, opened by its ☰: after the content, so the parser reaches the first screen
              sooner (open, it is in the top layer; the novelas bar keeps its short menu beside its button). */}
          <MobileMenu labels={{ close: t('nav.close'), title: t('nav.main') }}>
            <NavAccordion items={chrome.nav} labels={{ newTab: t('nav.newTab'), unavailable: t('nav.unavailable') }} />
          </MobileMenu>
          <LazyCallbackModal
            labels={{ title: t('contact.modalTitle'), body: t('contact.modalBody'), close: t('contact.modalClose') }}
            country={country}
            operatorName={chrome.settings?.operatorName || 'ZAP'}
            formLabels={formLabels(locale, country, 'callback')}
          >
            {chrome.settings?.contact?.callCentre ? (
              <p>
                <a href={`tel:${chrome.settings.contact.callCentre.replace(/[^+\d]/g, '')}`}>
                  {chrome.settings.contact.callCentre}
                </a>
              </p>
            ) : null}
          </LazyCallbackModal>
        </>
      ) : null}
    </div>
  )
}
