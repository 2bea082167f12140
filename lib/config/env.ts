// Imported by path with its extension: the production server (server/*.mjs) runs under plain Node,
// which strips this file's types and imports it as it is.
import { ENV_SCHEMA, ENV_VARIABLES, type Env, variableSchema } from './env-schema.ts'

export type { DatabaseKind, Env } from './env-schema.ts'

/**
 * The site's configuration: the only place the app, the proxy, the CMS, the production server
 * (server/*.mjs) and next.config.ts read `process.env` (eslint.config.mjs refuses it anywhere
 * else). Client components get what they may know from lib/config/public-env.ts.
 *
 * A value that is empty or only spaces counts as unset (`NAME=` in a unit file or a container's
 * environment), so it takes the default. A bad value throws, naming every bad variable at once.
 */
export function readEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const present: Record<string, string> = {}
  for (const name of ENV_VARIABLES) {
    const value = setValue(source[name])
    if (value !== undefined) present[name] = value
  }
  const result = ENV_SCHEMA.safeParse(present)
  if (!result.success) throw invalid(result.error.issues)
  return Object.freeze(result.data)
}

/** The value, or undefined when it is empty or only spaces. */
function setValue(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined
}

/** The error naming each bad variable (`name` for the checks of one variable, whose issues carry no path). */
function invalid(issues: readonly { path: readonly PropertyKey[]; message: string }[], name?: string): Error {
  const problems = issues.map((issue) => `${String(issue.path[0] ?? name ?? 'environment')} ${issue.message}`)
  return new Error(`Invalid environment: ${problems.join('; ')}. See .env.example.`)
}

type Name = (typeof ENV_VARIABLES)[number]

/**
 * One variable of this process's environment, checked and defaulted as readEnv does it, read anew
 * at each call and never kept. For the logger (server/logger.mjs), which takes its level as it
 * loads: so much of the site imports it that it loads before a test can set `process.env` for the
 * code it tests, and reading the whole environment then would fix it for the rest of the test
 * (see environment()).
 */
export function environmentVariable<N extends Name>(name: N): Env[N] {
  const result = variableSchema(name).safeParse(setValue(process.env[name]))
  if (!result.success) throw invalid(result.error.issues, name)
  return result.data as Env[N]
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
