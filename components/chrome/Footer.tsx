import type { TFunction } from 'i18next'
import type { Setting } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import { LEGAL_PATHS } from '@/lib/routing/legal-paths'
import { visibleIn } from '@/lib/routing/menu-visibility'
import { safeHref } from '@/lib/security/safe-href'
import { CookieSettingsLink } from '@/components/consent/CookieSettingsLink'
import styles from './Footer.module.scss'

export type SupportSection = 'satelite' | 'fibra' | 'cinema' | 'default'

type Props = {
  settings: Setting | null
  country: CountryCode
  locale: Locale
  t: TFunction<'common'>
  section: SupportSection
  year: number
}

const SOCIAL = ['facebook', 'instagram', 'linkedin', 'youtube'] as const

/** The footer: link columns, addresses, support e-mail of the section, social links, legal links, the year. */
export function Footer({ settings, country, locale, t, section, year }: Props) {
  const footer = settings?.footer
  const emails = footer?.supportEmails
  const email = (section !== 'default' ? emails?.[section] : null) || emails?.default
  const newTab = <span className="visually-hidden"> {t('footer.newTab')}</span>
  const legal = [
    [LEGAL_PATHS.terms[locale], t('footer.terms')],
    [LEGAL_PATHS.privacy[locale], t('footer.privacy')],
    [LEGAL_PATHS.cookies[locale], t('footer.cookies')],
  ] as const
  const columns = (footer?.columns ?? []).map((column, index) => ({
    key: column.id ?? String(index),
    title: column.title,
    links: (
      <ul>
        {visibleIn(column.links, country).flatMap((link, i) => {
          const href = safeHref(link.link)
          return href
            ? [
                <li key={link.id ?? i}>
                  <a href={href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {link.label}
                    {link.newTab ? newTab : null}
                  </a>
                </li>,
              ]
            : []
        })}
      </ul>
    ),
  }))
  return (
    <footer className={styles.footer}>
      <div className={styles.footerColumns}>
        {columns.map((column) => (
          <section key={column.key} aria-labelledby={`footer-col-${column.key}`}>
            <h2 id={`footer-col-${column.key}`} className={styles.footerHeading}>
              {column.title}
            </h2>
            {column.links}
          </section>
        ))}
      </div>
      {/* Phones: the same columns condensed into one list of disclosures. */}
      <div className={styles.footerCondensed}>
        {columns.map((column) => (
          <details key={column.key}>
            <summary>{column.title}</summary>
            {column.links}
          </details>
        ))}
      </div>
      <div className={styles.footerContacts}>
        <address>
          {country === 'mz' && footer?.companyName ? (
            <strong>
              {footer.companyName}
              <br />
            </strong>
          ) : null}
          <span>
            {t('footer.headOffice')}: {country === 'mz' ? footer?.companyAddress : footer?.headOffice}
          </span>
          {email ? (
            <>
              <br />
              {t('footer.support')}: <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}
          {settings?.contact?.callCentre ? (
            <>
              <br />
              {t('footer.callCentre')}:{' '}
              <a href={`tel:${settings.contact.callCentre.replace(/[^+\d]/g, '')}`}>{settings.contact.callCentre}</a>
            </>
          ) : null}
        </address>
        <ul className={styles.social} aria-label={t('footer.follow')}>
          {SOCIAL.flatMap((network) => {
            const href = safeHref(footer?.social?.[network])
            return href
              ? [
                  <li key={network}>
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {network[0]?.toUpperCase() + network.slice(1)}
                      {newTab}
                    </a>
                  </li>,
                ]
              : []
          })}
        </ul>
      </div>
      <div className={styles.footerLegal}>
        <nav aria-label={t('footer.legal')}>
          <ul>
            {legal.map(([path, label]) => (
              <li key={path}>
                <a href={publicPath(locale, path)}>{label}</a>
              </li>
            ))}
            <li>
              <CookieSettingsLink className={styles.linkButton}>{t('footer.cookieSettings')}</CookieSettingsLink>
            </li>
          </ul>
        </nav>
        {/* "ZAP Media, S.A." already ends with the sentence's full stop: not "S.A.. Todos…". */}
        <p>{t('footer.copyright', { year, company: (footer?.companyName || 'ZAP').replace(/\.$/, '') })}</p>
      </div>
    </footer>
  )
}
