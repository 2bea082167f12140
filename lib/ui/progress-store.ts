import { create } from 'zustand'

type ProgressState = { failed: boolean }

/** Whether the current page load failed; the progress bar turns red while it is set. */
export const useProgressStore = create<ProgressState>(() => ({ failed: false }))

/** Marks the page load as failed: a failed request turns the bar red. Callable outside React. */
export function markProgressFailed(): void {
  useProgressStore.setState({ failed: true })
}

/** Clears the failure, once the failed bar has been shown or a new navigation starts. */
export function resetProgressFailed(): void {
  useProgressStore.setState({ failed: false })
}
