import type { ReactNode } from 'react'

/** A block with an anchor is wrapped so /path#anchor scrolls to it (below the fixed header, see global.scss). */
export function Anchored({ anchor, children }: { anchor?: string | null; children: ReactNode }) {
  return anchor ? (
    <div id={anchor} data-anchor="">
      {children}
    </div>
  ) : (
    <>{children}</>
  )
}
