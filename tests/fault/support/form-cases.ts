import type { Rng } from './prng'
import type { Case, Expectation } from './case'
import { type Body, EXTRA_KEYS, junkValue, MARKER, MISSING, SCRIPTS, unicodeJunk } from './junk'

/** The lead forms' malformed posts: each carries a breaker its schema refuses, plus noise (bad-input-cases.ts). */

// ---- the forms ---------------------------------------------------------------------------

export type FormSpec = {
  name: 'newsletter' | 'callback' | 'job-application' | 'casting' | 'coverage' | 'popup-click'
  maxBytes: number
  multipart: boolean
  base: (country: 'ao' | 'mz') => Body
  /** Each refused by the schema whatever the framing (JSON, or String() of it in a form post). */
  breakers: [string, unknown][]
}

export const EMAIL_BREAKERS: unknown[] = [
  MISSING,
  '',
  42,
  null,
  false,
  {},
  ['a@b.co'],
  'ana@zap',
  'ana@@x.ao',
  'ana@x.a',
  '@x.ao',
  `${SCRIPTS[0]}@x.ao`,
  'a'.repeat(260) + '@x.ao',
  'ana silva@x.ao',
  'ana@x.ao\u0000',
]
export const TERMS_BREAKERS: unknown[] = [MISSING, false, 'false', 0, 1, 'no', null, 'yes', {}, [], 'ON', 'True']
export const NAME_BREAKERS: unknown[] = [
  MISSING,
  '',
  'A',
  42,
  null,
  SCRIPTS[0],
  'Ana 123',
  'x'.repeat(130),
  '\ud800Ana',
  'Ana\u0000',
  '😀😀',
  ['Ana Silva'],
]
/** The call-back takes any name a person types (digits, one letter, emoji): only what no name is. The array has two values: a form-encoded body cannot tell a one-value array from a plain name. */
// No number here: names may hold digits, and 42 sent form-encoded is the valid name "42".
export const ANY_NAME_BREAKERS: unknown[] = [
  MISSING,
  '',
  '   ',
  null,
  SCRIPTS[0],
  'x'.repeat(130),
  '\ud800Ana',
  'Ana\u0000',
  'Ana\u202e',
  ['Ana Silva', 'Bea Costa'],
]
export const PHONE_BREAKERS: unknown[] = [
  MISSING,
  '',
  '123',
  12345,
  null,
  '+1 555 0100',
  '9'.repeat(30),
  SCRIPTS[0],
  '+244 923 456 78x',
  ['923456789'],
  '00000000',
]
export const HONEYPOT_BREAKERS: unknown[] = ['http://spam.example', 'x', 123, ['']]
export const TEXT_BREAKERS = (min: number): unknown[] => [
  MISSING,
  null,
  7,
  'x'.repeat(Math.max(0, min - 1)) || null,
  'abc\u0000def',
  'x'.repeat(2100),
]
export const CHOICE_BREAKERS: unknown[] = [MISSING, '', 'nope', 3, null, SCRIPTS[0], ['x'], 'OUTRO ']

// The smallest file Payload's PDF check accepts (as in tests/integration/leads.int.ts).
/** One [field, bad value] case per value: the form's valid body with that field broken. */
const breaking = (field: string, values: readonly unknown[]): [string, unknown][] =>
  values.map((value) => [field, value])

export const pdfBytes = `%PDF-1.4\n${'x'.repeat(2000)}\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n`

export const FORMS: FormSpec[] = [
  {
    name: 'newsletter',
    maxBytes: 4 * 1024,
    multipart: false,
    base: () => ({ email: 'ana.silva@example.co.ao', acceptTerms: true, service: 'TV' }),
    breakers: [
      ...breaking('email', EMAIL_BREAKERS),
      ...breaking('acceptTerms', TERMS_BREAKERS),
      ...breaking('service', [MISSING, 'Rádio', '', 7, null, 'tv', SCRIPTS[0], ['TV']]),
      ...breaking('website', HONEYPOT_BREAKERS),
    ],
  },
  {
    name: 'callback',
    maxBytes: 4 * 1024,
    multipart: false,
    base: (country) => ({
      clientName: 'Ana Sofia',
      clientPhone: country === 'ao' ? '923456789' : '841234567',
      clientSubject: country === 'ao' ? 4 : 2,
    }),
    breakers: [
      ...breaking('clientName', ANY_NAME_BREAKERS),
      ...breaking('clientPhone', PHONE_BREAKERS),
      ...breaking('clientSubject', [MISSING, 0, -1, 99, 'abc', null, '', {}, [], 1.5, '1e9', 'Infinity']),
      ...breaking('website', HONEYPOT_BREAKERS),
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
      ...breaking('fullName', NAME_BREAKERS),
      ...breaking('birthDate', [
        MISSING,
        '2020-01-01',
        '1990-13-45',
        'not a date',
        42,
        null,
        '1800-01-01',
        '01/05/1995',
      ]),
      ...breaking('email', EMAIL_BREAKERS),
      ...breaking('phone', PHONE_BREAKERS),
      ...breaking('province', [MISSING, 'Nowhere', '', null, 5]),
      ...breaking('talent', CHOICE_BREAKERS),
      ...breaking('about', TEXT_BREAKERS(20)),
      ...breaking('videoUrl', [
        `javascript:alert('${MARKER}')`,
        'ftp://x.example/a',
        'not a url',
        42,
        `data:text/html,<script>alert('${MARKER}')</script>`,
      ]),
      ...breaking('acceptTerms', TERMS_BREAKERS),
      ...breaking('website', HONEYPOT_BREAKERS),
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
      ...breaking('fullName', NAME_BREAKERS),
      ...breaking('phone', PHONE_BREAKERS),
      ...breaking('email', EMAIL_BREAKERS),
      ...breaking('municipality', TEXT_BREAKERS(2)),
      ...breaking('address', TEXT_BREAKERS(5)),
      ...breaking('propertyType', CHOICE_BREAKERS),
      ...breaking('interest', CHOICE_BREAKERS),
      ...breaking('contactTime', CHOICE_BREAKERS),
      ...breaking('acceptTerms', TERMS_BREAKERS),
      ...breaking('website', HONEYPOT_BREAKERS),
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
      ...breaking('job', ['abc', '-1', '1.5', '9'.repeat(13), SCRIPTS[0]]),
      ['job', '999999'],
      ...breaking(
        'fullName',
        NAME_BREAKERS.filter((v) => typeof v !== 'object'),
      ),
      ...breaking(
        'email',
        EMAIL_BREAKERS.filter((v) => typeof v === 'string' || v === MISSING),
      ),
      ...breaking(
        'phone',
        PHONE_BREAKERS.filter((v) => typeof v === 'string' || v === MISSING),
      ),
      ...breaking('education', [MISSING, 'nope', '', 'LICENCIATURA']),
      ...breaking(
        'experienceYears',
        [MISSING, '-1', '51', 'lots', '2.5', ''].filter((v) => v !== ''),
      ),
      ...breaking('acceptTerms', [MISSING, 'off', 'false', '']),
      ['website', 'http://spam.example'],
    ],
  },
  {
    name: 'popup-click',
    maxBytes: 512,
    multipart: false,
    base: () => ({ store: 'apple' }),
    breakers: breaking('store', [MISSING, 'android', '', 1, null, ['apple'], 'APPLE', 'apple ', SCRIPTS[0], {}, true]),
  },
]

// ---- encodings ---------------------------------------------------------------------------

/** How a form post carries a value; null is left out (a missing field, refused where a breaker). */
export function formValue(value: unknown): string | Blob | null {
  if (value === null || value === undefined) return null
  if (value instanceof Blob) return value
  if (typeof value === 'string') return value
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * A value as a form sends it: an array of several values is the field repeated, as a form posts
 * them (its JSON text would be one valid free-text name). A one-value array stays its JSON text,
 * which no field accepts; repeated once it would be a plain valid value.
 */
const formValues = (value: unknown): (string | Blob)[] =>
  (Array.isArray(value) && value.length > 1 ? value : [value])
    .map(formValue)
    .filter((v): v is string | Blob => v !== null)

export async function multipart(body: Body): Promise<{ bytes: Buffer; type: string }> {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) for (const encoded of formValues(value)) form.append(key, encoded)
  const response = new Response(form)
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' }
}

export function urlencoded(body: Body): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(body))
    for (const encoded of formValues(value)) params.append(key, encoded instanceof Blob ? '[file]' : encoded)
  return params.toString()
}

/** JSON text; files become their names (a JSON post cannot carry one). */
export function jsonText(body: Body): string {
  return JSON.stringify(body, (_key, value: unknown) => (value instanceof Blob ? 'cv.pdf' : value))
}

export const LOCALES = [
  'pt',
  'en',
  '',
  'EN',
  'fr',
  'pt-BR',
  'en%00',
  '%3Cscript%3E',
  'p%74',
  'en-GB',
  '%F0%9F%99%82',
  '%ED%A0%80',
  'null',
  '..%2F..',
]

/** Percent-encoded, lone surrogates included (as U+FFFD: encodeURIComponent refuses them). */
export const enc = (text: string) => encodeURIComponent(text.toWellFormed())

export function localeQuery(rng: Rng): { query: string; locale: 'pt' | 'en' } {
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

export async function formCase(rng: Rng, spec: FormSpec, hosts: { ao: string; mz: string }): Promise<Case> {
  const country = rng.chance(0.7) ? 'ao' : 'mz'
  const host = hosts[country]
  const { query, locale } = localeQuery(rng)
  const path = `/api/forms/${spec.name}${query}`
  const refusal: Expectation = { kind: 'form-refusal', locale }
  const post = (
    label: string,
    body: Buffer | string,
    contentType?: string,
    headers: Record<string, string> = {},
  ): Case => ({
    endpoint: `POST /api/forms/${spec.name}`,
    label,
    request: {
      method: 'POST',
      path,
      host,
      headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...headers },
      body,
    },
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
      [
        'random bytes',
        Buffer.from(Array.from({ length: rng.int(1, Math.min(2000, spec.maxBytes)) }, () => rng.int(0, 255))),
      ],
      [
        'invalid UTF-8 inside JSON',
        Buffer.concat([
          Buffer.from(valid.slice(0, 12)),
          Buffer.from([0xff, 0xfe, 0xc0, 0xaf]),
          Buffer.from(valid.slice(12)),
        ]),
      ],
      [
        'a lone surrogate as raw bytes',
        Buffer.concat([Buffer.from(valid.slice(0, 12)), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(valid.slice(12))]),
      ],
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
    if (rng.chance(0.5))
      return { ...post(`a body of ${over} bytes`, jsonText(big), 'application/json'), oversize: true }
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
  // 3. Wrong methods (Next responds with 405 for a method the route does not export).
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
    labels.push(`${field}=${value === MISSING ? '(missing)' : describeValue(value)}`)
  }
  // Noise on the other fields: junk, a wrong type, or missing.
  for (const field of Object.keys(body)) {
    if (broken.has(field) || !rng.chance(0.25)) continue
    if (rng.chance(0.3)) delete body[field]
    else body[field] = junkValue(rng)
    labels.push(`~${field}`)
  }
  const extras = rng.chance(0.4) ? rng.int(1, 5) : 0
  for (let i = 0; i < extras; i++)
    body[rng.pick(EXTRA_KEYS) + (rng.chance(0.3) ? unicodeJunk(rng, 3) : '')] = junkValue(rng)
  if (extras) labels.push(`+${extras} extra fields`)
  const label = labels.join(', ')

  const framing = spec.multipart
    ? rng.pick(['multipart', 'multipart', 'multipart', 'json', 'urlencoded', 'text', 'none'])
    : rng.pick([
        'json',
        'json',
        'json',
        'json-charset',
        'json-upper',
        'urlencoded',
        'multipart',
        'text',
        'none',
        'bom',
        'proto',
      ])
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
      return post(
        `${label} (__proto__ key)`,
        jsonText(body).replace('{', '{"__proto__":{"isAdmin":true,"ok":true},'),
        'application/json',
      )
    default:
      return post(label, jsonText(body), 'application/json')
  }
}

export function describeValue(value: unknown): string {
  if (value instanceof File) return `File(${value.name}, ${value.type}, ${value.size} B)`
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 37)}…` : text
}
