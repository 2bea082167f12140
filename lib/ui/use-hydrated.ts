import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False in the server's HTML and while the page hydrates, true once the browser runs the component:
 * controls that need JavaScript stay disabled (or unmarked) until they work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
