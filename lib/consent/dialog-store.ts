import { create } from 'zustand'

type ConsentDialogStore = {
  settingsOpen: boolean
  openSettings: () => void
  closeSettings: () => void
}

/** Whether the cookie-settings modal is open, so a link anywhere (the footer) can open the one dialog. */
export const useConsentDialog = create<ConsentDialogStore>()((set) => ({
  settingsOpen: false,
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}))
