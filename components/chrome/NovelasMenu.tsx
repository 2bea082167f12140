import type { TFunction } from 'i18next'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import styles from './Chrome.module.scss'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MenuButton, MobileMenu } from './MobileMenu'

const BASE = '/tv/zap-channels/novelas'

type Props = { locale: Locale; t: TFunction<'common'>; languageHref: string }

/** The novelas frame's own bar with an off-canvas menu of four links, and the language switch. */
export function NovelasMenu({ locale, t, languageHref }: Props) {
  const links = [
    [BASE, t('nav.novelas.home')],
    [`${BASE}#who-we-are`, t('nav.novelas.whoWeAre')],
    [`${BASE}/novels`, t('nav.novelas.novels')],
    [`${BASE}/programming`, t('nav.novelas.programming')],
  ] as const
  return (
    <header className={styles.novelasBar}>
      <MenuButton label={t('nav.open')} />
      <MobileMenu labels={{ close: t('nav.close'), title: 'ZAP Novelas' }}>
        <ul className={styles.navStack}>
          {links.map(([path, label]) => (
            <li key={path} className={styles.navItem}>
              {/* MobileMenu closes itself on a link click: #who-we-are on the home itself changes no path. */}
              <a className={styles.navLink} href={publicPath(locale, path)}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </MobileMenu>
      <a href={publicPath(locale, BASE)} className={styles.logo}>
        ZAP Novelas
      </a>
      <span className={styles.novelasLanguage}>
        <LanguageSwitcher
          target={locale === 'pt' ? 'en' : 'pt'}
          href={languageHref}
          label={t('language.switch')}
          description={t('language.switchLabel')}
        />
      </span>
    </header>
  )
}
