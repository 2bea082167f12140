import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import styles from './Chrome.module.scss'
import { MainNav } from './MainNav'
import type { NavItem } from './types'

type Props = {
  service: 'fibra' | 'cinema'
  locale: Locale
  items: NavItem[]
  labels: { nav: string; newTab: string; unavailable: string; home: string }
}

/**
 * The secondary menu of the fibre and cinema sections: the section's logo (cinemas lead to
 * "Em cartaz", fibre to the home page) and its configured items, with the main menu's behaviour:
 * dropdowns, new tabs, disabled items, closing on outside click, Escape and route change.
 */
export function SecondaryMenu({ service, locale, items, labels }: Props) {
  const logo =
    service === 'cinema'
      ? {
          src: '/logo-cinemas.svg',
          href: publicPath(locale, '/zap-cinemas/em-exibicao'),
          name: 'ZAP Cinemas',
          width: 119,
        }
      : { src: '/logo-fibra.svg', href: publicPath(locale, '/'), name: 'ZAP Fibra', width: 106 }
  return (
    <div className={styles.secondary}>
      <a href={logo.href} className={styles.logo}>
        {/* eslint-disable-next-line @next/next/no-img-element -- small SVG, no optimisation needed */}
        <img src={logo.src} alt={`${logo.name} — ${labels.home}`} width={logo.width} height={30} />
      </a>
      <nav aria-label={labels.nav}>
        <MainNav items={items} labels={{ newTab: labels.newTab, unavailable: labels.unavailable }} />
      </nav>
    </div>
  )
}
