import { create } from 'zustand'

/** The shared modal flag of spec 3 ("modalStatus" with open, close and toggle): the call-back modal. */
type ModalState = { modalStatus: boolean; open: () => void; close: () => void; toggle: () => void }

export const useModalStore = create<ModalState>((set) => ({
  modalStatus: false,
  open: () => set({ modalStatus: true }),
  close: () => set({ modalStatus: false }),
  toggle: () => set((state) => ({ modalStatus: !state.modalStatus })),
}))
