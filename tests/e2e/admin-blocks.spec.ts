import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { adminHeaders, adminToken } from './support/admin'
import { expect, test } from './support/fixtures'

/**
 * Every block type the page editor offers: one folder with a config.ts per block under blocks/ (the
 * registry imports each; importing it here would load Payload into the test runner).
 */
const BLOCKS_DIR = path.resolve(import.meta.dirname, '../../blocks')
const BLOCK_COUNT = readdirSync(BLOCKS_DIR).filter((name) =>
  existsSync(path.join(BLOCKS_DIR, name, 'config.ts')),
).length

/**
 * The block picker in a page's layout: every block type shows a picture of itself (drawn from its story),
 * the types are grouped, a Portuguese word finds its block whatever the admin's language, and added
 * blocks are labelled by their own heading instead of "Untitled".
 */
const PATH = '/apoio-ao-cliente/publicidade'
type LayoutRow = { blockType: string; heading?: string | null }

test('the block picker shows pictures and groups, finds blocks in Portuguese, and rows read their heading', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const found = await request.get('/api/pages', {
    params: { 'where[path][equals]': PATH, 'where[country.code][equals]': 'ao', locale: 'pt', depth: 0 },
    headers: adminHeaders(token),
  })
  const doc = ((await found.json()) as { docs: { id: number; layout: LayoutRow[] }[] }).docs[0]!
  const withHeading = doc.layout.findIndex((row) => row.heading)
  expect(withHeading, 'the seeded page has a block with a heading').toBeGreaterThanOrEqual(0)

  await page.context().addCookies([{ name: 'payload-token', value: token, url: 'http://localhost:3100' }])
  await page.goto(`/admin/collections/pages/${doc.id}?locale=pt`)
  const layout = page.locator('#field-layout')
  await expect(layout.locator('.blocks-field__row')).toHaveCount(doc.layout.length, { timeout: 30_000 })

  // Blocks already on the page read their own heading, not "Untitled".
  const rowHeaders = layout.locator('.blocks-field__block-header')
  await expect(rowHeaders.nth(withHeading)).toContainText(doc.layout[withHeading]!.heading!)
  await expect(layout.getByText('Untitled', { exact: true })).toHaveCount(0)

  await layout.locator('.blocks-field__drawer-toggler').last().click()
  const drawer = page.locator('.blocks-drawer__blocks-wrapper')
  const cards = drawer.locator('.blocks-drawer__block')
  await expect(cards).toHaveCount(BLOCK_COUNT)

  // Each card shows its own picture (no grey placeholder), and every picture loads.
  await expect(drawer.locator('.blocks-drawer__default-image svg')).toHaveCount(0)
  const pictures = await drawer
    .locator('.blocks-drawer__default-image img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({ src: image.getAttribute('src'), alt: image.alt })),
    )
  expect(pictures).toHaveLength(BLOCK_COUNT)
  expect(new Set(pictures.map((picture) => picture.src)).size, 'one picture per block').toBe(BLOCK_COUNT)
  for (const picture of pictures) {
    // Named after the block's folder, as `npm run new:block` accepts it (digits too).
    expect(picture.src).toMatch(/^\/admin\/blocks\/[a-z][a-z0-9-]*\.webp$/)
    expect(picture.alt, `${picture.src} describes its block`).toMatch(/\S/)
    const response = await request.get(picture.src!)
    expect(response.status(), picture.src!).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
  }
  await expect
    .poll(() =>
      drawer
        .locator('img')
        .evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.naturalWidth > 0).length),
    )
    .toBe(BLOCK_COUNT)

  // Grouped, in the admin's language (top of page, content, packages, the country's lists, forms).
  const groups = await drawer.locator('.blocks-drawer__block-group-label').allTextContents()
  expect(groups.sort()).toEqual(
    (await page.locator('html').getAttribute('lang')) === 'pt'
      ? ['Conteúdo', 'Formulários', 'Listas do país', 'Pacotes e preços', 'Topo da página']
      : ['Content', 'Forms', 'Packages and prices', "The country's lists", 'Top of page'],
  )
  await expect(drawer.locator('.blocks-drawer__block-group-none .blocks-drawer__block')).toHaveCount(0)

  // Editors search with the site's Portuguese words.
  await page.locator('.block-search__input').fill('perguntas')
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText(/Perguntas frequentes/)
  await cards.click()

  // The added block is named by its type until it has a heading, then by its heading.
  const added = rowHeaders.nth(doc.layout.length)
  await expect(layout.locator('.blocks-field__row')).toHaveCount(doc.layout.length + 1)
  await expect(added).toContainText(/FAQ list|Perguntas frequentes/)
  await expect(added).not.toContainText('Untitled')
  const heading = `Dúvidas sobre publicidade ${Date.now()}`
  await page.locator(`input[name="layout.${doc.layout.length}.heading"]`).fill(heading)
  await expect(added).toContainText(heading)
})
