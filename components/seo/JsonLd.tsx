import { serializeJsonLd } from '@/lib/seo/organization'

/**
 * Structured data for search engines. Not executable, so a plain script element (not next/script);
 * serializeJsonLd escapes "<", so text from the CMS cannot close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
