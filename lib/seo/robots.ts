import type { MetadataRoute } from 'next'

/**
 * robots.txt of one country's address: the public site is open; the CMS and the APIs are not,
 * except uploaded images, which link previews and image search fetch (Open Graph images live there).
 */
export function robotsFor(base: URL): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api'] },
    sitemap: new URL('/sitemap.xml', base).href,
  }
}
