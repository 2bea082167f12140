import type { TFunction } from 'i18next'
import type { Locale } from '../../lib/locales'
import { publicPath } from '../../lib/routing/localized-path'
import styles from './Chrome.module.scss'
import { MobileMenu } from './MobileMenu'

const BASE = '/tv/zap-channels/novelas'

/** Spec 2.5: the novelas frame's own bar with an off-canvas menu of four links. */
export function NovelasMenu({ locale, t }: { locale: Locale; t: TFunction<'common'> }) {
  const links = [
    [BASE, t('nav.novelas.home')],
    [`${BASE}#who-we-are`, t('nav.novelas.whoWeAre')],
    [`${BASE}/novels`, t('nav.novelas.novels')],
    [`${BASE}/programming`, t('nav.novelas.programming')],
  ] as const
  return (
    <header className={styles.novelasBar}>
      <MobileMenu labels={{ open: t('nav.open'), close: t('nav.close'), title: 'ZAP Novelas' }}>
        <ul className={styles.navStack}>
          {links.map(([path, label]) => (
            <li key={path} className={styles.navItem}>
              <a className={styles.navLink} href={publicPath(locale, path)}>{label}</a>
            </li>
          ))}
        </ul>
      </MobileMenu>
      <a href={publicPath(locale, BASE)} className={styles.logo}>ZAP Novelas</a>
    </header>
  )
}
