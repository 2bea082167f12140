'use client'

import { useId } from 'react'
import styles from './Chrome.module.scss'
import { NavEntry } from './NavEntry'
import type { NavItem } from './types'

type Props = {
  items: NavItem[]
  labels: { newTab: string; unavailable: string }
}

/**
 * A menu bar as disclosure navigation: each section is a link plus a button that shows its sub-items
 * in a panel hanging under it. The panel is a native popover the button opens (`popovertarget`), so
 * it works from the first tap, before any bundle has run: the browser keeps one section open at a
 * time (opening another closes it), closes it on Escape (focus back on its button) and on a click
 * elsewhere, and tells assistive technology whether the button's section is expanded. It is drawn in
 * the top layer, placed under its button by CSS anchor positioning (Chrome.module.scss), so the bar
 * that scrolls sideways on phones does not clip it. The one thing left to this island: focus moving on
 * past a section (Tab after its last item) closes its panel, which would otherwise cover what has
 * focus now. The phone menu, where sections open in its flow, is NavAccordion.
 */
export function MainNav({ items, labels }: Props) {
  const baseId = useId()
  return (
    <ul className={styles.navBar}>
      {items.map((item) => {
        const panelId = `${baseId}-${item.id}`
        return (
          <li
            key={item.id}
            className={styles.navItem}
            onBlur={(event) => {
              // A blur with no new target (a click that focuses nothing) is left to the browser's
              // closing on a click elsewhere.
              const next = event.relatedTarget
              const panel = document.getElementById(panelId)
              if (panel?.matches(':popover-open') && next instanceof Node && !event.currentTarget.contains(next))
                panel.hidePopover()
            }}
          >
            <div className={styles.navRow}>
              <NavEntry link={item} labels={labels} className={styles.navLink} />
              {item.items.length > 0 ? (
                <button
                  id={`${panelId}-button`}
                  type="button"
                  className={styles.navToggle}
                  popoverTarget={panelId}
                  aria-controls={panelId}
                  aria-label={item.toggleLabel}
                >
                  <span aria-hidden="true">▾</span>
                </button>
              ) : null}
            </div>
            {item.items.length > 0 ? (
              <ul id={panelId} className={styles.subMenu} popover="auto">
                {item.items.map((sub) => (
                  <li key={sub.id}>
                    <NavEntry link={sub} labels={labels} className={styles.subLink} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
