import { startTransition, useEffect, useState } from 'react'

/**
 * A value only the browser knows (whether scripts run, a cookie): `undefined` in the server's HTML and
 * in the component's first render in the browser, so hydration finds what the server rendered; then
 * the browser's value, and again after every change `subscribe` reports.
 *
 * Not `useSyncExternalStore`: where its server and browser values differ, React re-renders every such
 * component synchronously in the task that runs the page's effects, with the rest of that task's work:
 * on the home page on a slow phone (4× CPU) a 50–70 ms render plus its commit, one long task right
 * after hydration. Here the browser's first value is set in a transition, which React renders in
 * slices between other work. `read` and `subscribe` must be stable (defined outside the component).
 */
export function useClientValue<T>(read: () => T, subscribe?: (onChange: () => void) => () => void): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  useEffect(() => {
    startTransition(() => setValue(() => read()))
    return subscribe?.(() => setValue(() => read()))
  }, [read, subscribe])
  return value
}
