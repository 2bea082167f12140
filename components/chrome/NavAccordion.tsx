'use client'

import styles from './Chrome.module.scss'
import { NavEntry } from './NavEntry'
import type { NavItem } from './types'

/** One name for every section of the phone menu: the browser keeps at most one of them open. */
const SECTIONS = 'site-menu-section'

/**
 * The main menu inside the phone's off-canvas dialog: each section a link, and for a section with
 * sub-items a native disclosure (<details>, its <summary> the toggle) that shows them in the flow of
 * the menu. The browser opens and closes it, keeps one section open at a time (a shared `name`) and
 * tells assistive technology whether it is expanded, all before any script of the page has run: on a
 * slow phone the first tap on a section's toggle is honoured, where a React button ignored it until
 * hydration. Nothing here needs the browser's scripts; it is a client component only so that the page's
 * flight data carries the menu's items once, shared with the menu bar (MainNav), instead of this
 * markup a second time (11 kB more on every page, which took the heaviest showtimes day over its
 * 150 000-byte budget). The dialog
 * around it closes on Escape, a link or the backdrop (MobileMenu). The menu bars on wider screens, whose
 * panels hang over the page and must close on an outside click, stay MainNav.
 */
export function NavAccordion({ items, labels }: { items: NavItem[]; labels: { newTab: string; unavailable: string } }) {
  return (
    <ul className={styles.navStack}>
      {items.map((item) => (
        <li key={item.id} className={styles.navItem}>
          <div className={styles.navRow}>
            <NavEntry link={item} labels={labels} className={styles.navLink} />
          </div>
          {item.items.length > 0 ? (
            <details name={SECTIONS} className={styles.navSection}>
              <summary className={styles.navToggle} aria-label={item.toggleLabel}>
                <span aria-hidden="true">▾</span>
              </summary>
              <ul className={styles.subMenu}>
                {item.items.map((sub) => (
                  <li key={sub.id}>
                    <NavEntry link={sub} labels={labels} className={styles.subLink} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
