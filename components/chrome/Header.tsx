import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import { safeHref } from '@/lib/security/safe-href'
import styles from './Chrome.module.scss'
import topBar from './TopBar.module.scss'
import { CountrySelector } from './CountrySelector'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainNav } from './MainNav'
import { MenuButton } from './MobileMenu'
import type { CountryLink, NavItem } from './types'

type Props = {
  country: CountryCode
  locale: Locale
  t: TFunction<'common'>
  nav: NavItem[]
  empresasUrl?: string | null
  countries: CountryLink[]
  languageHref: string
  /**
   * The contact button (ContactWidget), placed in the bar beside the menu button: it sits there on
   * phones, tablets and short windows and floats at the window's corner on wide ones (styles/_dock.scss).
   */
  contact?: ReactNode
}

/** Top bar (segments, country, language) and the main menu; on phones the menu moves off-canvas. */
export function Header({ country, locale, t, nav, empresasUrl, countries, languageHref, contact }: Props) {
  const other: Locale = locale === 'pt' ? 'en' : 'pt'
  const empresas = country === 'ao' ? safeHref(empresasUrl) : null
  const navLabels = { newTab: t('nav.newTab'), unavailable: t('nav.unavailable') }
  return (
    <header className={styles.header}>
      <div className={topBar.topBar}>
        <nav aria-label={t('nav.top')}>
          <ul className={topBar.segments}>
            <li>
              {/* This whole site is the "Particulares" (personal) segment; Empresas is another site. */}
              <a href={publicPath(locale, '/')} aria-current="true">
                {t('nav.particulares')}
              </a>
            </li>
            {empresas ? (
              <li>
                <a href={empresas} target="_blank" rel="noopener noreferrer">
                  {t('nav.empresas')}
                  <span className="visually-hidden"> {t('nav.newTab')}</span>
                </a>
              </li>
            ) : null}
            <li>
              <a href={publicPath(locale, locale === 'pt' ? '/a-zap' : '/the-zap')}>{t('nav.aZap')}</a>
            </li>
          </ul>
        </nav>
        <div className={topBar.topTools}>
          <CountrySelector
            countries={countries}
            labels={{ choose: t('country.choose'), current: t('country.current') }}
          />
          <LanguageSwitcher
            target={other}
            href={languageHref}
            label={t('language.switch')}
            description={t('language.switchLabel')}
          />
        </div>
      </div>
      <div className={styles.mainBar}>
        <a href={publicPath(locale, '/')} className={styles.logo}>
          {/* eslint-disable-next-line @next/next/no-img-element -- small SVG, no optimisation needed */}
          <img
            src={country === 'ao' ? '/logo-15.svg' : '/logo.svg'}
            alt={`ZAP — ${t('homeLink')}`}
            width={country === 'ao' ? 106 : 80}
            height={30}
          />
        </a>
        <nav aria-label={t('nav.main')} className={styles.desktopNav}>
          <MainNav items={nav} labels={navLabels} />
        </nav>
        <div className={styles.barTools}>
          {contact}
          {/* The phone menu itself comes after the page's content (layouts/Frame.tsx). */}
          <div className={styles.mobileOnly}>
            <MenuButton label={t('nav.open')} />
          </div>
        </div>
      </div>
    </header>
  )
}
