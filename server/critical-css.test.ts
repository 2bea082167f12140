/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { criticalCss, DEFERRED_STYLES_SCRIPT } from './critical-css.mjs'
import { inlineScripts, isFrameworkScript } from './csp.mjs'

/** A build folder with one stylesheet, as Next writes it under .next/static/css. */
const distDir = mkdtempSync(path.join(tmpdir(), 'zap-critical-css-'))
mkdirSync(path.join(distDir, 'static', 'css'), { recursive: true })
writeFileSync(
  path.join(distDir, 'static', 'css', 'site.css'),
  [
    '.hero_title{font-size:2rem}',
    '.menu_open{display:block}',
    '.card_button:hover{color:red}',
    '@media (min-width:768px){.hero_title{font-size:3rem}.table_row{display:grid}}',
    '.band{display:none}html[data-country-question] .band{display:block;min-height:112px}',
    '.promo{display:none}html[data-app-band]:not([data-country-question]) .promo{display:block}',
    '.list{padding:0}.list:popover-open{inset:auto;position-area:bottom span-left}',
    '@supports not (position-area:bottom){.list:popover-open{top:44px}}',
  ].join('\n'),
)
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const page = `<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><title>ZAP</title>
<link rel="stylesheet" href="/_next/static/css/site.css?dpl=1" data-precedence="next"></head>
<body><h1 class="hero_title">Pacotes</h1><a class="card_button" href="/x">Aderir</a><div class="band"></div><div class="promo"></div><ul class="list" popover></ul></body></html>`

describe('critical CSS (Beasties on the finished page)', () => {
  it('inlines the rules the page’s elements use, their media queries and hover states, and the states set before paint', async () => {
    const html = await criticalCss({ distDir })(page)
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(inline).toContain('.hero_title{font-size:2rem}')
    expect(inline).toContain('@media (min-width:768px){.hero_title{font-size:3rem}}')
    expect(inline).toContain('.card_button:hover{color:red}')
    expect(inline).toContain('html[data-country-question] .band{display:block;min-height:112px}')
    expect(inline).toContain('html[data-app-band]:not([data-country-question]) .promo{display:block}')
    // What nothing on the page uses waits for the stylesheet.
    expect(inline).not.toContain('menu_open')
    expect(inline).not.toContain('table_row')
  })

  it('leaves an open popover’s rules to the stylesheet: none is open at the first paint', async () => {
    const inline = /<style>([\s\S]*?)<\/style>/.exec(await criticalCss({ distDir })(page))?.[1] ?? ''
    expect(inline).toContain('.list{padding:0}')
    expect(inline).not.toContain('popover-open')
    expect(inline).not.toContain('position-area')
  })

  it('loads the whole stylesheet without blocking the first paint, for everything else', async () => {
    const html = await criticalCss({ distDir })(page)
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/css\/site\.css\?dpl=1"[^>]*media="print"/)
    expect(html).toMatch(/data-beasties-media="all"/)
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_next/static/css/site.css?dpl=1"')
  })

  it('adds exactly one inline script, the constant the CSP allows by its hash', async () => {
    const scripts = inlineScripts(await criticalCss({ distDir })(page))
    expect(scripts.map((script) => script.text)).toEqual([DEFERRED_STYLES_SCRIPT])
    expect(isFrameworkScript(DEFERRED_STYLES_SCRIPT)).toBe(true)
  })
})
