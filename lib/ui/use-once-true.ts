import { useState } from 'react'

/**
 * False until `value` is first true, then true for good: mounts what opens on demand (a dialog and
 * the code it fetches) the first time it is asked for, and keeps it mounted so it can close itself.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  // Setting state while rendering: React re-renders at once, with no effect pass in between.
  if (value && !seen) setSeen(true)
  return seen || value
}
