import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { type Env, readEnv } from './lib/config/env.ts'

/**
 * One id per build, shared by every instance that serves it: Next's build id and its deploymentId
 * (asset URLs carry `?dpl=<id>`, and a browser that meets another release reloads instead of mixing
 * scripts). Next reads deploymentId again when the server starts, so it must come out the same then:
 * the build makes it (ZAP_BUILD_ID when given, e.g. a commit hash; random otherwise) and the server
 * reads it back from the build's BUILD_ID file. The id made here is written back into the
 * environment, which the build's worker processes inherit and load this file again with, so they
 * all read the same one.
 */
function buildId(phase: string, env: Env): string | undefined {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const id = env.ZAP_BUILD_ID ?? randomBytes(8).toString('hex')
    // eslint-disable-next-line no-restricted-properties -- written for the worker processes to inherit, not read
    process.env.ZAP_BUILD_ID = id
    return id
  }
  if (phase !== PHASE_PRODUCTION_SERVER) return undefined
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return undefined
  }
}

/**
 * With REDIS_URL, Next's page and data cache lives in Redis, shared by every instance, and nothing
 * is kept in process memory (a local copy would miss publishes made on other instances). Without
 * it, today's per-process cache on disk. This file is read again when the server starts, and the
 * running server uses that reading, so the variable counts where the server runs, not where it
 * was built.
 */
const sharedCache = (env: Env): Partial<NextConfig> =>
  env.REDIS_URL ? { cacheHandler: path.resolve('server/next-cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}

/**
 * ZAP_BUILD_TYPECHECKED=1 says whoever runs the build has just type-checked every source with
 * `tsc --noEmit` (npm test does, before its one build): the build then skips its own second pass
 * over the same files, and the Turbopack cache on disk that only a later build of the same checkout
 * would read. Any other build (npm start, a release) checks its types and keeps the cache.
 */
const typecheckedOnce = (env: Env): Partial<NextConfig> =>
  env.ZAP_BUILD_TYPECHECKED ? { typescript: { ignoreBuildErrors: true } } : {}

const nextConfig = (env: Env): NextConfig => ({
  ...sharedCache(env),
  ...typecheckedOnce(env),
  // The site is served behind our own proxy.ts; no framework header advertising the stack.
  poweredByHeader: false,
  // Serves a bilingual 404 for URLs that match no route at all (app/global-not-found.tsx).
  experimental: {
    globalNotFound: true,
    ...(env.ZAP_BUILD_TYPECHECKED ? { turbopackFileSystemCacheForBuild: false } : {}),
  },
  // The Redis client of the shared rate limits (lib/redis/client.ts) is loaded from node_modules as it is
  // published, not bundled into every route: a socket client has nothing to gain from bundling.
  serverExternalPackages: ['@redis/client'],
  images: {
    // Media is served by Payload from this same origin.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/seed/**' }],
    // AVIF first (smallest), WebP for browsers without it (components/media/MediaImage.tsx).
    formats: ['image/avif', 'image/webp'],
    // Cheap phones are 320-412 px wide at 1.5-2x: small steps there; nothing above the 1920 px layout.
    deviceSizes: [360, 480, 640, 750, 828, 1080, 1200, 1920],
    // Fixed-width images (logos, portraits, posters), all below the smallest device size.
    imageSizes: [64, 96, 128, 160, 240, 320],
    qualities: [75],
    // Upload URLs carry their version (lib/media/image-props.ts), so optimized copies can live long.
    minimumCacheTTL: 2_678_400,
  },
})

export default function config(phase: string): NextConfig {
  // The environment, read and checked by the site's configuration module (lib/config/env.ts). Next
  // loads this file before it sets NEXT_PHASE, and hands the phase in instead: given to the check,
  // `next build` needs no PAYLOAD_SECRET, as everywhere else.
  // eslint-disable-next-line no-restricted-properties -- this file's one read of the environment, checked by readEnv
  const env = readEnv({ ...process.env, NEXT_PHASE: phase })
  const id = buildId(phase, env)
  const withCms = withPayload(nextConfig(env), { devBundleServerPackages: false })
  const cmsHeaders = withCms.headers
  return {
    ...withCms,
    ...(id ? { generateBuildId: async () => id, deploymentId: id } : {}),
    // Payload asks every response for a colour-scheme client hint (Accept-CH + Critical-CH), which makes
    // browsers fetch a public page twice on a first visit. Only the admin uses it, so only the admin asks.
    headers: async () =>
      ((await cmsHeaders?.()) ?? []).map((rule) =>
        rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
      ),
  }
}
