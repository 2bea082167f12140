import type { APIRequestContext, Page } from '@playwright/test'
import { type BlockData, blockSkeleton, fillTextFields, textFieldPaths } from '@/lib/blocks/skeleton'
import { adminHeaders, adminToken } from './support/admin'
import { blockConfigs } from './support/block-configs'
import { expect, test } from './support/fixtures'

/**
 * Security: what editors type cannot run in a visitor's browser. A script payload goes
 * through the CMS REST API (as the administrator) into every rich-text and textarea field of every
 * block type (read from each blocks/<name>/config.ts, so a new block or field is covered without editing
 * this file) on a new published page, and into the terms' HTML field; the public page shows it as
 * inert text. Each block is a seeded one when the seed has one (its relations are valid as they are),
 * else one built from its config (lib/blocks/skeleton.ts), as for a block `npm run new:block` has just
 * written; a block with a required image, package or validated link (today hero, adsCarousel,
 * spotlight, mediaText, packageCarousel, linkSections, serviceIcons, subpageNav) must come from the
 * seed. Rich text is Lexical JSON rendered by React (text always escaped, links through safeHref); the
 * terms' HTML goes through sanitizeTermsHtml; the CSP would block a script anyway.
 * SVG uploads: Payload refuses ones with scripts; safe ones are served under a no-script CSP.
 */

// Under 300 characters: the shortest textarea limit of the blocks.
const PAYLOAD =
  `<script>alert('script')</script><img src=x onerror="alert('img')"><iframe src="javascript:alert('iframe')"></iframe>` +
  `<svg onload="alert('svg')"></svg><a href="javascript:alert('a')">a</a>`

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const node = { format: '', indent: 0, version: 1, direction: 'ltr' }
/** Lexical rich text holding the payload as text, and a javascript: link. */
const RICH_PAYLOAD = {
  root: {
    type: 'root',
    ...node,
    children: [
      {
        type: 'paragraph',
        ...node,
        textFormat: 0,
        children: [
          text(PAYLOAD),
          {
            type: 'link',
            ...node,
            version: 3,
            fields: { url: "javascript:alert('link')", linkType: 'custom', newTab: true },
            children: [text('ligação')],
          },
        ],
      },
    ],
  },
}

type PageDoc = { id: number; path: string; layout?: BlockData[] | null }

const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([k]) => k !== 'id')
            .map(([k, v]) => [k, withoutIds(v)]),
        )
      : value

/** Anything in the page's DOM that could run script: handlers, javascript: URLs, frames, SVG handlers, stray scripts. */
function activeParts(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName}[${attr.name}]`)
        if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName}[${attr.name}=${attr.value}]`)
      }
      if (el.matches('iframe, object, embed, img[src="x"]')) found.push(el.tagName)
      // Next's own inline scripts carry the payload as escaped JSON data, which is fine.
      if (
        el.tagName === 'SCRIPT' &&
        /alert\(/.test(el.textContent ?? '') &&
        !/^self\.__next_f\.push\(\[/.test(el.textContent ?? '')
      )
        found.push(`SCRIPT ${el.textContent}`)
    }
    return found
  })
}

async function aoCountryId(request: APIRequestContext, token: string) {
  const response = await request.get('/api/countries', {
    params: { 'where[code][equals]': 'ao' },
    headers: adminHeaders(token),
  })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

test('a script payload in every block text field is shown as inert text', async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const configs = blockConfigs().filter((config) => textFieldPaths(config).length > 0)
  expect(configs.length, 'blocks with text fields').toBeGreaterThan(20)

  const seeded = await request.get('/api/pages', {
    params: { limit: 500, depth: 0, locale: 'pt', 'where[country.code][equals]': 'ao' },
    headers: adminHeaders(token),
  })
  const pages = ((await seeded.json()) as { docs: PageDoc[] }).docs
  const layout: BlockData[] = []
  for (const config of configs) {
    // A seeded block of the type when there is one: its relations and required fields are valid as they are.
    const fromSeed = pages.flatMap((p) => p.layout ?? []).find((b) => b.blockType === config.slug)
    const { data, seedOnly } = blockSkeleton(config)
    if (seedOnly.length)
      expect(
        fromSeed,
        `a seeded page has a ${config.slug} block (only the seed can give its ${seedOnly.join(', ')})`,
      ).toBeDefined()
    const block = fromSeed ? (withoutIds(fromSeed) as BlockData) : data
    const filled = fillTextFields(config, block, { text: PAYLOAD, richText: RICH_PAYLOAD })
    expect(filled.sort(), `${config.slug}: payload in every text field`).toEqual(textFieldPaths(config).sort())
    layout.push(block)
  }

  const pagePath = `/e2e-xss-${Date.now()}`
  const created = await request.post('/api/pages?locale=pt', {
    data: {
      title: 'Teste de segurança',
      path: pagePath,
      country: await aoCountryId(request, token),
      layout,
      _status: 'published',
    },
    headers: adminHeaders(token),
  })
  expect(created.status(), await created.text()).toBe(201)
  // The page stays: specs walking the sitemap in parallel must not see it vanish (the e2e
  // database is new on every run).
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  // Served on the very next request after the publish (lib/routing/page-map.ts).
  expect((await page.goto(pagePath))?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
  // Closed accordion panels and payment tabs are rendered too (forceMount, hidden), so the DOM holds every field.
  await expect(page.getByText("<script>alert('script')</script>", { exact: false }).first()).toBeVisible()
  expect(
    await page.getByText("<script>alert('script')</script>", { exact: false }).count(),
    'payload shown as text in many places',
  ).toBeGreaterThan(20)
  await expect(page.getByText('ligação').first()).toBeAttached()
  expect(await activeParts(page)).toEqual([])
  expect(dialogs).toEqual([])

  // The check itself can fail: a handler and a frame added to the DOM are reported. (A made-up
  // event name: the browser never tries to run it, so the CSP has nothing to report.)
  await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.id = 'probe'
    probe.setAttribute('onzapprobe', 'alert(1)')
    probe.append(document.createElement('iframe'))
    document.body.append(probe)
  })
  expect(await activeParts(page)).toEqual(['DIV[onzapprobe]', 'IFRAME'])
})

type Settings = { id: number; terms?: { items?: { id?: string; term: string; description: string }[] | null } | null }

test("the terms' HTML field: script payloads are removed, formatting stays", async ({ page, request }) => {
  const token = await adminToken(request)
  const found = await request.get('/api/settings', {
    params: { 'where[country.code][equals]': 'ao', locale: 'pt', depth: 0 },
    headers: adminHeaders(token),
  })
  const settings = ((await found.json()) as { docs: Settings[] }).docs[0]!
  const items = settings.terms?.items ?? []
  const term = `Termo de teste ${Date.now()}`
  const html = `<p>Texto <strong>seguro</strong>.</p>${PAYLOAD}<math><mtext><table><mglyph><style><img src=x onerror=alert('math')></style></mglyph></table></mtext></math>`
  // Added at the end, so the terms other tests read stay first and second.
  const added = await request.patch(`/api/settings/${settings.id}?locale=pt`, {
    data: { terms: { ...settings.terms, items: [...items, { term, description: html }] } },
    headers: adminHeaders(token),
  })
  expect(added.status(), await added.text()).toBe(200)
  try {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await expect
      .poll(async () => (await page.goto('/termos-e-condicoes'), page.getByRole('button', { name: term }).count()), {
        timeout: 10_000,
      })
      .toBe(1)
    await page.getByRole('button', { name: term }).click()
    await expect(page.getByRole('main').locator('strong', { hasText: 'seguro' })).toBeVisible()
    expect(await activeParts(page)).toEqual([])
    expect(await page.locator('main svg[onload], main math').count()).toBe(0)
    expect(dialogs).toEqual([])
  } finally {
    await request.patch(`/api/settings/${settings.id}?locale=pt`, {
      data: { terms: { ...settings.terms, items } },
      headers: adminHeaders(token),
    })
  }
})

test('SVG uploads: one with script is refused; a safe one is served under a no-script policy', async ({ request }) => {
  const token = await adminToken(request)
  const upload = (name: string, svg: string) =>
    request.post('/api/media?locale=pt', {
      headers: adminHeaders(token),
      multipart: {
        file: { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
        _payload: JSON.stringify({ alt: 'Teste de segurança' }),
      },
    })

  const evil = await upload(
    `evil-${Date.now()}.svg`,
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  )
  expect(evil.status()).toBe(400)
  // In production Payload names the field but not the reason ("SVG file contains potentially harmful content").
  expect(await evil.text()).toMatch(/field is invalid: file|harmful/i)

  const safe = await upload(
    `safe-${Date.now()}.svg`,
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#cf0967"/></svg>',
  )
  expect(safe.status()).toBe(201)
  const { doc } = (await safe.json()) as { doc: { id: number; url: string } }
  try {
    const file = await request.get(doc.url)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml/)
    expect(file.headers()['x-content-type-options']).toBe('nosniff')
    // Playwright joins repeated headers with a newline; every policy given is enforced.
    const policies = file.headers()['content-security-policy'] ?? ''
    expect(policies).toMatch(/script-src 'none'/)
    expect(policies).toMatch(/default-src 'none'/)
    expect(policies).toMatch(/(^|;\s*)sandbox(;|$)/m)
  } finally {
    await request.delete(`/api/media/${doc.id}`, { headers: adminHeaders(token) })
  }
})
