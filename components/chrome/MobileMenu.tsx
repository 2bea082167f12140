import type { ReactNode } from 'react'
import styles from './Chrome.module.scss'

/** The menu's ids: a page has one phone menu (the header's, or the novelas frame's instead of it). */
const MENU_ID = 'site-menu'
const TITLE_ID = 'site-menu-title'

/** The ☰ button in a bar that opens the phone menu, wherever the menu's dialog is in the page. */
export function MenuButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={label}
      aria-haspopup="dialog"
      commandfor={MENU_ID}
      command="show-modal"
    >
      <span aria-hidden="true">☰</span>
    </button>
  )
}

/**
 * The off-canvas menu on phones, a native modal <dialog>: the browser makes the page behind it inert,
 * closes it on Escape and returns focus to the button that opened it. Its buttons open and close it by
 * invoker commands and a click on its backdrop closes it (`closedby`), so it works from the first tap,
 * before the page's bundles have run, with no script of ours to ship (Radix Dialog cost every page
 * 9 kB gzipped; a React island ignored taps until hydration). lib/ui/menu-script.mjs, inline in the
 * page, does the same where a browser lacks those, closes the menu on a link click and keeps Tab
 * inside it. Open, it is in the top layer, so where it sits in the page changes nothing on screen: the
 * header's is rendered after the page's content, so the parser reaches the first screen without it.
 */
export function MobileMenu({ labels, children }: { labels: { close: string; title: string }; children: ReactNode }) {
  return (
    <dialog id={MENU_ID} className={styles.drawer} aria-labelledby={TITLE_ID} closedby="any" data-menu="">
      <div className={styles.drawerBody}>
        <div className={styles.drawerHead}>
          <h2 id={TITLE_ID} className={styles.drawerTitle}>
            {labels.title}
          </h2>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={labels.close}
            commandfor={MENU_ID}
            command="close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={labels.title}>{children}</nav>
      </div>
    </dialog>
  )
}
