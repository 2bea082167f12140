import { create } from 'zustand'

/**
 * The shared modal flag ("modalStatus" with open, close and toggle): the call-back modal.
 * `opener` is what had focus when it opened, so closing can give focus back. `primed` says the modal
 * may be asked for soon (the contact widget is opening), so whoever mounts it can fetch its code now:
 * the widget in components/ opens it without importing the form it holds.
 */
type ModalState = {
  modalStatus: boolean
  opener: HTMLElement | null
  primed: boolean
  prime: () => void
  open: () => void
  close: () => void
  toggle: () => void
}

const focused = () =>
  typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null

export const useModalStore = create<ModalState>((set) => ({
  modalStatus: false,
  opener: null,
  primed: false,
  prime: () => set({ primed: true }),
  open: () => set({ modalStatus: true, opener: focused() }),
  close: () => set({ modalStatus: false }),
  toggle: () => set((state) => (state.modalStatus ? { modalStatus: false } : { modalStatus: true, opener: focused() })),
}))
