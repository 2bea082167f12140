/**
 * Links from the CMS: site paths, anchors, and http(s), mailto and tel URLs only.
 * Anything else (javascript:, data:, vbscript:, protocol-relative //host) is refused.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null
  const value = href.trim()
  if (value === '') return null
  if (value.startsWith('#')) return value
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? value : null
  } catch {
    return null
  }
}

/** Payload field validation for editor-entered links. */
export function validateHref(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return safeHref(value) ? true : 'Use um caminho do site (/…), #âncora ou um endereço http(s), mailto: ou tel:.'
}
