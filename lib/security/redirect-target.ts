/**
 * Where a stored redirect may send a visitor. A `Location` that starts with `//` or `/\` is read by
 * browsers as another host (`/\evil.example` becomes `//evil.example`), and percent-encoding hides
 * both from a naive check, so a target is judged on every decoding of it, not on its raw text.
 *
 * - A site path: one leading `/`, then no second `/` right after another, no `\`, no control
 *   characters, at every stage of repeated percent-decoding. (A string that starts with `/` has no
 *   scheme, so `javascript:` and `https:` are refused by the first rule.)
 * - An external target: an absolute `https://` URL with a host and no user name or password
 *   (`https://zap.co.ao@evil.example` reads as zap.co.ao to a person). Only redirects an
 *   administrator marked external may use one.
 */

/** How many rounds of percent-decoding are followed before a target is refused as too nested. */
const MAX_DECODING_ROUNDS = 5

// Control characters (C0, DEL, C1): browsers drop tabs and newlines inside URLs, so `/\t/evil` is `//evil`.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** The target and each distinct result of decoding it again, or null when a stage is not valid percent-encoding. */
function decodings(value: string): string[] | null {
  const stages = [value]
  let current = value
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return stages
    stages.push(next)
    current = next
  }
  // Still changing after every round: nothing legitimate is encoded that deep.
  return null
}

const safePathStage = (stage: string) =>
  stage.startsWith('/') && !stage.includes('//') && !stage.includes('\\') && !CONTROL.test(stage)

/** True when `value` is a path on this site, however it is percent-encoded. */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value)) return false
  const stages = decodings(value)
  return stages !== null && stages.every(safePathStage)
}

/** The normalised URL when `value` is an absolute https address with a host (and no credentials), else null. */
export function externalTarget(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https:\/\//i.test(value)) return null
  if (/\s/.test(value) || value.includes('\\') || CONTROL.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null
  return url.href
}

/**
 * The `Location` a redirect may send: its target when that is a site path, the https URL when the
 * redirect is marked external, otherwise null (the caller responds as if there were no redirect).
 */
export function redirectTarget(to: unknown, external: boolean | null | undefined): string | null {
  if (isSitePath(to)) return to
  return external === true ? externalTarget(to) : null
}
