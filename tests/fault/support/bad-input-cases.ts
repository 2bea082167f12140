import type { RawRequest } from './http'
import type { Rng } from './prng'

/**
 * The generator of malformed requests for tests/fault/bad-input.fault.ts. Every form request is
 * built so that it can never be a valid lead: either its framing cannot be read (broken JSON,
 * a body over the limit, bytes that are not UTF-8, a wrong method...) or its body carries at
 * least one "breaker" (a value the form's schema refuses in any encoding), on top of which
 * random noise is added (junk in other fields, missing fields, extra fields). So a 2xx from a
 * form, or a stored row, is always a bug.
 */

export type Expectation =
  /** A form must refuse: 4xx, JSON {ok:false, message} with a known message in this language. */
  | { kind: 'form-refusal'; locale: 'pt' | 'en' }
  /** Anything but a 5xx or a hang (3xx, 4xx, 2xx for a read). */
  | { kind: 'no-5xx' }

/** `oversize`: a body over the endpoint's limit, which the server may refuse by closing the connection while it is still being sent. */
export type Case = { endpoint: string; label: string; request: RawRequest; expect: Expectation; oversize?: boolean }

export const MARKER = 'zapfault'
const MISSING = Symbol('missing')
type Body = Record<string, unknown>

// ---- junk values -------------------------------------------------------------------------

const UNICODE_BITS = [
  '🙂', '👩🏽‍💻', '𝕏', '\u202e', '\u200d', '\u200b', 'e\u0301', '\u0000', '\u0007', '\r\n', '\ud800', '\udfff', '\ufeff',
  'ß', 'İ', '中文', 'مرحبا', '\uffff', '\u2028', '\u0085', 'Ⅻ', '１２３', 'ǅ', '\t', '\\', '"', "'", '`', '%00', '%', '&amp;',
]
const SCRIPTS = [
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

function unicodeJunk(rng: Rng, max = 40): string {
  let out = ''
  const length = rng.int(1, max)
  for (let i = 0; i < length; i++) out += rng.chance(0.7) ? rng.pick(UNICODE_BITS) : String.fromCharCode(rng.int(0, 0xffff))
  return out
}

function junkValue(rng: Rng, depth = 0): unknown {
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

function deepObject(depth: number): unknown {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

const EXTRA_KEYS = ['country', 'ip', 'id', 'createdAt', 'updatedAt', 'role', 'admin', 'locale', 'constructor', 'toString', 'user', '_status', 'x'.repeat(200), '🙂', '']

// ---- the forms ---------------------------------------------------------------------------

type FormSpec = {
  name: 'newsletter' | 'callback' | 'job-application' | 'casting' | 'coverage' | 'popup-click'
  maxBytes: number
  multipart: boolean
  base: (country: 'ao' | 'mz') => Body
  /** Each refused by the schema whatever the framing (JSON, or String() of it in a form post). */
  breakers: [string, unknown][]
}

const EMAIL_BREAKERS: unknown[] = [MISSING, '', 42, null, false, {}, ['a@b.co'], 'ana@zap', 'ana@@x.ao', 'ana@x.a', '@x.ao', `${SCRIPTS[0]}@x.ao`, 'a'.repeat(260) + '@x.ao', 'ana silva@x.ao', 'ana@x.ao\u0000']
const TERMS_BREAKERS: unknown[] = [MISSING, false, 'false', 0, 1, 'no', null, 'yes', {}, [], 'ON', 'True']
const NAME_BREAKERS: unknown[] = [MISSING, '', 'A', 42, null, SCRIPTS[0], 'Ana 123', 'x'.repeat(130), '\ud800Ana', 'Ana\u0000', '😀😀', ['Ana Silva']]
const PHONE_BREAKERS: unknown[] = [MISSING, '', '123', 12345, null, '+1 555 0100', '9'.repeat(30), SCRIPTS[0], '+244 923 456 78x', ['923456789'], '00000000']
const HONEYPOT_BREAKERS: unknown[] = ['http://spam.example', 'x', 123, ['']]
const TEXT_BREAKERS = (min: number): unknown[] => [MISSING, null, 7, 'x'.repeat(Math.max(0, min - 1)) || null, 'abc\u0000def', 'x'.repeat(2100)]
const CHOICE_BREAKERS: unknown[] = [MISSING, '', 'nope', 3, null, SCRIPTS[0], ['x'], 'OUTRO ']

// The smallest file Payload's PDF check accepts (as in tests/integration/leads.test.ts).
const pdfBytes = `%PDF-1.4\n${'x'.repeat(2000)}\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n`

const FORMS: FormSpec[] = [
  {
    name: 'newsletter',
    maxBytes: 4 * 1024,
    multipart: false,
    base: () => ({ email: 'ana.silva@example.co.ao', acceptTerms: true, service: 'TV' }),
    breakers: [
      ...EMAIL_BREAKERS.map((v): [string, unknown] => ['email', v]),
      ...TERMS_BREAKERS.map((v): [string, unknown] => ['acceptTerms', v]),
      ...[MISSING, 'Rádio', '', 7, null, 'tv', SCRIPTS[0], ['TV']].map((v): [string, unknown] => ['service', v]),
      ...HONEYPOT_BREAKERS.map((v): [string, unknown] => ['website', v]),
    ],
  },
  {
    name: 'callback',
    maxBytes: 4 * 1024,
    multipart: false,
    base: (country) => ({ clientName: 'Ana Sofia', clientPhone: country === 'ao' ? '923456789' : '841234567', clientSubject: country === 'ao' ? 4 : 2 }),
    breakers: [
      ...NAME_BREAKERS.map((v): [string, unknown] => ['clientName', v]),
      ...PHONE_BREAKERS.map((v): [string, unknown] => ['clientPhone', v]),
      ...[MISSING, 0, -1, 99, 'abc', null, '', {}, [], 1.5, '1e9', 'Infinity'].map((v): [string, unknown] => ['clientSubject', v]),
      ...HONEYPOT_BREAKERS.map((v): [string, unknown] => ['website', v]),
    ],
  },
  {
    name: 'casting',
    maxBytes: 16 * 1024,
    multipart: false,
    base: (country) => ({
      fullName: 'Ana Sofia Silva',
      birthDate: '1995-05-01',
      email: 'ana@example.co.ao',
      phone: country === 'ao' ? '923456789' : '841234567',
      province: country === 'ao' ? 'Luanda' : 'Gaza',
      city: 'Luanda',
      talent: 'danca',
      about: 'Danço desde os cinco anos e dou aulas ao fim de semana.',
      videoUrl: 'https://video.example/ana',
      socialUrl: '',
      acceptTerms: true,
    }),
    breakers: [
      ...NAME_BREAKERS.map((v): [string, unknown] => ['fullName', v]),
      ...[MISSING, '2020-01-01', '1990-13-45', 'not a date', 42, null, '1800-01-01', '01/05/1995'].map((v): [string, unknown] => ['birthDate', v]),
      ...EMAIL_BREAKERS.map((v): [string, unknown] => ['email', v]),
      ...PHONE_BREAKERS.map((v): [string, unknown] => ['phone', v]),
      ...[MISSING, 'Nowhere', '', null, 5].map((v): [string, unknown] => ['province', v]),
      ...CHOICE_BREAKERS.map((v): [string, unknown] => ['talent', v]),
      ...TEXT_BREAKERS(20).map((v): [string, unknown] => ['about', v]),
      ...[`javascript:alert('${MARKER}')`, 'ftp://x.example/a', 'not a url', 42, `data:text/html,<script>alert('${MARKER}')</script>`].map((v): [string, unknown] => ['videoUrl', v]),
      ...TERMS_BREAKERS.map((v): [string, unknown] => ['acceptTerms', v]),
      ...HONEYPOT_BREAKERS.map((v): [string, unknown] => ['website', v]),
    ],
  },
  {
    name: 'coverage',
    maxBytes: 16 * 1024,
    multipart: false,
    base: (country) => ({
      fullName: 'Ana Sofia Silva',
      phone: country === 'ao' ? '923456789' : '841234567',
      email: 'ana@example.co.ao',
      province: country === 'ao' ? 'Luanda' : 'Gaza',
      municipality: 'Talatona',
      neighbourhood: 'Camama',
      address: 'Rua 21, casa 4',
      landmark: '',
      propertyType: 'moradia',
      interest: 'net',
      contactTime: 'manha',
      acceptTerms: true,
    }),
    breakers: [
      ...NAME_BREAKERS.map((v): [string, unknown] => ['fullName', v]),
      ...PHONE_BREAKERS.map((v): [string, unknown] => ['phone', v]),
      ...EMAIL_BREAKERS.map((v): [string, unknown] => ['email', v]),
      ...TEXT_BREAKERS(2).map((v): [string, unknown] => ['municipality', v]),
      ...TEXT_BREAKERS(5).map((v): [string, unknown] => ['address', v]),
      ...CHOICE_BREAKERS.map((v): [string, unknown] => ['propertyType', v]),
      ...CHOICE_BREAKERS.map((v): [string, unknown] => ['interest', v]),
      ...CHOICE_BREAKERS.map((v): [string, unknown] => ['contactTime', v]),
      ...TERMS_BREAKERS.map((v): [string, unknown] => ['acceptTerms', v]),
      ...HONEYPOT_BREAKERS.map((v): [string, unknown] => ['website', v]),
    ],
  },
  {
    name: 'job-application',
    maxBytes: 5 * 1024 * 1024 + 64 * 1024,
    multipart: true,
    base: (country) => ({
      job: '',
      area: 'Marketing',
      fullName: 'Ana Sofia Silva',
      email: 'ana@example.co.ao',
      phone: country === 'ao' ? '923456789' : '841234567',
      province: country === 'ao' ? 'Luanda' : 'Gaza',
      education: 'licenciatura',
      experienceYears: '3',
      linkedin: '',
      coverLetter: '',
      cv: new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' }),
      acceptTerms: 'on',
    }),
    breakers: [
      // The CV: missing, not a PDF by type or name, empty, or a "PDF" that is not one (refused in the store step).
      ['cv', MISSING],
      ['cv', 'cv.pdf'],
      ['cv', new File(['hello'], 'cv.txt', { type: 'text/plain' })],
      ['cv', new File([pdfBytes], 'cv.pdf', { type: 'text/html' })],
      ['cv', new File([pdfBytes], 'cv.exe', { type: 'application/pdf' })],
      ['cv', new File([], 'cv.pdf', { type: 'application/pdf' })],
      ['cv', new File([`<script>alert('${MARKER}')</script>`], 'cv.pdf', { type: 'application/pdf' })],
      ['cv', new File(['%PDF-1.4\n1 0 obj'], 'cv.pdf', { type: 'application/pdf' })],
      ['cv', new File([`%PDF-1.7\n<script>alert('${MARKER}')</script>`], 'cv.pdf', { type: 'application/pdf' })],
      ...['abc', '-1', '1.5', '9'.repeat(13), SCRIPTS[0]].map((v): [string, unknown] => ['job', v]),
      ['job', '999999'],
      ...NAME_BREAKERS.filter((v) => typeof v !== 'object').map((v): [string, unknown] => ['fullName', v]),
      ...EMAIL_BREAKERS.filter((v) => typeof v === 'string' || v === MISSING).map((v): [string, unknown] => ['email', v]),
      ...PHONE_BREAKERS.filter((v) => typeof v === 'string' || v === MISSING).map((v): [string, unknown] => ['phone', v]),
      ...[MISSING, 'nope', '', 'LICENCIATURA'].map((v): [string, unknown] => ['education', v]),
      ...[MISSING, '-1', '51', 'lots', '2.5', ''].filter((v) => v !== '').map((v): [string, unknown] => ['experienceYears', v]),
      ...[MISSING, 'off', 'false', ''].map((v): [string, unknown] => ['acceptTerms', v]),
      ['website', 'http://spam.example'],
    ],
  },
  {
    name: 'popup-click',
    maxBytes: 512,
    multipart: false,
    base: () => ({ store: 'apple' }),
    breakers: [MISSING, 'android', '', 1, null, ['apple'], 'APPLE', 'apple ', SCRIPTS[0], {}, true].map((v): [string, unknown] => ['store', v]),
  },
]

// ---- encodings ---------------------------------------------------------------------------

/** How a form post carries a value; null is left out (a missing field, refused where a breaker). */
function formValue(value: unknown): string | Blob | null {
  if (value === null || value === undefined) return null
  if (value instanceof Blob) return value
  if (typeof value === 'string') return value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

async function multipart(body: Body): Promise<{ bytes: Buffer; type: string }> {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    const encoded = formValue(value)
    if (encoded !== null) form.append(key, encoded)
  }
  const response = new Response(form)
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' }
}

function urlencoded(body: Body): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) {
    const encoded = formValue(value)
    if (encoded !== null) params.append(key, encoded instanceof Blob ? '[file]' : encoded)
  }
  return params.toString()
}

/** JSON text; files become their names (a JSON post cannot carry one). */
function jsonText(body: Body): string {
  return JSON.stringify(body, (_key, value: unknown) => (value instanceof Blob ? 'cv.pdf' : value))
}

const LOCALES = ['pt', 'en', '', 'EN', 'fr', 'pt-BR', 'en%00', '%3Cscript%3E', 'p%74', 'en-GB', '%F0%9F%99%82', '%ED%A0%80', 'null', '..%2F..']

/** Percent-encoded, lone surrogates included (as U+FFFD: encodeURIComponent refuses them). */
const enc = (text: string) => encodeURIComponent(text.toWellFormed())

function localeQuery(rng: Rng): { query: string; locale: 'pt' | 'en' } {
  const choice = rng.int(0, 9)
  let query: string
  if (choice <= 4) query = `?locale=${rng.pick(LOCALES)}`
  else if (choice === 5) query = ''
  else if (choice === 6) query = `?locale=${rng.pick(['pt', 'en'])}&locale=${rng.pick(['pt', 'en'])}`
  else if (choice === 7) query = `?locale[]=en&x=${enc(unicodeJunk(rng, 8))}`
  else if (choice === 8) query = `?locale=en&${'a'.repeat(rng.int(1, 2000))}=${encodeURIComponent(rng.pick(SCRIPTS))}`
  else query = `?locale=pt&utm_source=${enc(unicodeJunk(rng, 20))}`
  // The server reads the first `locale` parameter and falls back to Portuguese.
  const locale = new URL(`http://x/${query}`).searchParams.get('locale') === 'en' ? 'en' : 'pt'
  return { query, locale }
}

// ---- form cases --------------------------------------------------------------------------

async function formCase(rng: Rng, spec: FormSpec, hosts: { ao: string; mz: string }): Promise<Case> {
  const country = rng.chance(0.7) ? 'ao' : 'mz'
  const host = hosts[country]
  const { query, locale } = localeQuery(rng)
  const path = `/api/forms/${spec.name}${query}`
  const refusal: Expectation = { kind: 'form-refusal', locale }
  const post = (label: string, body: Buffer | string, contentType?: string, headers: Record<string, string> = {}): Case => ({
    endpoint: `POST /api/forms/${spec.name}`,
    label,
    request: { method: 'POST', path, host, headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...headers }, body },
    expect: refusal,
  })

  const roll = rng.next()
  // 1. Framing that cannot be read at all.
  if (roll < 0.2) {
    const valid = jsonText(spec.base(country))
    const variants: [string, string | Buffer][] = [
      ['truncated JSON', valid.slice(0, rng.int(0, valid.length - 2))],
      ['single-quoted JSON', valid.replaceAll('"', "'")],
      ['JSON with a trailing comma', valid.slice(0, -1) + ',}'],
      ['JSON with comments', `/* ${MARKER} */ ${valid}`],
      ['a JSON array', `[${valid}]`],
      ['a JSON string', JSON.stringify(valid)],
      ['a JSON number', '42'],
      ['JSON null', 'null'],
      ['JSON true', 'true'],
      ['an empty body', ''],
      ['whitespace', ' \n\t '],
      ['NaN literal', valid.replace(/:\s*("[^"]*"|true|\d+)/, ':NaN')],
      ['unquoted keys', valid.replace(/"(\w+)":/g, '$1:')],
      ['two objects', valid + valid],
      ['unterminated nesting', '['.repeat(rng.int(100, Math.min(100_000, Math.max(100, spec.maxBytes - 10))))],
      ['random bytes', Buffer.from(Array.from({ length: rng.int(1, Math.min(2000, spec.maxBytes)) }, () => rng.int(0, 255)))],
      ['invalid UTF-8 inside JSON', Buffer.concat([Buffer.from(valid.slice(0, 12)), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from(valid.slice(12))])],
      ['a lone surrogate as raw bytes', Buffer.concat([Buffer.from(valid.slice(0, 12)), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(valid.slice(12))])],
      ['XML', `<?xml version="1.0"?><lead><email>${MARKER}@x.ao</email></lead>`],
    ]
    const [label, body] = rng.pick(variants)
    // Valid JSON sent as anything but JSON is never read as a lead either.
    const type = label === 'XML' ? 'application/xml' : rng.pick(['application/json', 'application/json; charset=utf-8'])
    return post(label, body, type)
  }
  // 2. Too large, with or without a Content-Length.
  if (roll < 0.28) {
    const over = spec.maxBytes + rng.int(1, spec.multipart ? 300_000 : 200_000)
    const big = { ...spec.base(country), website: 'x', padding: 'x'.repeat(over) }
    if (rng.chance(0.5)) return { ...post(`a body of ${over} bytes`, jsonText(big), 'application/json'), oversize: true }
    const bytes = Buffer.from(jsonText(big))
    const chunks: Buffer[] = []
    for (let at = 0; at < bytes.length; at += 16 * 1024) chunks.push(bytes.subarray(at, at + 16 * 1024))
    return {
      endpoint: `POST /api/forms/${spec.name}`,
      label: `a chunked body of ${bytes.length} bytes (no Content-Length)`,
      request: { method: 'POST', path, host, headers: { 'content-type': 'application/json' }, chunks },
      expect: refusal,
      oversize: true,
    }
  }
  // 3. Wrong methods (Next answers 405 for a method the route does not export).
  if (roll < 0.33) {
    const method = rng.pick(['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])
    const body = method === 'GET' || method === 'HEAD' ? undefined : jsonText(spec.base(country))
    return {
      endpoint: `${method} /api/forms/${spec.name}`,
      label: `method ${method}`,
      request: { method, path, host, headers: body ? { 'content-type': 'application/json' } : {}, body },
      expect: { kind: 'no-5xx' },
    }
  }
  // 4. A body the schema must refuse, with noise, in one of the encodings a browser or a bot may use.
  const body: Body = spec.base(country)
  const breakers = 1 + (rng.chance(0.3) ? rng.int(1, 2) : 0)
  const broken = new Set<string>()
  const labels: string[] = []
  for (let i = 0; i < breakers; i++) {
    const [field, value] = rng.pick(spec.breakers)
    if (value === MISSING) delete body[field]
    else body[field] = value
    broken.add(field)
    labels.push(`${field}=${value === MISSING ? '(missing)' : describe(value)}`)
  }
  // Noise on the other fields: junk, a wrong type, or missing.
  for (const field of Object.keys(body)) {
    if (broken.has(field) || !rng.chance(0.25)) continue
    if (rng.chance(0.3)) delete body[field]
    else body[field] = junkValue(rng)
    labels.push(`~${field}`)
  }
  const extras = rng.chance(0.4) ? rng.int(1, 5) : 0
  for (let i = 0; i < extras; i++) body[rng.pick(EXTRA_KEYS) + (rng.chance(0.3) ? unicodeJunk(rng, 3) : '')] = junkValue(rng)
  if (extras) labels.push(`+${extras} extra fields`)
  const label = labels.join(', ')

  const framing = spec.multipart ? rng.pick(['multipart', 'multipart', 'multipart', 'json', 'urlencoded', 'text', 'none']) : rng.pick(['json', 'json', 'json', 'json-charset', 'json-upper', 'urlencoded', 'multipart', 'text', 'none', 'bom', 'proto'])
  switch (framing) {
    case 'multipart': {
      const { bytes, type } = await multipart(body)
      return post(`${label} (multipart)`, bytes, type)
    }
    case 'urlencoded':
      return post(`${label} (urlencoded)`, urlencoded(body), 'application/x-www-form-urlencoded')
    case 'json-charset':
      return post(`${label} (json; charset)`, jsonText(body), 'application/json; charset=utf-8')
    case 'json-upper':
      return post(`${label} (APPLICATION/JSON)`, jsonText(body), 'APPLICATION/JSON')
    case 'text':
      return post(`${label} (text/plain)`, jsonText(body), 'text/plain')
    case 'none':
      return post(`${label} (no content type)`, jsonText(body))
    case 'bom':
      return post(`${label} (with a BOM)`, '\ufeff' + jsonText(body), 'application/json')
    case 'proto':
      return post(`${label} (__proto__ key)`, jsonText(body).replace('{', '{"__proto__":{"isAdmin":true,"ok":true},'), 'application/json')
    default:
      return post(label, jsonText(body), 'application/json')
  }
}

function describe(value: unknown): string {
  if (value instanceof File) return `File(${value.name}, ${value.type}, ${value.size} B)`
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 37)}…` : text
}

// ---- the other endpoints -----------------------------------------------------------------

const GRAPHQL_QUERIES = (rng: Rng): string[] => [
  '{',
  '}',
  '{ Pages { docs { id } ',
  'query { __typename',
  '{ nope }',
  '{ Pages(limit: "x") { docs { id } } }',
  '{ Pages(limit: -1) { docs { id } } }',
  '{ Pages(page: 0, limit: 100000) { totalDocs } }',
  '{ Pages(locale: zz) { docs { id } } }',
  '{ Pages(where: { title: { equals: 42 } }) { docs { id } } }',
  `{ Pages(where: { title: { like: "${SCRIPTS[0].replaceAll('"', '\\"')}" } }) { docs { id } } }`,
  '{ Page(id: "abc") { id } }',
  '{ Page(id: 99999999999999999999) { id } }',
  '{ Users { docs { email } } }',
  '{ NewsletterSubscriptions { docs { email } } }',
  'mutation { createNewsletterSubscription(data: { email: "fault@example.co.ao", service: TV, country: 1 }) { id } }',
  'mutation { createCallbackRequest(data: { clientName: "x", clientPhone: "1", clientSubject: "x", country: 1 }) { id } }',
  'mutation { loginUser(email: "admin@zap.local", password: "wrong") { token } }',
  'mutation { createUser(data: { email: "evil@example.com", password: "x", role: admin }) { id } }',
  'subscription { x }',
  'fragment A on Page { ...B } fragment B on Page { ...A } { Pages { docs { ...A } } }',
  `{ ${'Pages { docs { '.repeat(rng.int(20, 200))} }`,
  `{ ${Array.from({ length: rng.int(50, 500) }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  `{ __typename @${unicodeJunk(rng, 5)} }`,
  unicodeJunk(rng, 200),
  rng.pick(SCRIPTS),
  `query Q($id: Int!) { Page(id: $id) { id } }`,
  '{ __schema { types { name } } }',
  ' '.repeat(rng.int(1, 100_000)) + '{ __typename }',
]

function graphqlCase(rng: Rng, host: string): Case {
  const queries = GRAPHQL_QUERIES(rng)
  const query = rng.pick(queries)
  const roll = rng.int(0, 9)
  const endpoint = 'POST /api/graphql'
  const json = (label: string, body: string, type = 'application/json'): Case => ({
    endpoint,
    label,
    request: { method: 'POST', path: '/api/graphql', host, headers: { 'content-type': type }, body },
    expect: { kind: 'no-5xx' },
  })
  if (roll <= 3) return json(`query ${describe(query)}`, JSON.stringify({ query }))
  if (roll === 4) return json('variables of the wrong type', JSON.stringify({ query: 'query Q($id: Int!) { Page(id: $id) { id } }', variables: rng.pick([{ id: 'abc' }, 'x', [1], null, { id: 2 ** 40 }]) }))
  if (roll === 5) return json('a query that is not a string', JSON.stringify({ query: junkValue(rng), operationName: junkValue(rng) }))
  if (roll === 6) return json('broken JSON', JSON.stringify({ query }).slice(0, rng.int(0, 10)))
  if (roll === 7) return json('a batch', JSON.stringify([{ query }, { query: rng.pick(queries) }, junkValue(rng)]))
  if (roll === 8) return json('text/plain', query, rng.pick(['text/plain', 'application/graphql', 'application/x-www-form-urlencoded', 'multipart/form-data']))
  return {
    endpoint: 'GET /api/graphql',
    label: `GET ${describe(query)}`,
    request: { method: rng.pick(['GET', 'GET', 'PUT', 'DELETE']), path: `/api/graphql?query=${enc(query)}&variables=${enc(unicodeJunk(rng, 10))}`, host },
    expect: { kind: 'no-5xx' },
  }
}

function getCase(endpoint: string, label: string, path: string, host: string, method = 'GET', headers: Record<string, string> = {}): Case {
  return { endpoint, label, request: { method, path, host, headers }, expect: { kind: 'no-5xx' } }
}

function termsCase(rng: Rng, host: string): Case {
  const method = rng.chance(0.8) ? 'GET' : rng.pick(['POST', 'PUT', 'DELETE', 'PATCH'])
  const { query } = localeQuery(rng)
  return getCase(`${method} /api/terms`, `terms ${query}`, `/api/terms${query}`, host, method)
}

function redirectsCase(rng: Rng, host: string): Case {
  const method = rng.chance(0.6) ? 'GET' : rng.pick(['POST', 'PUT', 'DELETE', 'HEAD'])
  return getCase(`${method} /api/site/redirects`, 'redirects', `/api/site/redirects?from=${enc(unicodeJunk(rng, 20))}`, host, method)
}

const JUNK_TOKENS = [
  'garbage',
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwiZW1haWwiOiJhZG1pbkB6YXAubG9jYWwifQ.',
  'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.invalidsignature',
  'a.b.c',
  '%00',
  'x'.repeat(5000),
]

function previewCase(rng: Rng, host: string): Case {
  const id = rng.pick(['1', '-1', '0', '1.5', 'abc', '1e309', '99999999999999999999', '', encodeURIComponent(rng.pick(SCRIPTS)), '2'])
  const locale = rng.pick(['pt', 'en', 'fr', '', '%00'])
  const headers: Record<string, string> = {}
  const auth = rng.int(0, 3)
  if (auth === 1) headers.cookie = `payload-token=${rng.pick(JUNK_TOKENS)}`
  if (auth === 2) headers.authorization = rng.pick(['JWT ', 'Bearer ', 'users API-Key ']) + rng.pick(JUNK_TOKENS)
  const exit = rng.chance(0.1) ? `&exit=${rng.pick(['1', 'true', '', SCRIPTS[0]])}` : ''
  return getCase('GET /api/preview', `preview id=${id} locale=${locale} auth=${auth}${exit}`, `/api/preview?id=${id}&locale=${locale}${exit}`, host, 'GET', headers)
}

const REAL_PATHS = ['/', '/a-zap', '/en/the-zap', '/zap-fibra', '/apoio-ao-cliente/contactos', '/en/help/faq', '/a-zap/noticias', '/zap-satelite/pacotes-de-canais']
const SEGMENTS = ['a-zap', 'en', 'pt', '..', '.', '%2e%2e', '%2F', '%00', '%E0%A4%A', '%FF', 'x'.repeat(300), 'index.php', 'wp-admin', '.env', 'api', '_next', 'admin', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%ED%A0%80', '%F0%9F%99%82', 'THE-ZAP', '~root', ';', '%20', '+', '*']

function pageCase(rng: Rng, hosts: { ao: string; mz: string }): Case {
  const host = rng.chance(0.75) ? hosts.ao : hosts.mz
  let path: string
  const roll = rng.int(0, 9)
  if (roll <= 3) path = '/' + Array.from({ length: rng.int(1, 5) }, () => rng.pick(SEGMENTS)).join('/')
  else if (roll <= 5) path = rng.pick(REAL_PATHS) + (rng.chance(0.5) ? '/' + enc(unicodeJunk(rng, 15)) : '')
  else path = rng.pick(REAL_PATHS)
  if (path.length > 1 && rng.chance(0.15)) path += '/'
  const q = rng.int(0, 5)
  if (q === 1) path += `?q=${encodeURIComponent(rng.pick(SCRIPTS))}`
  else if (q === 2) path += `?page=${rng.pick(['-1', '0', '1e9', 'abc', '%00'])}&locale=${rng.pick(LOCALES)}`
  else if (q === 3) path += `?${enc(unicodeJunk(rng, 30))}=${enc(unicodeJunk(rng, 30))}`
  else if (q === 4) path += `?utm_source=${'x'.repeat(rng.int(100, 4000))}`
  const headers: Record<string, string> = {}
  if (rng.chance(0.2)) headers['accept-language'] = rng.pick(['', '*', 'xx', 'en;q=abc', 'pt-PT,en;q=0.5', '\xff\xfe', ',,,;;;'])
  if (rng.chance(0.15)) headers.cookie = `i18n_redirected=${rng.pick(['en', 'pt', 'xx', '', '%00', 'en; i18n_redirected=pt'])}`
  let method = 'GET'
  if (rng.chance(0.15)) {
    method = rng.pick(['POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'])
    // A POST with a Server Action id that does not exist.
    if (method === 'POST' && rng.chance(0.5)) headers['next-action'] = rng.pick(['0'.repeat(40), 'junk', unicodeJunk(rng, 5).replace(/[^\x20-\x7e]/g, 'x')])
  }
  return getCase(`${method} page`, `${method} ${path.slice(0, 80)}`, path, host, method, headers)
}

function restCase(rng: Rng, host: string): Case {
  const roll = rng.int(0, 8)
  if (roll <= 2) {
    const body = rng.pick([
      JSON.stringify({ email: 'admin@zap.local', password: junkValue(rng) }),
      JSON.stringify({ email: junkValue(rng), password: 'x' }),
      '{"email":',
      JSON.stringify([1, 2]),
      '',
      JSON.stringify({ email: 'admin@zap.local', password: 'x'.repeat(100_000) }),
    ])
    return { endpoint: 'POST /api/users/login', label: `login ${describe(body)}`, request: { method: 'POST', path: '/api/users/login', host, headers: { 'content-type': rng.pick(['application/json', 'text/plain']) }, body }, expect: { kind: 'no-5xx' } }
  }
  // Payload's own query parser answers 500 to some `where` junk and to /api/pages/abc (Payload
  // 3.90 bugs, reported; not ours to patch here), so the REST part sticks to what a visitor would
  // try to get at leads and users with, and Payload's login.
  const paths = [
    `/api/pages?limit=abc&page=-5&sort=%00`,
    '/api/pages?depth=1000&limit=1',
    `/api/pages?locale=${rng.pick(LOCALES)}&fallback-locale=xx`,
    '/api/pages/99999999999999999999',
    '/api/newsletter-subscriptions',
    '/api/callback-requests?limit=1000',
    '/api/job-applications/1',
    '/api/cv-files',
    '/api/cv-files/file/cv.pdf',
    '/api/users',
    '/api/users/me',
    '/api/nope',
    '/api/media/file/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/popup-analytics?where[country][equals]=1',
  ]
  const headers: Record<string, string> = rng.chance(0.3) ? { authorization: `JWT ${rng.pick(JUNK_TOKENS)}` } : {}
  const method = rng.chance(0.85) ? 'GET' : rng.pick(['DELETE', 'PATCH', 'POST'])
  const path = rng.pick(paths)
  return { endpoint: `${method} /api (Payload REST)`, label: path, request: { method, path, host, headers }, expect: { kind: 'no-5xx' } }
}

/** The whole bulk, in a seeded random order. */
export async function generateCases(rng: Rng, hosts: { ao: string; mz: string }, perForm = 140): Promise<Case[]> {
  const cases: Case[] = []
  for (const spec of FORMS) for (let i = 0; i < perForm; i++) cases.push(await formCase(rng, spec, hosts))
  const host = () => (rng.chance(0.7) ? hosts.ao : rng.pick([hosts.mz, 'evil.example', '']))
  for (let i = 0; i < 100; i++) cases.push(graphqlCase(rng, host()))
  for (let i = 0; i < 40; i++) cases.push(termsCase(rng, host()))
  for (let i = 0; i < 20; i++) cases.push(redirectsCase(rng, host()))
  for (let i = 0; i < 60; i++) cases.push(previewCase(rng, host()))
  for (let i = 0; i < 150; i++) cases.push(pageCase(rng, hosts))
  for (let i = 0; i < 50; i++) cases.push(restCase(rng, host()))
  // Shuffle so one endpoint's trouble shows up among the others, as real traffic would.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[cases[i], cases[j]] = [cases[j] as Case, cases[i] as Case]
  }
  return cases
}

/** A valid request per form: they must succeed before and after the bulk (the endpoints really work). */
export async function validFormRequests(hosts: { ao: string; mz: string }, tag: string): Promise<{ form: string; request: RawRequest }[]> {
  const out: { form: string; request: RawRequest }[] = []
  for (const spec of FORMS) {
    const body = spec.base('ao')
    if ('email' in body) body.email = `${tag}-${spec.name}@example.co.ao`
    const path = `/api/forms/${spec.name}?locale=pt`
    if (spec.multipart) {
      const { bytes, type } = await multipart(body)
      out.push({ form: spec.name, request: { method: 'POST', path, host: hosts.ao, headers: { 'content-type': type }, body: bytes } })
    } else out.push({ form: spec.name, request: { method: 'POST', path, host: hosts.ao, headers: { 'content-type': 'application/json' }, body: jsonText(body) } })
  }
  return out
}
