// React 19 passes these HTML attributes through as written, but its types do not know them yet: a
// button's invoker command (https://html.spec.whatwg.org/#attr-button-command), which opens or closes
// a dialog with no script (lib/ui/menu-script.mjs carries browsers without it).
import 'react'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter, by name
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button's command acts on. */
    commandfor?: string
    /** What the button does to that element. */
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
  }
}
