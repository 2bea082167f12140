/**
 * The environment of the cluster's instances and of its release step: the production-mode
 * variables (PostgreSQL, Redis, S3-compatible storage, one secret, the balancer in front), all on
 * loopback. Each instance also gets upload folders of its own, as separate machines would have.
 */
import path from 'node:path'
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } from '../services/s3-server.mjs'
import { EDGE_BIND } from './nginx.mjs'
import { BUCKETS, PORTS, clusterDir, clusterSecret } from './state.mjs'

/** Limits a caller may tune for a run (e.g. a test of the shared rate limit); the app's defaults otherwise. */
const PASSED_THROUGH = [
  'LEAD_RATE_LIMIT_PER_MINUTE',
  'API_RATE_LIMIT_PER_MINUTE',
  'LOGIN_FAILURES_PER_IP',
  'JOBS_INTERVAL_MS',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
]

/** @param {string} databaseUrl @returns {Record<string, string>} */
export function sharedEnv(databaseUrl) {
  /** @type {Record<string, string>} */
  const env = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://:${encodeURIComponent(clusterSecret('redis-password'))}@127.0.0.1:${PORTS.redis}`,
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKETS.public,
    S3_PRIVATE_BUCKET: BUCKETS.private,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
    PAYLOAD_SECRET: clusterSecret(),
    // nginx on this machine is the only hop in front of the instances, and it connects from an
    // address of its own: a client on this machine reaching an instance directly is not believed.
    TRUSTED_PROXIES: EDGE_BIND,
    SITE_URL_AO: `http://localhost:${PORTS.balancer}`,
    SITE_URL_MZ: `http://mz.localhost:${PORTS.balancer}`,
    HOST: '127.0.0.1',
    // A publish retires the edge's cached pages of the country it touched (nginx-config.mjs).
    EDGE_PURGE_URLS: `http://127.0.0.1:${PORTS.balancer}/_edge/purge`,
  }
  for (const name of PASSED_THROUGH) if (process.env[name]) env[name] = /** @type {string} */ (process.env[name])
  return env
}

/**
 * Upload folders for one process (used while uploads are on local disk): separate per instance.
 * @param {string} name
 */
export function localDirsEnv(name) {
  const media = path.join(clusterDir, name, 'media')
  return {
    MEDIA_DIR: media,
    DOCUMENTS_DIR: path.join(media, 'documents'),
    PRIVATE_UPLOADS_DIR: path.join(clusterDir, name, 'private', 'cvs'),
  }
}

/** The calling shell's environment without what would change the cluster's behaviour. */
export function baseEnv() {
  const env = { ...process.env }
  for (const name of ['DEFAULT_COUNTRY', 'PAYLOAD_PUBLIC_SERVER_URL', 'PORT', 'TEST_POSTGRES_URL', 'NODE_OPTIONS'])
    delete env[name]
  return env
}

/**
 * The Prometheus metrics listener of one instance: loopback, its own port (3001 -> 9101, ...), apart
 * from the public one.
 * @param {number} port the instance's public port
 */
export function metricsEnv(port) {
  return { METRICS_PORT: String(metricsPort(port)), METRICS_HOST: '127.0.0.1' }
}

/** @param {number} port the instance's public port */
export const metricsPort = (port) => port + 6100
