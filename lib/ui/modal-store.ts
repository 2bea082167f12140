import { create } from 'zustand'

/**
 * The shared modal flag ("modalStatus" with open, close and toggle): the call-back modal.
 * `opener` is what had focus when it opened, so closing can give focus back.
 */
type ModalState = {
  modalStatus: boolean
  opener: HTMLElement | null
  open: () => void
  close: () => void
  toggle: () => void
}

const focused = () =>
  typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null

export const useModalStore = create<ModalState>((set) => ({
  modalStatus: false,
  opener: null,
  open: () => set({ modalStatus: true, opener: focused() }),
  close: () => set({ modalStatus: false }),
  toggle: () => set((state) => (state.modalStatus ? { modalStatus: false } : { modalStatus: true, opener: focused() })),
}))
