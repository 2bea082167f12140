/**
 * Installs Debian packages that are missing, the way `npm test` installs Chromium: a fresh machine
 * needs nothing beforehand. Installing never starts their services here (and the cluster uses its
 * own ports and files, so a system service that does start is left alone).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Package name → a file it installs, to tell whether it is there. */
export const DEBIAN_BINARIES = {
  // The browser of the Playwright tests and the benchmarks (no downloaded browser can be reached).
  chromium: '/usr/bin/chromium',
  // Chromium's headless shell (same engine, no browser UI layer): what the e2e tests run in.
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  'redis-server': '/usr/bin/redis-server',
  'redis-tools': '/usr/bin/redis-cli',
  nginx: '/usr/sbin/nginx',
  // The edge's purge (a per-country generation in shared memory) and its Brotli compression.
  'libnginx-mod-http-lua': '/usr/lib/nginx/modules/ngx_http_lua_module.so',
  'libnginx-mod-http-brotli-filter': '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  // Java, to run the Nu Html Checker (vnu-jar) of tests/e2e/html-validity.spec.ts.
  'default-jre-headless': '/usr/bin/java',
}

/** Everything the edge (nginx-config.mjs) loads. */
export const EDGE_PACKAGES = /** @type {const} */ ([
  'nginx',
  'libnginx-mod-http-lua',
  'libnginx-mod-http-brotli-filter',
])

/** @param {(keyof typeof DEBIAN_BINARIES)[]} packages */
export function ensureDebianPackages(packages) {
  const missing = packages.filter((name) => !existsSync(DEBIAN_BINARIES[name]))
  if (missing.length === 0) return
  console.log(`\n=== installing Debian's ${missing.join(', ')}`)
  execFileSync(
    'bash',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`],
    { stdio: 'inherit' },
  )
}
