'use client'

/**
 * The plan tabs on @radix-ui/react-tabs, with the same props and behaviour as ours (automatic
 * activation, wrapping arrows, Home/End, one tab stop, data-state hooks, data-ready once hydrated),
 * so that bundling both measures the library's cost. Only bench/libraries.mjs builds it.
 */
import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'

export type Tab = { id: string; label: ReactNode; panel: ReactNode }
type Props = { tabs: Tab[]; label: string; classNames?: { list?: string; tab?: string; panel?: string } }

export function Tabs({ tabs, label, classNames = {} }: Props) {
  const ready = useHydrated()
  return (
    <RadixTabs.Root defaultValue={tabs[0]?.id} activationMode="automatic">
      <RadixTabs.List aria-label={label} className={classNames.list} data-ready={ready || undefined}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className={classNames.tab}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className={classNames.panel}>
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
