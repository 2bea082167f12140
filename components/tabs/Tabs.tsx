'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'

export type Tab = { id: string; label: ReactNode; panel: ReactNode }

type Props = {
  tabs: Tab[]
  /** The tab list's accessible name. */
  label: string
  classNames?: { list?: string; tab?: string; panel?: string }
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys (wrapping), Home and End move
 * between tabs and show their panel; one tab stop. The inactive panels are not rendered, as with
 * Radix Tabs, whose 9 kB (gzipped) this replaces on the home page; `data-state` keeps its styling hooks.
 */
export function Tabs({ tabs, label, classNames = {} }: Props) {
  const [active, setActive] = useState(tabs[0]?.id)
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  // data-ready once hydrated: the tabs respond to clicks from then on (tests wait for it, as for carousels).
  const ready = useHydrated()
  const tabId = (id: string) => `${base}-tab-${id}`
  const panelId = (id: string) => `${base}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active)
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined || tabs.length === 0) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]!
    setActive(target.id)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.id))}`)?.focus()
  }

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={classNames.list}
        onKeyDown={onKeyDown}
        data-ready={ready || undefined}
      >
        {tabs.map((tab) => {
          const selected = tab.id === active
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={classNames.tab}
              onClick={() => setActive(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== active}
          data-state={tab.id === active ? 'active' : 'inactive'}
          className={classNames.panel}
        >
          {tab.id === active ? tab.panel : null}
        </div>
      ))}
    </div>
  )
}
