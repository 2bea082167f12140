'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import styles from './Chrome.module.scss'
import { NavEntry } from './NavEntry'
import type { NavItem } from './types'

type Props = {
  items: NavItem[]
  labels: { newTab: string; unavailable: string }
}

/**
 * A menu bar as disclosure navigation (WAI-ARIA pattern): each section is a link plus a button that
 * shows its sub-items in a panel hanging over the page. One section open at a time; Escape, an
 * outside click, focus moving on or a route change closes it. The phone menu, where sections open in
 * its flow and need no script, is NavAccordion.
 */
export function MainNav({ items, labels }: Props) {
  const [open, setOpen] = useState<string | null>(null)
  const root = useRef<HTMLUListElement>(null)
  const pathname = usePathname()
  const baseId = useId()

  // A route change closes the open section, in the same render (state set while rendering, no effect pass).
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setOpen(null)
  }
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])
  // The open panel hangs under its item but stays inside the window (an item near the
  // right edge of a phone would push it off screen). Inside a bar that scrolls sideways the panel is
  // placed against the bar's outer box, which does not clip it, so it follows the item by measure,
  // also while the bar scrolls or the window resizes.
  useLayoutEffect(() => {
    if (!open) return
    const panel = document.getElementById(`${baseId}-${open}`)
    if (!panel) return
    const place = () => {
      const item = panel.parentElement
      const origin = panel.offsetParent
      if (!item || !(origin instanceof HTMLElement)) return
      const margin = 8
      const room = document.documentElement.clientWidth - panel.offsetWidth - margin
      const left = Math.max(margin, Math.min(item.getBoundingClientRect().left, room))
      panel.style.left = `${left - origin.getBoundingClientRect().left - origin.clientLeft}px`
    }
    place()
    window.addEventListener('resize', place)
    // Capture: scroll events of the bar itself do not bubble to the document.
    document.addEventListener('scroll', place, true)
    return () => {
      window.removeEventListener('resize', place)
      document.removeEventListener('scroll', place, true)
    }
  }, [open, baseId])

  return (
    <ul ref={root} className={styles.navBar}>
      {items.map((item) => {
        const panelId = `${baseId}-${item.id}`
        const expanded = open === item.id
        return (
          <li
            key={item.id}
            className={styles.navItem}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && expanded) {
                setOpen(null)
                document.getElementById(`${panelId}-button`)?.focus()
              }
            }}
            onBlur={(event) => {
              // Focus moved on past the section (Tab after its last item): close it so the panel does
              // not cover what has focus now. A blur with no new target (a click that focuses nothing,
              // as Safari does on links) is left to the outside-click rule.
              const next = event.relatedTarget
              if (expanded && next instanceof Node && !event.currentTarget.contains(next)) setOpen(null)
            }}
          >
            <div className={styles.navRow}>
              <NavEntry link={item} labels={labels} className={styles.navLink} />
              {item.items.length > 0 ? (
                <button
                  id={`${panelId}-button`}
                  type="button"
                  className={styles.navToggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  aria-label={item.toggleLabel}
                  onClick={() => setOpen(expanded ? null : item.id)}
                >
                  <span aria-hidden="true">▾</span>
                </button>
              ) : null}
            </div>
            {item.items.length > 0 ? (
              <ul id={panelId} className={styles.subMenu} hidden={!expanded}>
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
