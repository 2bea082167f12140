/**
 * Where a redirect may send a visitor: a path on this site, or (only when an administrator marked
 * the redirect external) an https:// address. Browsers read `//host`, `/\host` and their encoded
 * forms as another site, so those are never paths.
 */

const MAX_DECODE_ROUNDS = 5

/** The value percent-decoded until it stops changing (or null when it cannot be decoded). */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  // Still changing after several rounds: nobody writes a real path that way.
  return null
}

/** One leading `/`, no `\`, no `//`, no scheme, no control characters, however often it is decoded. */
export function isSitePath(value: string): boolean {
  const decoded = fullyDecoded(value)
  if (decoded === null) return false
  for (const form of [value, decoded]) {
    if (!form.startsWith('/')) return false
    if (form.includes('\\') || form.includes('//')) return false
    if (/[\u0000-\u001f\u007f]/.test(form)) return false
    // A scheme before the first slash of the path ("/javascript:" would be a path, "javascript:" is not).
    if (/^[a-z][a-z0-9+.-]*:/i.test(form)) return false
  }
  return true
}

/** The Location to send for a stored redirect target, or null when it must not be followed. */
export function redirectTarget(to: string, external: boolean): string | null {
  const value = to.trim()
  if (external) {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.hostname !== '' && !/[\u0000-\u001f\u007f\s\\]/.test(value) ? url.href : null
    } catch {
      return null
    }
  }
  return isSitePath(value) ? value : null
}
