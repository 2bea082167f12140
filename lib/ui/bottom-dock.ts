import { type RefObject, useEffect, useId, useState } from 'react'
import { create } from 'zustand'

/**
 * Prompts fixed to the bottom of the window (the consent banner, the country question, the app
 * popup) say where they are, so the floating contact button can rise above whichever one sits in
 * its column instead of being covered by it. Anything new docked at the bottom uses the same hook.
 */

/** A docked prompt's horizontal extent and how far up from the window's bottom edge it reaches (px). */
export type DockedArea = { left: number; right: number; height: number }

type DockStore = { areas: Record<string, DockedArea>; place: (id: string, area: DockedArea | null) => void }

const same = (a: DockedArea | undefined, b: DockedArea | null) =>
  a === undefined ? b === null : b !== null && a.left === b.left && a.right === b.right && a.height === b.height

export const useBottomDock = create<DockStore>((set) => ({
  areas: {},
  place: (id, area) =>
    set((state) => {
      if (same(state.areas[id], area)) return state
      const areas = { ...state.areas }
      if (area) areas[id] = area
      else delete areas[id]
      return { areas }
    }),
}))

/** Calls `measure` now, whenever the element changes size and whenever the window does. */
function observeSize(element: HTMLElement, measure: () => void): () => void {
  measure()
  // jsdom and very old browsers have no ResizeObserver: the window's resize still re-measures.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
  observer?.observe(element)
  window.addEventListener('resize', measure)
  return () => {
    observer?.disconnect()
    window.removeEventListener('resize', measure)
  }
}

/** Registers a bottom-fixed prompt while `shown`; a hidden or empty one takes no room. */
export function useDockedPrompt(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  const id = useId()
  const place = useBottomDock((state) => state.place)
  useEffect(() => {
    const element = ref.current
    if (!shown || !element) return
    const stop = observeSize(element, () => {
      const box = element.getBoundingClientRect()
      // Fixed elements are placed against the layout viewport, whose bottom is the root's client height.
      const bottom = document.documentElement.clientHeight
      place(
        id,
        box.height > 0 ? { left: box.left, right: box.right, height: Math.max(0, Math.ceil(bottom - box.top)) } : null,
      )
    })
    return () => {
      stop()
      place(id, null)
    }
  }, [ref, shown, id, place])
}

/**
 * How far (px) a bottom-fixed element must rise to clear every docked prompt that shares its
 * column; prompts beside it (the desktop card on the left) leave it where it is.
 */
export function useDockClearance(ref: RefObject<HTMLElement | null>): number {
  const areas = useBottomDock((state) => state.areas)
  const [clearance, setClearance] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    return observeSize(element, () => {
      const box = element.getBoundingClientRect()
      const overlapping = Object.values(areas).filter((area) => area.left < box.right && area.right > box.left)
      setClearance(Math.max(0, ...overlapping.map((area) => area.height)))
    })
  }, [ref, areas])
  return clearance
}
