import { createHash } from 'node:crypto'
import {
  adminPolicy,
  inlineScripts,
  isFrameworkScript,
  reactRuntimeSnippets,
  resourcePolicy,
  scriptHashes,
  sitePolicy,
} from './csp.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name) ?? ''

// Inline scripts as Next 16 writes them into a cached page (copied from a real page of this site).
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:\\"/_next/static/chunks/3f_oyf66r-4oe.js\\"\\n3:I[\\"\\u003cscript\\u003e\\"]\\n"])'
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0s_il9wjcycy4.js"],"runtimeModuleIds":[494553]});'

const snippets = reactRuntimeSnippets()
const definition = (name: string) => {
  const found = snippets.find((s) => s.includes(`${name}=function`))
  if (!found) throw new Error(`react-dom's ${name} runtime not found`)
  return found
}

describe("React's streaming runtime, read from the react-dom build Next ships", () => {
  it('finds the boundary, segment, stylesheet and error instructions', () => {
    for (const name of ['$RC', '$RS', '$RR', '$RX']) expect(definition(name).length).toBeGreaterThan(50)
  })
})

describe('isFrameworkScript', () => {
  it.each([
    ['the RSC bootstrap', BOOTSTRAP],
    ['an RSC payload chunk', FLIGHT],
    ['a binary RSC chunk', 'self.__next_f.push([3,"AAEC"])'],
    ["Turbopack's chunk list", TURBOPACK],
    ['a next/script queue entry', '(self.__next_s=self.__next_s||[]).push(["/x.js",{}])'],
    ['a completed boundary with its runtime', `${definition('$RC')};$RC("B:0","S:0")`],
    ['a completed boundary alone', '$RC("B:1","S:1")'],
    ['a boundary with style sheets', `${definition('$RR')};$RR("B:2","S:2",[["/_next/static/chunks/a.css","high"]])`],
    ['a segment', `${definition('$RS')};$RS("S:3","P:3")`],
    ['an errored boundary', `${definition('$RX')};$RX("B:4","DIGEST")`],
    [
      'the metadata icon move',
      'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))',
    ],
  ])('accepts %s', (_name, text) => expect(isFrameworkScript(text, snippets)).toBe(true))

  it.each([
    ['plain code', 'alert(1)'],
    ['code after an RSC chunk', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['code inside the push', 'self.__next_f.push([1,"x"]),alert(1)'],
    ['code as the pushed value', 'self.__next_f.push(alert(1))'],
    ['an object with a getter-like body', 'self.__next_f.push({get a(){alert(1)}})'],
    ['a forged runtime', '$RC=function(){alert(1)};$RC("B:0","S:0")'],
    ['code after a boundary call', '$RC("B:0","S:0");alert(1)'],
    ['code as a call argument', '$RC("B:0",alert(1))'],
    ['a runtime with code appended', `${definition('$RC')};alert(1)`],
    ['an empty script', ''],
    ['a near miss of a fixed script', `${BOOTSTRAP};alert(1)`],
  ])('refuses %s', (_name, text) => expect(isFrameworkScript(text, snippets)).toBe(false))
})

describe('scriptHashes', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    `<script id="_R_">${TURBOPACK}</script>`,
    '</head><body><p>Olá</p>',
    // What a CMS field could smuggle in if sanitising ever failed: never hashed.
    '<div><script>alert(document.cookie)</script><SCRIPT>self.__next_f.push([1,"x"]);alert(2)</SCRIPT></div>',
    `<script>${BOOTSTRAP}</script><script>${FLIGHT}</script><script>${FLIGHT}</script>`,
    '</body></html>',
  ].join('')

  it("hashes Next's inline scripts, each once, and nothing else", () => {
    expect(scriptHashes(page, snippets).sort()).toEqual([sha(TURBOPACK), sha(BOOTSTRAP), sha(FLIGHT)].sort())
  })

  it('skips external scripts and data blocks, and reports the rest as inline', () => {
    const scripts = inlineScripts(page)
    expect(scripts.map((s) => s.executable)).toEqual([false, true, true, true, true, true, true])
  })

  it('hashes the text as the browser parses it (CR LF becomes LF)', () => {
    const crlf = 'self.__next_f.push([1,"a"\r\n])'
    expect(scriptHashes(`<script>${crlf}</script>`, snippets)).toEqual([sha('self.__next_f.push([1,"a"\n])')])
  })
})

describe('policies', () => {
  it("the site's script-src: self and the given hashes, no unsafe-inline or unsafe-eval", () => {
    const policy = sitePolicy({ hashes: [sha(BOOTSTRAP)] })
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha(BOOTSTRAP)}`)
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:")
  })

  it('upgrade-insecure-requests on https only', () => {
    expect(sitePolicy({ https: true })).toMatch(/upgrade-insecure-requests/)
    expect(sitePolicy({ https: false })).not.toMatch(/upgrade-insecure-requests/)
    expect(adminPolicy({ https: false })).not.toMatch(/upgrade-insecure-requests/)
  })

  it('files opened as documents run nothing (an uploaded SVG, JSON); scripts keep what a worker needs', () => {
    const svg = resourcePolicy('image/svg+xml')
    expect(directive(svg, 'default-src')).toBe("default-src 'none'")
    expect(svg).toMatch(/(^|; )sandbox($|;)/)
    const js = resourcePolicy('application/javascript; charset=utf-8')
    expect(directive(js, 'default-src')).toBe("default-src 'self'")
    expect(js).not.toMatch(/unsafe/)
  })
})
