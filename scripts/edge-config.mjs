#!/usr/bin/env node
/**
 * `npm run edge:config`: prints the edge's nginx.conf for real machines, the same template the local
 * cluster runs (scripts/cluster/nginx-config.mjs), from the environment:
 *   EDGE_INSTANCES     the instances, host:port, comma-separated (required)
 *   EDGE_LISTEN        where nginx listens (80; put TLS in front or add it to the printed server)
 *   SITE_URL_AO, SITE_URL_MZ   the same values the instances have (any other host is refused, 421)
 *   EDGE_DIR           cache, temp files and the inner socket (/var/cache/zap-edge)
 *   EDGE_ACCESS_LOG    every response with its cache status (/var/log/nginx/zap-edge.log)
 *   EDGE_UPSTREAM_LOG  every request that reached an instance, naming it (/var/log/nginx/zap-upstream.log)
 *   EDGE_PURGE_ALLOW   the instances' networks, comma-separated, allowed to purge besides loopback
 *   EDGE_BIND          the address nginx connects to the instances from; set the instances'
 *                      TRUSTED_PROXIES to exactly it, so a client reaching them otherwise is not believed
 *   EDGE_USER          the workers' user, owner of EDGE_DIR (www-data)
 */
import { nginxConfig } from './cluster/nginx-config.mjs'

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
/** A country's address, as the instances have it (the app's local default when unset). */
const siteUrl = (name, fallback) => {
  try {
    return new URL(process.env[name] || fallback)
  } catch {
    console.error(`${name} must be the site's address, e.g. https://www.zap.co.ao`)
    process.exit(2)
  }
}
const ao = siteUrl('SITE_URL_AO', 'http://localhost:3000')
const mz = siteUrl('SITE_URL_MZ', 'http://mz.localhost:3000')
const instances = list(process.env.EDGE_INSTANCES)
if (instances.length === 0) {
  console.error('EDGE_INSTANCES=10.0.0.11:3000,10.0.0.12:3000 (the instances, host:port) is required')
  process.exit(2)
}
const dir = process.env.EDGE_DIR ?? '/var/cache/zap-edge'
process.stdout.write(
  nginxConfig({
    listen: process.env.EDGE_LISTEN ?? '80',
    instances,
    hosts: { ao: [ao.hostname], mz: [mz.hostname] },
    siteHosts: { ao: ao.host, mz: mz.host },
    prefix: dir,
    edgeLog: process.env.EDGE_ACCESS_LOG ?? '/var/log/nginx/zap-edge.log',
    accessLog: process.env.EDGE_UPSTREAM_LOG ?? '/var/log/nginx/zap-upstream.log',
    purgeAllow: list(process.env.EDGE_PURGE_ALLOW),
    bind: process.env.EDGE_BIND || undefined,
    user: process.env.EDGE_USER ?? 'www-data',
  }),
)
