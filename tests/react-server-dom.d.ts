// Next's own copy of React's server renderer ships without type declarations; the one call the
// tests make of it (rendering a server component tree in one request scope) is typed here.
declare module 'next/dist/compiled/react-server-dom-webpack/server.node' {
  import type { ReactNode } from 'react'
  import type { Writable } from 'node:stream'

  export function renderToPipeableStream(
    model: ReactNode,
    webpackMap: Record<string, never>,
    options?: { onError?: (error: unknown) => void },
  ): { pipe<T extends Writable>(destination: T): T; abort(reason?: unknown): void }
}
