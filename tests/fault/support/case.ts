import type { RawRequest } from './http'

// One malformed request and what the server must respond, apart from bad-input-cases.ts, which
// gathers them: the case builders (endpoint-cases.ts, form-cases.ts) type theirs without importing it.

export type Expectation =
  /** A form must refuse: 4xx, JSON {ok:false, message} with a known message in this language. */
  | { kind: 'form-refusal'; locale: 'pt' | 'en' }
  /** Anything but a 5xx or a hang (3xx, 4xx, 2xx for a read). */
  | { kind: 'no-5xx' }

/** `oversize`: a body over the endpoint's limit, which the server may refuse by closing the connection while it is still being sent. */
export type Case = { endpoint: string; label: string; request: RawRequest; expect: Expectation; oversize?: boolean }
