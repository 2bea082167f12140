/**
 * Content-Security-Policy for the public site without 'unsafe-inline' scripts, and without making
 * pages dynamic. Nonces would have to be new on every request, so Next would render every page per
 * request (its own CSP guide says so); our pages are rendered once and served from Next's cache. So
 * the server hashes instead: it reads the finished HTML, finds the inline scripts Next and React
 * write themselves, and allows exactly those by their sha256 in the response's script-src.
 *
 * Only scripts whose whole text has one of Next's or React's own shapes are hashed: the RSC payload
 * `self.__next_f.push([n,"…"])` whose argument must parse as JSON data, React's streaming runtime
 * (`$RC=function…`, `$RS`, `$RR`, `$RX`, taken verbatim from the react-dom build Next ships) followed
 * by calls whose arguments are JSON, Next's fixed one-liners, and our own fixed scripts (the consent
 * banner's, the country question's, the app band's, the language switch's, the phone menu's and the
 * critical CSS's; imported below), each compared as a whole constant. A script that reached the HTML
 * any other way (a CMS field that slipped through sanitising) is not hashed and stays blocked.
 * JSON-LD (`type="application/ld+json"`) is data, never executed, and needs no hash.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'
import { CONSENT_KNOWN_SCRIPT } from '../lib/consent/banner-script.mjs'
import { LOCALE_SWITCH_SCRIPT } from '../lib/i18n/locale-cookie.mjs'
import { APP_BAND_SCRIPT } from '../lib/ui/app-band-script.mjs'
import { COUNTRY_QUESTION_SCRIPT } from '../lib/ui/country-question-script.mjs'
import { MENU_SCRIPT } from '../lib/ui/menu-script.mjs'
import { DEFERRED_STYLES_SCRIPT } from './critical-css.mjs'

/** Constant inline scripts, matched whole: Next's own (App Router) and ours. */
const FIXED_SCRIPTS = new Set([
  '(self.__next_f=self.__next_f||[]).push([0])',
  // Streamed metadata: moves icon links that ended up in <body> into <head>.
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))',
  // Ours: hides the server-rendered consent banner before it paints when a choice is stored.
  CONSENT_KNOWN_SCRIPT,
  // Ours: keeps the country question's room from the first paint on a first visit.
  COUNTRY_QUESTION_SCRIPT,
  // Ours: keeps the app promotion's room from the first paint unless it was closed in this visit.
  APP_BAND_SCRIPT,
  // Ours: remembers the language switch's choice on the tap, before or after hydration.
  LOCALE_SWITCH_SCRIPT,
  // Ours: the phone menu where its native commands are missing, link clicks and Tab inside it.
  MENU_SCRIPT,
  // Beasties': lets the stylesheets loaded without blocking apply (server/critical-css.mjs).
  DEFERRED_STYLES_SCRIPT,
])

/**
 * Calls that only hand JSON data to Next: the RSC payload `self.__next_f.push([1,"…"])`, the
 * `next/script` queue `(self.__next_s=…).push(…)` and Turbopack's chunk list.
 */
const NEXT_DATA_CALL =
  /^(?:self\.__next_f\.push|\(self\.__next_s=self\.__next_s\|\|\[\]\)\.push|\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push)\(([\s\S]*)\);?$/

/** JSON: plain data (numbers, strings, null, arrays, objects) that cannot run anything. */
function isJson(text) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * React's streaming runtime, exactly as the react-dom server build that Next ships writes it
 * (`$RC=function(…){…}` and friends). Read from the build rather than copied here, so that a React
 * upgrade cannot leave a stale copy; if nothing is found, such scripts are simply not hashed.
 */
export function reactRuntimeSnippets(dirs = reactDomDirs()) {
  const found = new Set()
  const literal = /(["'])((?:\$R[A-Z]{0,2}=|requestAnimationFrame\(function\(\)\{\$RT=)(?:(?!\1)[^\\\n]|\\.)*)\1/g
  for (const dir of dirs) {
    let files = []
    try {
      files = readdirSync(dir).filter((name) => /server.*\.production\.js$|static.*\.production\.js$/.test(name))
    } catch {
      continue
    }
    for (const name of files) {
      const source = readFileSync(path.join(dir, name), 'utf8')
      for (const match of source.matchAll(literal)) {
        // A plain JS string literal from react-dom's own file: evaluated to get its text.
        const text = vm.runInNewContext(match[0])
        // Strip a trailing call opener ('…};$RS("'): the calls are checked separately.
        const definition = text.replace(/;*\$R[A-Z]{1,2}\("$/, '')
        if (definition.length > 20) found.add(definition.replace(/;+$/, ''))
      }
    }
  }
  // Longest first, so that a definition that contains a shorter one is stripped whole.
  return [...found].sort((a, b) => b.length - a.length)
}

function reactDomDirs() {
  try {
    // Resolved from the app's folder (the server runs there); no import.meta, so Jest can load this.
    const require = createRequire(path.join(process.cwd(), 'package.json'))
    const nextDir = path.dirname(require.resolve('next/package.json'))
    return ['react-dom', 'react-dom-experimental'].map((name) => path.join(nextDir, 'dist', 'compiled', name, 'cjs'))
  } catch {
    return []
  }
}

let runtime
const reactRuntime = () => (runtime ??= reactRuntimeSnippets())

/** `$RC("B:0","S:0")`-style calls, one or more, arguments JSON. */
const REACT_CALL = /\$R[A-Z]{1,2}\(((?:"(?:[^"\\]|\\.)*"|[\s\S])*?)\)(?:;|$)/y

function isReactInstruction(text, snippets) {
  let rest = text
  for (let stripped = true; stripped;) {
    stripped = false
    for (const snippet of snippets) {
      if (rest.startsWith(snippet)) {
        rest = rest.slice(snippet.length).replace(/^;+/, '')
        stripped = true
      }
    }
  }
  if (rest === '') return text !== ''
  REACT_CALL.lastIndex = 0
  let calls = 0
  while (REACT_CALL.lastIndex < rest.length) {
    const start = REACT_CALL.lastIndex
    const match = REACT_CALL.exec(rest)
    if (!match || match.index !== start || !isJson(`[${match[1]}]`)) return false
    calls++
  }
  return calls > 0
}

/** True for an inline script Next or React wrote itself (see the top of this file). */
export function isFrameworkScript(text, snippets = reactRuntime()) {
  if (FIXED_SCRIPTS.has(text)) return true
  const data = NEXT_DATA_CALL.exec(text)
  if (data) return isJson(data[1])
  return isReactInstruction(text, snippets)
}

/** Script types a browser does not execute (data blocks such as JSON-LD). */
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
  'application/ecmascript',
])

/** Every inline <script> in the HTML: its attributes and its text. */
export function inlineScripts(html) {
  const scripts = []
  const element = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  for (const match of html.matchAll(element)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    scripts.push({ attributes, text: match[2] ?? '', executable: EXECUTABLE_TYPES.has(typeValue) })
  }
  return scripts
}

/** The browser hashes the script text as parsed: HTML turns CR LF and lone CR into LF. */
const hashOf = (text) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

/** The script-src hashes for a page: Next's and React's own inline scripts only, each once. */
export function scriptHashes(html, snippets = reactRuntime()) {
  const hashes = new Set()
  for (const script of inlineScripts(html)) {
    if (script.executable && isFrameworkScript(script.text, snippets)) hashes.add(hashOf(script.text))
  }
  return [...hashes]
}

const join = (directives) =>
  Object.entries(directives)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? name : `${name} ${value}`))
    .join('; ')

/**
 * The public site. style-src keeps 'unsafe-inline': React writes style attributes; styles cannot
 * run code. img-src allows data: and blob: for placeholders and
 * next/image; /_next/image itself is same-origin. frame-ancestors 'self' lets /admin's live preview
 * frame the page; nobody else may.
 * @param {{ hashes?: string[], https?: boolean }} [options]
 */
export function sitePolicy({ hashes = [], https = false } = {}) {
  return join({
    'default-src': "'self'",
    'script-src': ["'self'", ...hashes].join(' '),
    'script-src-attr': "'none'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'media-src': "'self' blob:",
    'connect-src': "'self'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'frame-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
    'upgrade-insecure-requests': https,
  })
}

/**
 * Payload's admin (/admin). Looser on scripts: Payload and its editors write inline scripts of their
 * own (theme bootstrap, Lexical) that change with each Payload release; the admin is rendered per
 * request for signed-in staff only and sanitises what editors type like the public site does.
 * Everything else stays as strict as the site's; it may frame the site (live preview).
 * @param {{ https?: boolean }} [options]
 */
export function adminPolicy({ https = false } = {}) {
  return join({
    'default-src': "'self'",
    'script-src': "'self' 'unsafe-inline'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'media-src': "'self' blob:",
    'connect-src': "'self'",
    'worker-src': "'self' blob:",
    'frame-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
    'upgrade-insecure-requests': https,
  })
}

/**
 * Everything that is not a page: JSON, images, uploads, style sheets. Nothing may run if such a
 * file is opened as a document (an uploaded SVG with a script, say); `sandbox` also gives it an
 * opaque origin. Scripts get their own policy: the one sent with a service worker's script is the
 * worker's, and it must still fetch pages for the offline cache.
 */
export function resourcePolicy(contentType = '') {
  if (/javascript|ecmascript/i.test(contentType)) {
    return join({ 'default-src': "'self'", 'object-src': "'none'", 'base-uri': "'none'", 'frame-ancestors': "'self'" })
  }
  return join({
    'default-src': "'none'",
    'img-src': "'self' data:",
    'style-src': "'unsafe-inline'",
    'frame-ancestors': "'self'",
    sandbox: true,
  })
}
