import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './server'

type Messages = Record<string, string>

function failureMessages(locale: 'pt' | 'en'): Set<string> {
  const json = JSON.parse(readFileSync(path.join(root, 'locales', locale, 'common.json'), 'utf8')) as {
    forms: { failure: Messages }
  }
  return new Set(Object.values(json.forms.failure))
}

/** The form endpoints' own messages, per language: a refusal must be one of these. */
export const FORM_MESSAGES = { pt: failureMessages('pt'), en: failureMessages('en') }

/** What must never reach a visitor: stack frames, source paths, database internals. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>[\]]+ \(/],
  ['a stack frame', /\n\s+at \S/],
  ['node_modules', /node_modules/],
  ['the server path', new RegExp(root.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))],
  ['a source file', /\.(?:ts|tsx|mjs|cjs|js):\d+/],
  ['a database error', /SQLITE_|drizzle|libsql|no such table|syntax error at or near/i],
]

export function leakIn(text: string): string | null {
  for (const [what, pattern] of LEAKS) if (pattern.test(text)) return what
  return null
}

/** A message a person can read: words, not a code, not a dump. */
export function unclear(message: unknown): string | null {
  if (typeof message !== 'string') return `no message (got ${JSON.stringify(message)?.slice(0, 60)})`
  const text = message.trim()
  if (text.length < 5 || text.length > 500) return `a message of ${text.length} characters`
  if (!/\p{L}{3}/u.test(text)) return `"${text}" has no words`
  if (/^[A-Z0-9_]+$/.test(text)) return `"${text}" is a code, not a sentence`
  const leak = leakIn(text)
  return leak ? `the message shows ${leak}: ${text.slice(0, 120)}` : null
}

/**
 * The message of a JSON error response: ours, Payload's and GraphQL's are `{ errors: [{ message }] }`;
 * Payload's router responds to an unknown route or method with a bare `{ message }`.
 */
export function messageOf(json: unknown): unknown {
  if (typeof json !== 'object' || json === null) return undefined
  const record = json as { message?: unknown; errors?: unknown }
  if (Array.isArray(record.errors)) return (record.errors[0] as { message?: unknown } | undefined)?.message
  return record.message
}
