// Relative imports with their extensions, packages by a file Node can find without a bundler: the
// production server (server/*.mjs) runs under plain Node, which strips this file's types and imports it
// as it is.
import { Cron } from 'croner'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import proxyaddr from 'proxy-addr'
import { z } from 'zod'
import { DEFAULT_API_BODY_LIMIT, DEFAULT_UPLOAD_LIMIT } from '../../server/body-limit.mjs'
import { DEFAULT_BACKUP_DIR, DEFAULT_BACKUP_KEEP } from '../backup/archive-name.mjs'
import { COUNTRY_CODES } from '../countries.ts'
import { databaseKind } from './database-kind.mjs'

/**
 * Every environment variable the site reads (the app, the proxy, the CMS, the production server in
 * server/*.mjs and next.config.ts), with its type and default. What each one is for is in
 * .env.example (a test keeps the two lists equal) and docs/environment.md. Only the scripts, the
 * benchmarks and the tests, which are tooling, read variables of their own.
 *
 * Each check's message completes a sentence that starts with the variable's name (lib/config/env.ts
 * adds it). Values that may hold a password (URLs, secrets) are never repeated in a message.
 */

/** Digits only, from `min` to `max`: a typo ("30s", "1e3") is refused rather than read as a default. */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: (issue) => `must be a whole number (it is "${String(issue.input)}")` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: (issue) => `must be at least ${min} (it is ${String(issue.input)})` })
        .max(max, { error: (issue) => `must be at most ${max} (it is ${String(issue.input)})` }),
    )

const port = () => wholeNumber(1, 65_535)

const httpAddress = () =>
  z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }))

/** One of `values`, in any letter case. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => {
  const choices = `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
  return z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: (issue) => `must be ${choices} (it is "${String(issue.input)}")` }))
}

const flag = () => oneOf(['true', 'false']).transform((value) => value === 'true')

/** Comma-separated http(s) addresses; empty entries are skipped. */
const addressList = () =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must list http:// or https:// addresses, comma-separated' })))
    .transform((urls): readonly string[] => Object.freeze(urls))

const text = () => z.string().trim()

/** pino's levels, quietest last (server/logger.mjs logs at the one LOG_LEVEL names). */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

/** Daily at 03:00 UTC: 04:00 in Luanda, 05:00 in Maputo, the quietest hours of both sites. */
const DEFAULT_BACKUP_CRON = '0 3 * * *'

/**
 * A cron pattern croner takes (in UTC), or `off` (null). Checked by croner itself, which runs the
 * schedule (server/backup-schedule.mjs), so a pattern passes here exactly when it can run there.
 */
const cronPattern = () =>
  text().transform((pattern, context): string | null => {
    if (pattern.toLowerCase() === 'off') return null
    try {
      new Cron(pattern, { paused: true, timezone: 'UTC' }).stop()
      return pattern
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must be a cron pattern (minute hour day month weekday, in UTC, e.g. "${DEFAULT_BACKUP_CRON}") or off (it is "${pattern}"): ${(error instanceof Error ? error.message : String(error)).replace(/\.$/, '')}`,
      })
      return z.NEVER
    }
  })

/**
 * Comma-separated proxies in proxy-addr's syntax (loopback, linklocal, uniquelocal, addresses, CIDR
 * ranges); empty entries are skipped. Checked by proxy-addr itself, which the server believes
 * X-Forwarded-For with (server/client-ip.mjs, server/security-headers.mjs).
 */
const proxyList = () =>
  z.string().transform((value, context): readonly string[] => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    try {
      proxyaddr.compile(entries)
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must list proxies as loopback, linklocal, uniquelocal, addresses or CIDR ranges, comma-separated (${error instanceof Error ? error.message : String(error)})`,
      })
      return z.NEVER
    }
    return Object.freeze(entries)
  })

const VARIABLES = z.object({
  // Set by the tools: npm start and npm run serve set production, Jest test, next dev development.
  NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
  // Set by Next while `next build` runs.
  NEXT_PHASE: text().optional(),

  // The site
  PORT: port().default(3000),
  // The address server/serve.mjs listens on; unset, every address (as Node does).
  HOST: text().optional(),
  SITE_URL_AO: httpAddress().default('http://localhost:3000'),
  SITE_URL_MZ: httpAddress().default('http://mz.localhost:3000'),
  DEFAULT_COUNTRY: oneOf(COUNTRY_CODES).default('ao'),
  TRUSTED_PROXIES: proxyList().default(Object.freeze([])),

  // Database and CMS
  DATABASE_URL: z
    .string()
    .trim()
    .refine((url) => databaseKind(url) === 'postgres' || /^file:.+/.test(url), {
      error: 'must be file:<path> for a SQLite file or postgres://… for PostgreSQL',
    })
    .optional(),
  PAYLOAD_SECRET: z.string().optional(),
  ADMIN_EMAIL: text().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PAYLOAD_PUBLIC_SERVER_URL: httpAddress().optional(),

  // E-mail
  SMTP_HOST: text().optional(),
  SMTP_PORT: port().optional(),
  SMTP_SECURE: oneOf(['starttls', 'true', 'false']).default('starttls'),
  SMTP_USER: text().optional(),
  SMTP_PASS: z.string().optional(),
  EMAIL_FROM_ADDRESS: text().default('no-reply@zap.co.ao'),
  EMAIL_FROM_NAME: text().default('ZAP CMS'),

  // Limits
  LEAD_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(30),
  API_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(600),
  LOGIN_FAILURES_PER_IP: wholeNumber(1).default(50),
  API_BODY_LIMIT_BYTES: wholeNumber(1).default(DEFAULT_API_BODY_LIMIT),
  UPLOAD_LIMIT_BYTES: wholeNumber(1).default(DEFAULT_UPLOAD_LIMIT),

  // Uploads
  MEDIA_DIR: text().default('media'),
  DOCUMENTS_DIR: text().default('media/documents'),
  PRIVATE_UPLOADS_DIR: text().default('data/private/cvs'),
  S3_BUCKET: text().optional(),
  S3_PRIVATE_BUCKET: text().optional(),
  S3_ACCESS_KEY_ID: text().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_ENDPOINT: httpAddress().optional(),
  S3_REGION: text().default('us-east-1'),
  S3_FORCE_PATH_STYLE: flag().default(false),

  // Several machines
  REDIS_URL: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }))
    .optional(),
  EDGE_PURGE_URLS: addressList().default(Object.freeze([])),
  // How often the server runs due scheduled jobs, in ms; 0 turns it off.
  JOBS_INTERVAL_MS: wholeNumber(0).default(10_000),
  // On SIGTERM, how long /readyz responds with 503 before the server stops accepting connections, in ms.
  SHUTDOWN_DRAIN_MS: wholeNumber(0).default(2000),
  // At `next build` only (next.config.ts): the build's id; unset, a random one.
  ZAP_BUILD_ID: text().optional(),

  // Operations: the metrics listener (off without a port) and the log's level
  METRICS_PORT: port().optional(),
  METRICS_HOST: text().default('127.0.0.1'),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),

  // Backups (`npm run backup`, `npm run restore`, and the server's schedule: null when BACKUP_CRON is off)
  BACKUP_CRON: cronPattern().default(DEFAULT_BACKUP_CRON),
  BACKUP_DIR: text().default(DEFAULT_BACKUP_DIR),
  BACKUP_KEEP: wholeNumber(1).default(DEFAULT_BACKUP_KEEP),
  BACKUP_S3_BUCKET: text().optional(),

  // Build and tests
  // 1: whoever runs `next build` has just type-checked every source (next.config.ts).
  ZAP_BUILD_TYPECHECKED: oneOf(['1', '0'])
    .transform((value) => value === '1')
    .default(false),
  // The PostgreSQL migrations /readyz expects to find applied (server/health.mjs); tests point it elsewhere.
  MIGRATIONS_INDEX: text().default('cms/migrations/postgres/index.ts'),
})

type Variables = z.output<typeof VARIABLES>

/** The variables a production server refuses to run without (`next build` needs none of them). */
const REQUIRED_IN_PRODUCTION = {
  PAYLOAD_SECRET: 'signs CMS sessions, the same value on every instance (npm start makes one in data/)',
} as const satisfies Partial<Record<keyof Variables, string>>

/** With S3 on, a CV must never land on one instance's disk because a variable was missed. */
const REQUIRED_WITH_S3 = ['S3_PRIVATE_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/** The variables, checked together, with the facts several modules derive from them decided here once. */
export const ENV_SCHEMA = VARIABLES.superRefine((vars, context) => {
  // `next build` runs with NODE_ENV=production too, but serves nothing and signs nothing.
  const building = vars.NEXT_PHASE === PHASE_PRODUCTION_BUILD
  if (vars.NODE_ENV === 'production' && !building) {
    for (const [name, why] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (vars[name as keyof typeof REQUIRED_IN_PRODUCTION] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: `must be set in production: it ${why}` })
    }
  }
  if (vars.BACKUP_S3_BUCKET !== undefined) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (vars[name] === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set with BACKUP_S3_BUCKET (the archives are uploaded with the storage keys)',
        })
    }
    // A bucket that is backed up would carry every earlier archive into the next one.
    if (vars.BACKUP_S3_BUCKET === vars.S3_BUCKET || vars.BACKUP_S3_BUCKET === vars.S3_PRIVATE_BUCKET)
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_S3_BUCKET'],
        message: 'must differ from S3_BUCKET and S3_PRIVATE_BUCKET: the archives are kept apart from what they back up',
      })
  }
  if (vars.S3_BUCKET === undefined) return
  for (const name of REQUIRED_WITH_S3) {
    if (vars[name] === undefined)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'must be set with S3_BUCKET (uploads then go to S3-compatible storage)',
      })
  }
  if (vars.S3_PRIVATE_BUCKET === vars.S3_BUCKET)
    context.addIssue({
      code: 'custom',
      path: ['S3_PRIVATE_BUCKET'],
      message: 'must differ from S3_BUCKET: CVs are kept apart from the public uploads',
    })
}).transform((vars) => ({
  ...vars,
  /** A production server or build (npm start, npm run serve, next build). */
  production: vars.NODE_ENV === 'production',
  /** SQLite (one machine) or PostgreSQL (several), by the one rule of lib/config/database-kind.mjs. */
  databaseKind: databaseKind(vars.DATABASE_URL),
  /** Uploads live in S3-compatible storage (S3_BUCKET set) instead of the local disk. */
  s3Enabled: vars.S3_BUCKET !== undefined,
}))

/** The names of every variable the site reads. */
export const ENV_VARIABLES = Object.keys(VARIABLES.shape) as (keyof Variables)[]

/** One variable's own check and default, without the checks that tie variables together. */
export const variableSchema = <Name extends keyof Variables>(name: Name) => VARIABLES.shape[name]

/** The parsed environment: the variables (UPPER_CASE) and the facts derived from them (camelCase). */
export type Env = Readonly<z.output<typeof ENV_SCHEMA>>

export type DatabaseKind = Env['databaseKind']
