/**
 * What next/image needs from an upload of the media library (or from the slimmer shapes the content
 * loaders make of one: a channel logo, a movie poster).
 */
export type ImageSource = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  updatedAt?: string | null
  /** Payload's own resized copies (cms/collections/Media.ts imageSizes). */
  sizes?: { desktop?: { url?: string | null; width?: number | null; height?: number | null } | null } | null
}

export type NextImageProps = { src: string; alt: string; width: number; height: number; unoptimized: boolean }

/** Used when an upload has no stored dimensions (an SVG without a viewBox): a 2:1 box, like most blocks crop to. */
const FALLBACK = { width: 1200, height: 600 }

const isSvg = (source: ImageSource, url: string) =>
  source.mimeType === 'image/svg+xml' || /\.svg$/i.test(url.split(/[?#]/)[0] ?? '')

/**
 * The version of the upload in its URL, so the optimizer's cache (kept for weeks, see next.config.ts
 * images.minimumCacheTTL) and browsers fetch a replaced file again instead of serving the old one.
 * Added to a query the URL already has (uploads in S3 storage carry `?prefix=…`).
 */
function versioned(url: string, updatedAt: string | null | undefined): string {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN
  if (Number.isNaN(time) || /[?&]v=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}v=${time.toString(36)}`
}

/**
 * The props for next/image: the file to optimize, its intrinsic size (the browser reserves the box
 * before the file arrives, so nothing shifts) and the alt text of the media document. The optimizer
 * starts from Payload's 1920 px copy when the original is wider (an editor's 6000 px photo costs far
 * more to decode on every new size); SVG skips the optimizer, which does not rasterise vectors.
 * Null without a URL: a missing upload, or a bare id the reader may not see.
 */
export function nextImageProps(source: ImageSource | null | undefined, alt?: string): NextImageProps | null {
  if (!source?.url) return null
  const svg = isSvg(source, source.url)
  const copy = source.sizes?.desktop
  let file = { url: source.url, width: source.width, height: source.height }
  if (!svg && copy?.url && copy.width && copy.height && source.width && copy.width < source.width) {
    file = { url: copy.url, width: copy.width, height: copy.height }
  }
  const width = file.width && file.width > 0 ? file.width : FALLBACK.width
  const height = file.height && file.height > 0 ? file.height : Math.round((width * FALLBACK.height) / FALLBACK.width)
  return {
    src: versioned(file.url, source.updatedAt),
    alt: alt ?? source.alt ?? '',
    width,
    height,
    unoptimized: svg,
  }
}
