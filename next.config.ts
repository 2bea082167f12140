import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The site is served behind our own proxy.ts; no framework header advertising the stack.
  poweredByHeader: false,
  // Serves a bilingual 404 for URLs that match no route at all (app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  images: {
    // Media is served by Payload from this same origin.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/seed/**' }],
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

export default {
  ...withCms,
  // Payload asks every response for a colour-scheme client hint (Accept-CH + Critical-CH), which makes
  // browsers fetch a public page twice on a first visit. Only the admin uses it, so only the admin asks.
  headers: async () =>
    ((await cmsHeaders?.()) ?? []).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule)),
} satisfies NextConfig
