'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { HeadingTag } from '@/components/blocks/BlockSection'
import styles from './PaymentMethods.module.scss'

export type PaymentTab = {
  /** The panel's id: `…#anchor` opens this tab. */
  anchor: string
  name: string
  icon: ReactNode
  /** The method's numbers and steps, rendered on the server. */
  content: ReactNode
}

/** The tabs' strings in the page's language (paymentMethods.* in locales/*). */
export type PaymentTabsLabels = {
  /** The tab list's accessible name. */
  tabs: string
}

type Props = {
  tabs: PaymentTab[]
  /** The level of each method's name, atop its panel (one below the block's heading). */
  heading: HeadingTag
  labels: PaymentTabsLabels
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}
const currentHash = () => window.location.hash
const noHash = () => ''

/**
 * One tab per payment method (the WAI-ARIA tabs pattern: arrow keys, wrapping, Home and End move
 * between tabs and show their panel; one tab stop). Every panel holds all of its method's steps, and
 * every panel is in the HTML: without JavaScript they all show, one under the other, each under its
 * method's name (PaymentMethods.module.scss, `scripting: none`).
 *
 * Each panel's id is its method's anchor: an address ending in `#m-pesa` opens that tab and scrolls
 * to its panel, on load and when the hash changes; choosing a tab writes its anchor into the address
 * (without scrolling), so the address a visitor shares opens the method they are reading. The panel,
 * not the tab, is the target because the browser scrolls to a fragment's element by itself too (once
 * the panel shows, while the page is still loading): both then bring the same place into view, and
 * the method's name atop the panel says which one it is.
 */
export function PaymentTabs({ tabs, heading: Heading, labels }: Props) {
  // The hash is read from the browser after hydration (the server never sees it): '' until then.
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHash)
  const fromHash = tabs.find((tab) => `#${tab.anchor}` === hash)?.anchor
  const [chosen, setChosen] = useState<string>()
  // The same choice, read by the effect below without making a new choice move the page.
  const lastChosen = useRef<string>(undefined)
  const active = fromHash ?? chosen ?? tabs[0]?.anchor

  // A hash that names a method (on load, or a link followed later) brings its panel, now shown, into
  // view; a tab the visitor chose writes the hash itself, and the page then stays where it is.
  useEffect(() => {
    if (fromHash && fromHash !== lastChosen.current)
      document.getElementById(fromHash)?.scrollIntoView({ block: 'start' })
    // Spent: a link back to the same method later must scroll again.
    lastChosen.current = undefined
  }, [fromHash])

  const choose = (anchor: string) => {
    lastChosen.current = anchor
    setChosen(anchor)
    // replaceState changes the address without a jump (the panel is the fragment's target) and
    // without a history entry per tab.
    if (window.location.hash !== `#${anchor}`) window.history.replaceState(window.history.state, '', `#${anchor}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.anchor === active)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined || tabs.length === 0) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]!
    choose(target.anchor)
    document.getElementById(tabId(target.anchor))?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={labels.tabs}
        aria-orientation="horizontal"
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.anchor === active
          return (
            <button
              key={tab.anchor}
              type="button"
              role="tab"
              id={tabId(tab.anchor)}
              aria-selected={selected}
              aria-controls={tab.anchor}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={styles.tab}
              onClick={() => choose(tab.anchor)}
            >
              {tab.icon}
              <span>{tab.name}</span>
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.anchor}
          role="tabpanel"
          id={tab.anchor}
          aria-labelledby={tabId(tab.anchor)}
          tabIndex={0}
          hidden={tab.anchor !== active}
          data-state={tab.anchor === active ? 'active' : 'inactive'}
          data-anchor
          className={styles.panel}
        >
          <Heading className={styles.methodName}>{tab.name}</Heading>
          {tab.content}
        </div>
      ))}
    </div>
  )
}

const tabId = (anchor: string) => `${anchor}-tab`
