import type { Page } from '@playwright/test'
import { expect, siteUrl, test } from './support/fixtures'
import { NOVELAS } from './support/novelas-routes'

/**
 * Images from the media library (components/media/MediaImage.tsx, lib/media/image-props.ts) go through
 * Next's image optimizer: a srcset of several widths served as AVIF/WebP, the upload's width and
 * height (no layout shift), its alt text, and only the first block's image fetched at once.
 */

const PAGES = [
  { name: 'Angola home', path: '/', first: 'Ilustração de uma antena de satélite em fundo rosa' },
  { name: 'Angola ZAP Novelas', path: NOVELAS, first: null },
] as const

/** An upload served by Payload, raw or as the optimizer's `url` parameter. */
const UPLOAD = /\/api\/media\/file\/|%2Fapi%2Fmedia%2Ffile%2F/

type Shown = {
  src: string
  srcset: string
  alt: string | null
  width: string | null
  height: string | null
  loading: string | null
  fetchPriority: string | null
}

/** Every <img> of the page showing an upload, in document order. */
const uploadsOf = (page: Page) =>
  page.locator('img').evaluateAll((images: HTMLImageElement[], pattern: string) => {
    const upload = new RegExp(pattern)
    return images
      .filter((img) => upload.test(img.getAttribute('src') ?? '') || upload.test(img.getAttribute('srcset') ?? ''))
      .map((img) => ({
        src: img.getAttribute('src') ?? '',
        srcset: img.getAttribute('srcset') ?? '',
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
      }))
  }, UPLOAD.source)

/** The widths of a srcset ("… 640w, … 750w"). */
const widthsOf = (srcset: string) => [...srcset.matchAll(/ (\d+)w(?:,|$)/g)].map((match) => Number(match[1]))

/** The smallest candidate of a srcset: what a cheap phone downloads. */
function smallestOf(srcset: string): string {
  const candidates = srcset.split(', ').map((candidate) => {
    const [url = '', width = '0'] = candidate.trim().split(' ')
    return { url, width: parseInt(width, 10) }
  })
  return candidates.sort((a, b) => a.width - b.width)[0]!.url
}

test.describe('media library images through next/image', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const { name, path, first } of PAGES) {
    test(`${name}: every upload has an optimized srcset, alt text and a size; only the first is fetched at once`, async ({
      page,
    }) => {
      const direct: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/media/file/')) direct.push(request.url())
      })
      await page.goto(siteUrl('ao', 'pt', path))
      const images = await uploadsOf(page)
      expect(images.length, 'uploads on the page').toBeGreaterThan(3)
      for (const image of images as Shown[]) {
        const label = image.alt || image.src
        expect(image.src, label).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
        const candidates = image.srcset.split(', ')
        expect(
          candidates.every((candidate) => candidate.startsWith('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F')),
          label,
        ).toBe(true)
        expect(new Set(widthsOf(image.srcset)).size, `${label}: widths in srcset`).toBeGreaterThanOrEqual(3)
        expect(image.alt?.trim(), 'alt text').toBeTruthy()
        expect(Number(image.width), `${label}: width`).toBeGreaterThan(0)
        expect(Number(image.height), `${label}: height`).toBeGreaterThan(0)
      }
      const [hero, ...rest] = images as Shown[]
      if (first) expect(hero!.alt).toBe(first)
      expect(hero!.loading, 'the first block’s image').not.toBe('lazy')
      expect(hero!.fetchPriority).toBe('high')
      for (const image of rest) {
        expect(image.loading, `${image.alt}: lazy`).toBe('lazy')
        expect(image.fetchPriority, image.alt ?? '').toBeNull()
      }
      // The first image really arrives, from the optimizer, and the browser never asks Payload itself.
      const heroImage = page.locator(`img[alt="${hero!.alt}"]`).first()
      await expect
        .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      expect(await heroImage.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe('/_next/image')
      expect(direct, 'requests for the raw uploads').toEqual([])
    })
  }

  test('the optimizer responds with AVIF or WebP, smaller than the uploaded file', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', '/'))
    const [hero] = await uploadsOf(page)
    const optimized = smallestOf(hero!.srcset)
    const original = new URL(optimized, 'http://localhost:3100').searchParams.get('url')
    expect(original).toMatch(/^\/api\/media\/file\//)

    const upload = await page.request.get(original!)
    expect(upload.status()).toBe(200)
    const uploadBytes = (await upload.body()).length

    const modern = await page.request.get(optimized, { headers: { Accept: 'image/avif,image/webp' } })
    expect(modern.status()).toBe(200)
    expect(modern.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
    expect((await modern.body()).length).toBeLessThan(uploadBytes)

    // AVIF is preferred where the browser takes it; WebP for the others.
    const avif = await page.request.get(optimized, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    expect(avif.headers()['content-type']).toBe('image/avif')
    const webp = await page.request.get(optimized, { headers: { Accept: 'image/webp,*/*' } })
    expect(webp.headers()['content-type']).toBe('image/webp')
  })
})

test.describe('no layout shift on a 320 px phone, images included', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  for (const { name, path } of PAGES) {
    test(`${name}: cumulative layout shift below 0.01 once every image has loaded`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = []
        Object.assign(window, { __shifts: shifts })
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }
        /** What moved, from where to where, when: the failure message says which block shifted. */
        const describe = ({ node, previousRect, currentRect }: Source) => {
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className}[${node.getAttribute('aria-label') ?? node.getAttribute('alt') ?? node.querySelector('h1,h2')?.textContent ?? ''}]`
              : String(node?.nodeName)
          return `${name} y ${Math.round(previousRect.y)} -> ${Math.round(currentRect.y)}, height ${Math.round(previousRect.height)} -> ${Math.round(currentRect.height)}, scrollY ${window.scrollY}`
        }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            if (entry.hadRecentInput) continue
            shifts.push({ value: entry.value, sources: (entry.sources ?? []).map(describe) })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      // A cheap phone's CPU: late scripts (carousels upgrading near the screen) land after the first paint, as there.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(siteUrl('ao', 'pt', path), { waitUntil: 'load' })
      // Down the page, so each lazy image loads while on screen (where a missing size would shift the text).
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 360) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForTimeout(150)
      }
      // Slides further along a carousel are off to the side: those load when swiped to.
      const uploads = page.locator('img[srcset*="%2Fapi%2Fmedia%2Ffile%2F"]')
      const pending = () =>
        uploads.evaluateAll(
          (images: HTMLImageElement[]) =>
            images.filter((img) => {
              const box = img.getBoundingClientRect()
              return box.left < window.innerWidth && box.right > 0 && !img.complete
            }).length,
        )
      await expect.poll(pending, { timeout: 20_000 }).toBe(0)
      expect(
        await uploads.evaluateAll(
          (images: HTMLImageElement[]) => images.filter((img) => img.complete && img.naturalWidth > 0).length,
        ),
      ).toBeGreaterThan(3)
      await page.waitForTimeout(500)
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      )
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01)
    })
  }
})
