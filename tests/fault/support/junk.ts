import type { Rng } from './prng'

/** Junk values for the malformed-request generator (bad-input-cases.ts): unicode, scripts, odd types. */

export const MARKER = 'zapfault'
export const MISSING = Symbol('missing')
export type Body = Record<string, unknown>

// ---- junk values -------------------------------------------------------------------------

export const UNICODE_BITS = [
  '🙂',
  '👩🏽‍💻',
  '𝕏',
  '\u202e',
  '\u200d',
  '\u200b',
  'e\u0301',
  '\u0000',
  '\u0007',
  '\r\n',
  '\ud800',
  '\udfff',
  '\ufeff',
  'ß',
  'İ',
  '中文',
  'مرحبا',
  '\uffff',
  '\u2028',
  '\u0085',
  'Ⅻ',
  '１２３',
  'ǅ',
  '\t',
  '\\',
  '"',
  "'",
  '`',
  '%00',
  '%',
  '&amp;',
]
export const SCRIPTS = [
  `<script>alert('${MARKER}')</script>`,
  `"><img src=x onerror=alert('${MARKER}')>`,
  `javascript:alert('${MARKER}')`,
  `<svg/onload=alert('${MARKER}')>`,
  '{{7*7}}',
  '${7*7}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '$where: 1',
] as const

export function unicodeJunk(rng: Rng, max = 40): string {
  let out = ''
  const length = rng.int(1, max)
  for (let i = 0; i < length; i++)
    out += rng.chance(0.7) ? rng.pick(UNICODE_BITS) : String.fromCharCode(rng.int(0, 0xffff))
  return out
}

export function junkValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 11)) {
    case 0:
      return unicodeJunk(rng)
    case 1:
      return rng.pick(SCRIPTS)
    case 2:
      return rng.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, 42])
    case 3:
      return rng.pick([true, false, null])
    case 4:
      return depth > 3 ? {} : { [rng.pick(['$gt', '$ne', 'equals', 'x'])]: junkValue(rng, depth + 1) }
    case 5:
      return depth > 3 ? [] : [junkValue(rng, depth + 1), junkValue(rng, depth + 1)]
    case 6:
      return 'x'.repeat(rng.int(100, 3000))
    case 7:
      return ''
    case 8:
      return ' '.repeat(rng.int(1, 50))
    case 9:
      return rng.pick(SCRIPTS) + unicodeJunk(rng, 10)
    case 10:
      return deepObject(rng.int(5, 60))
    default:
      return `${unicodeJunk(rng, 5)}@${unicodeJunk(rng, 5)}.ao`
  }
}

export function deepObject(depth: number): unknown {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

export const EXTRA_KEYS = [
  'country',
  'ip',
  'id',
  'createdAt',
  'updatedAt',
  'role',
  'admin',
  'locale',
  'constructor',
  'toString',
  'user',
  '_status',
  'x'.repeat(200),
  '🙂',
  '',
]
