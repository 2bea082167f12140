/**
 * Public page paths as editors type them and as the router looks them up:
 * "/" or "/segment/segment", lowercase letters, digits and inner hyphens.
 */
export const MAX_PATH_LENGTH = 200
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidPagePath(path: string): boolean {
  if (path === '/') return true
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH || path.endsWith('/')) return false
  return path
    .slice(1)
    .split('/')
    .every((segment) => SEGMENT.test(segment))
}

/** Turns route segments into a page path; null when they cannot name a page. */
export function pathFromSegments(segments: readonly string[] | undefined): string | null {
  const path = '/' + (segments ?? []).join('/')
  return isValidPagePath(path) ? path : null
}
