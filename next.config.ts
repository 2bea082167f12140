import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The site is served behind our own proxy.ts; no framework header advertising the stack.
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  images: {
    // Media is served by Payload from this same origin.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/seed/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
