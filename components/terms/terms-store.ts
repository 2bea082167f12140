import { create } from 'zustand'

/**
 * The terms modal page: one dialog for the whole site, opened by any TermsLink.
 * `hosted` says a TermsModal is mounted; without one a TermsLink is a plain link to the full page.
 * `opener` is the link that opened it, so closing can give focus back.
 */
type TermsState = {
  open: boolean
  hosted: boolean
  opener: HTMLElement | null
  show: (opener?: HTMLElement | null) => void
  hide: () => void
  setHosted: (hosted: boolean) => void
}

export const useTermsStore = create<TermsState>((set) => ({
  open: false,
  hosted: false,
  opener: null,
  show: (opener) => set((state) => ({ open: true, opener: opener === undefined ? state.opener : opener })),
  hide: () => set({ open: false }),
  setHosted: (hosted) => set({ hosted }),
}))

/** Marks the history entry the modal pushed, so Back and Forward know to close or reopen it. */
export const TERMS_HISTORY_KEY = 'zapTermsModal'

export function isTermsEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[TERMS_HISTORY_KEY] === true
}
