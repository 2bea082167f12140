import { ENV_SCHEMA, ENV_VARIABLES, type Env } from './env-schema'

export type { DatabaseKind, Env } from './env-schema'

/**
 * The application's configuration: the only place the app, the proxy and the CMS read
 * `process.env` (eslint.config.mjs refuses it anywhere else). Client components get what they may
 * know from lib/config/public-env.ts.
 *
 * A value that is empty or only spaces counts as unset (`NAME=` in a unit file or a container's
 * environment), so it takes the default. A bad value throws, naming every bad variable at once.
 */
export function readEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const present: Record<string, string> = {}
  for (const name of ENV_VARIABLES) {
    const value = source[name]
    if (value !== undefined && value.trim() !== '') present[name] = value
  }
  const result = ENV_SCHEMA.safeParse(present)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`)
    throw new Error(`Invalid environment: ${problems.join('; ')}. See .env.example.`)
  }
  return Object.freeze(result.data)
}

let parsed: Env | undefined

/**
 * This process's environment, parsed on first use and then kept. Only the CMS config and its
 * collections read it as they load; everything else reads it when called. So a test that sets
 * `process.env` before it first calls the code under test (or imports the CMS config) is seen, and
 * tests that need several environments pass `readEnv({...})` to the function they test instead.
 */
export function environment(): Env {
  parsed ??= readEnv(process.env)
  return parsed
}
