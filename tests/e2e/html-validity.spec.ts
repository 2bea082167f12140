import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './support/fixtures'
import { checkHtmlFolder, type HtmlFinding } from './support/html-checker'
import { rawGet } from './support/raw-http'
import { sitemapPages } from './support/sitemap'

/**
 * Valid HTML: the server HTML of every page both countries' sitemaps list (both languages) goes through the Nu
 * Html Checker (vnu-jar, on Java) in one run. No error and no warning may be left but the few listed below, each
 * with its reason; an error listed must be the framework's, with its upstream issue. A listed finding that no
 * longer occurs fails too, so the lists only ever shrink.
 */

/** A finding the site cannot fix itself, matched by the checker's message and the markup it points at. */
type Allowed = {
  message: string
  /** The markup the checker highlights (HtmlFinding.markup), whole. */
  markup: RegExp
  /** Why the site leaves it. */
  reason: string
}

/** Errors written by the framework, not by the site's own markup: each with the upstream issue to follow. */
const FRAMEWORK_ERRORS: (Allowed & { issue: string })[] = [
  {
    message:
      'A “link” element with an “as” attribute must have a “rel” attribute that contains the value “preload” or the value “modulepreload”.',
    markup:
      // As Next writes it, or as the critical CSS leaves it (loaded without blocking, server/critical-css.mjs).
      /^<link href="\/_next\/static\/chunks\/[\w~.-]+\.css(\?dpl=\w+)?" rel="stylesheet" as="style" data-precedence="dynamic"( media="print" data-beasties-media="all")?\/?>$/,
    issue: 'https://github.com/vercel/next.js/pull/64294',
    // The change that made next/dynamic write it (shared/lib/lazy-dynamic/preload-chunks); no report of it upstream yet.
    reason:
      'next/dynamic writes the stylesheet of a lazily loaded island (the film trailer dialog) with `as="style"`, which only a preload may carry',
  },
]

/** Warnings the site keeps on purpose. */
const ALLOWED_WARNINGS: Allowed[] = []

/**
 * A page that breaks the rules on purpose, checked in the same run: that its error and its warning come back
 * (and are not taken for allowed ones) shows the check can fail.
 */
const CANARY = {
  file: 'checker-canary.html',
  html:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checker canary</title></head><body><main>' +
    '<label>Street <input name="street" autocomplete="street-address"></label>' +
    '<section><p>A section without a heading</p></section></main></body></html>',
  error: /^Bad value “street-address” for attribute “autocomplete” on element “input”/,
  warning: /^Section lacks heading\./,
}

/** Pages fetched at once: the server renders each on request, and the other test worker shares the machine. */
const CONCURRENCY = 4

const matches = (finding: HtmlFinding, allowed: Allowed) =>
  finding.message === allowed.message && allowed.markup.test(finding.markup)

/** Runs `work` over the items with at most `limit` under way, results in the items' order. */
async function eachLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}

const allSitemapPages = async () => [...(await sitemapPages('ao')), ...(await sitemapPages('mz'))]

test('every sitemap page of both countries is valid HTML (Nu Html Checker)', async () => {
  // Measured on the 2-core machine, alone, over 314 pages: 43 s in all when the server has them cached (reading
  // them 7 s, the checker's one run 24 to 26 s); right after a build, which renders each page for the first time,
  // reading them took 54 s.
  test.setTimeout(300_000)
  const listed = await allSitemapPages()
  expect(
    listed.filter((url) => /^https?:\/\/[^/]+\/en(\/|$)/.test(url)).length,
    'English pages are listed',
  ).toBeGreaterThan(10)
  expect(listed.filter((url) => url.includes('://mz.')).length, 'Mozambique pages are listed').toBeGreaterThan(10)

  const pages = await eachLimited(listed, CONCURRENCY, async (url) => {
    const { pathname, search, host } = new URL(url)
    const { status, body } = await rawGet(pathname + search, { host })
    return { url, status, body }
  })
  // Other tests publish a page of their own and delete it again; one that left the sitemap meanwhile is theirs.
  const stillListed = new Set(await allSitemapPages())
  const checked = pages.filter((page) => stillListed.has(page.url))
  expect(
    checked.filter((page) => page.status !== 200).map((page) => `${page.url}: ${page.status}`),
    'every listed page responds with 200',
  ).toEqual([])

  const folder = await mkdtemp(path.join(tmpdir(), 'zap-html-validity-'))
  try {
    const urlOfFile = new Map<string, string>()
    await Promise.all(
      checked.map((page, index) => {
        const { host, pathname } = new URL(page.url)
        const file = `${String(index).padStart(3, '0')}-${`${host}${pathname}`.replace(/[^a-z0-9]+/gi, '-')}.html`
        urlOfFile.set(file, page.url)
        return writeFile(path.join(folder, file), page.body)
      }),
    )
    await writeFile(path.join(folder, CANARY.file), CANARY.html)
    const findings = await checkHtmlFolder(folder)

    const canary = findings.filter((finding) => finding.file === CANARY.file)
    const site = findings.filter((finding) => finding.file !== CANARY.file)
    const allowedOf = (finding: HtmlFinding) =>
      (finding.kind === 'error' ? FRAMEWORK_ERRORS : ALLOWED_WARNINGS).find((allowed) => matches(finding, allowed))

    const canaryFound = canary.filter((finding) => !allowedOf(finding))
    expect(
      canaryFound.some((finding) => finding.kind === 'error' && CANARY.error.test(finding.message)),
      `the canary's error is found: ${JSON.stringify(canary)}`,
    ).toBe(true)
    expect(
      canaryFound.some((finding) => finding.kind === 'warning' && CANARY.warning.test(finding.message)),
      `the canary's warning is found: ${JSON.stringify(canary)}`,
    ).toBe(true)

    const where = (finding: HtmlFinding) => `${urlOfFile.get(finding.file) ?? finding.file}:${finding.line}`
    const unexpected = (kind: HtmlFinding['kind']) =>
      site
        .filter((finding) => finding.kind === kind && !allowedOf(finding))
        .map((finding) => `${where(finding)} ${finding.message} [${finding.markup}]`)
    // Soft, so that one failure lists both the errors and the warnings.
    expect.soft(unexpected('error'), `HTML errors in ${checked.length} pages`).toEqual([])
    expect(unexpected('warning'), `HTML warnings in ${checked.length} pages`).toEqual([])

    const unused = [...FRAMEWORK_ERRORS, ...ALLOWED_WARNINGS].filter(
      (allowed) => !site.some((finding) => matches(finding, allowed)),
    )
    expect(
      unused.map((allowed) => allowed.message),
      'allowed findings that no longer occur: remove them from the list',
    ).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
