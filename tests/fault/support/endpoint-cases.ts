import type { Rng } from './prng'
import type { Case } from './case'
import { describeValue, enc, LOCALES, localeQuery } from './form-cases'
import { junkValue, SCRIPTS, unicodeJunk } from './junk'

/** Malformed requests to the endpoints that are not lead forms: GraphQL, terms, redirects, preview, pages, REST. */

// ---- the other endpoints -----------------------------------------------------------------

export const GRAPHQL_QUERIES = (rng: Rng): string[] => [
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

export function graphqlCase(rng: Rng, host: string): Case {
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
  if (roll <= 3) return json(`query ${describeValue(query)}`, JSON.stringify({ query }))
  if (roll === 4)
    return json(
      'variables of the wrong type',
      JSON.stringify({
        query: 'query Q($id: Int!) { Page(id: $id) { id } }',
        variables: rng.pick([{ id: 'abc' }, 'x', [1], null, { id: 2 ** 40 }]),
      }),
    )
  if (roll === 5)
    return json(
      'a query that is not a string',
      JSON.stringify({ query: junkValue(rng), operationName: junkValue(rng) }),
    )
  if (roll === 6) return json('broken JSON', JSON.stringify({ query }).slice(0, rng.int(0, 10)))
  if (roll === 7) return json('a batch', JSON.stringify([{ query }, { query: rng.pick(queries) }, junkValue(rng)]))
  if (roll === 8)
    return json(
      'text/plain',
      query,
      rng.pick(['text/plain', 'application/graphql', 'application/x-www-form-urlencoded', 'multipart/form-data']),
    )
  return {
    endpoint: 'GET /api/graphql',
    label: `GET ${describeValue(query)}`,
    request: {
      method: rng.pick(['GET', 'GET', 'PUT', 'DELETE']),
      path: `/api/graphql?query=${enc(query)}&variables=${enc(unicodeJunk(rng, 10))}`,
      host,
    },
    expect: { kind: 'no-5xx' },
  }
}

export function getCase(
  endpoint: string,
  label: string,
  path: string,
  host: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Case {
  return { endpoint, label, request: { method, path, host, headers }, expect: { kind: 'no-5xx' } }
}

export function termsCase(rng: Rng, host: string): Case {
  const method = rng.chance(0.8) ? 'GET' : rng.pick(['POST', 'PUT', 'DELETE', 'PATCH'])
  const { query } = localeQuery(rng)
  return getCase(`${method} /api/terms`, `terms ${query}`, `/api/terms${query}`, host, method)
}

export function redirectsCase(rng: Rng, host: string): Case {
  const method = rng.chance(0.6) ? 'GET' : rng.pick(['POST', 'PUT', 'DELETE', 'HEAD'])
  return getCase(
    `${method} /api/site/redirects`,
    'redirects',
    `/api/site/redirects?from=${enc(unicodeJunk(rng, 20))}`,
    host,
    method,
  )
}

export const JUNK_TOKENS = [
  'garbage',
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwiZW1haWwiOiJhZG1pbkB6YXAubG9jYWwifQ.',
  'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.invalidsignature',
  'a.b.c',
  '%00',
  'x'.repeat(5000),
]

export function previewCase(rng: Rng, host: string): Case {
  const id = rng.pick([
    '1',
    '-1',
    '0',
    '1.5',
    'abc',
    '1e309',
    '99999999999999999999',
    '',
    encodeURIComponent(rng.pick(SCRIPTS)),
    '2',
  ])
  const locale = rng.pick(['pt', 'en', 'fr', '', '%00'])
  const headers: Record<string, string> = {}
  const auth = rng.int(0, 3)
  if (auth === 1) headers.cookie = `payload-token=${rng.pick(JUNK_TOKENS)}`
  if (auth === 2) headers.authorization = rng.pick(['JWT ', 'Bearer ', 'users API-Key ']) + rng.pick(JUNK_TOKENS)
  const exit = rng.chance(0.1) ? `&exit=${rng.pick(['1', 'true', '', SCRIPTS[0]])}` : ''
  return getCase(
    'GET /api/preview',
    `preview id=${id} locale=${locale} auth=${auth}${exit}`,
    `/api/preview?id=${id}&locale=${locale}${exit}`,
    host,
    'GET',
    headers,
  )
}

export const REAL_PATHS = [
  '/',
  '/a-zap',
  '/en/the-zap',
  '/zap-fibra',
  '/apoio-ao-cliente/contactos',
  '/en/help/faq',
  '/a-zap/noticias',
  '/zap-satelite/pacotes-de-canais',
]
export const SEGMENTS = [
  'a-zap',
  'en',
  'pt',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%00',
  '%E0%A4%A',
  '%FF',
  'x'.repeat(300),
  'index.php',
  'wp-admin',
  '.env',
  'api',
  '_next',
  'admin',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%ED%A0%80',
  '%F0%9F%99%82',
  'THE-ZAP',
  '~root',
  ';',
  '%20',
  '+',
  '*',
]

export function pageCase(rng: Rng, hosts: { ao: string; mz: string }): Case {
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
  if (rng.chance(0.2))
    headers['accept-language'] = rng.pick(['', '*', 'xx', 'en;q=abc', 'pt-PT,en;q=0.5', '\xff\xfe', ',,,;;;'])
  if (rng.chance(0.15))
    headers.cookie = `i18n_redirected=${rng.pick(['en', 'pt', 'xx', '', '%00', 'en; i18n_redirected=pt'])}`
  let method = 'GET'
  if (rng.chance(0.15)) {
    method = rng.pick(['POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'])
    // A POST with a Server Action id that does not exist.
    if (method === 'POST' && rng.chance(0.5))
      headers['next-action'] = rng.pick(['0'.repeat(40), 'junk', unicodeJunk(rng, 5).replace(/[^\x20-\x7e]/g, 'x')])
  }
  return getCase(`${method} page`, `${method} ${path.slice(0, 80)}`, path, host, method, headers)
}

export function restCase(rng: Rng, host: string): Case {
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
    return {
      endpoint: 'POST /api/users/login',
      label: `login ${describeValue(body)}`,
      request: {
        method: 'POST',
        path: '/api/users/login',
        host,
        headers: { 'content-type': rng.pick(['application/json', 'text/plain']) },
        body,
      },
      expect: { kind: 'no-5xx' },
    }
  }
  // What a visitor would try to get at leads and users with, Payload's login, and the reads Payload
  // 3.90 used to respond with a 500 (lib/rest/guard.ts): localized filters without a locale, junk ids.
  const paths = [
    `/api/pages?where[title][like]=${enc(unicodeJunk(rng, 6))}`,
    `/api/pages?where[path][equals]=${enc(String(junkValue(rng)))}`,
    `/api/pages/${enc(rng.pick(['abc', '1e3', '-', '%00', unicodeJunk(rng, 4)]))}`,
    '/api/media/abc',
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
  return {
    endpoint: `${method} /api (Payload REST)`,
    label: path,
    request: { method, path, host, headers },
    expect: { kind: 'no-5xx' },
  }
}
