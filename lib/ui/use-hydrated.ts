import { useClientValue } from './use-client-value'

const yes = () => true

/**
 * False in the server's HTML and while the page hydrates, true once the browser runs the component:
 * controls that need JavaScript stay disabled (or unmarked) until they work.
 */
export function useHydrated(): boolean {
  return useClientValue(yes) === true
}
