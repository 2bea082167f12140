import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { validateNewsSlug } from '@/lib/content/news-slug'
import type { LayoutBlock } from '@/registry/types'
import { seedNewsData } from './news'
import { corporateMedia, corporatePages } from './pages-corporate'
import { seedMedia } from './pages'
import { mainMenu, toEnglish } from './settings'

const countries = ['ao', 'mz'] as const
const mediaKeys = new Set<string>(seedMedia.map((m) => m.key))
// Layout functions only need ids for the media they name; record the names instead.
const named: string[] = []
const refs = { media: (key: string) => (named.push(key), 1), pkg: () => 1, channel: () => 1 }
// As registry/components.tsx blockHeading reads it (that module loads the CMS, too heavy here).
const headingOf = (block: LayoutBlock) =>
  (block.blockType === 'hero' ? block.slides[0]?.heading : 'heading' in block ? block.heading : null) ?? null

describe('corporate seed pages', () => {
  it.each(countries)(
    '%s: every page has an SEO title, a description over 20 characters and opens with a headed block (its h1)',
    (country) => {
      for (const page of corporatePages(country)) {
        for (const locale of ['pt', 'en'] as const) {
          const copy = page[locale]
          expect(copy.seo.title.length).toBeGreaterThan(3)
          expect(copy.seo.description.length).toBeGreaterThan(20)
          const layout = copy.layout(refs) as LayoutBlock[]
          expect(layout.length).toBeGreaterThan(0)
          // The h1 is the first block's heading: each corporate page opens with a headed block, so no hidden title is needed.
          expect(headingOf(layout[0] as LayoutBlock)).toBeTruthy()
        }
      }
    },
  )

  it('uses the English paths that differ in wording (the-zap, help/…); toEnglish translates every path', () => {
    const paths = Object.fromEntries(corporatePages('ao').map((page) => [page.pt.path, page.en.path]))
    expect(paths).toEqual({
      '/a-zap': '/the-zap',
      '/a-zap/quem-somos': '/the-zap/who-we-are',
      '/a-zap/quem-somos/administracao': '/the-zap/about-us/administration',
      '/a-zap/marcos-zap': '/the-zap/milestones',
      '/a-zap/noticias': '/the-zap/news',
      '/a-zap/destaques': '/the-zap/highlights',
      '/a-zap/vida-zap': '/the-zap/zap-life',
      '/a-zap/carreira-zap': '/the-zap/career',
      '/a-zap/junte-se-a-nos': '/the-zap/join-us',
      '/a-zap/ser-agente-zap': '/the-zap/become-an-agent',
    })
    for (const [pt, en] of Object.entries(paths)) expect(toEnglish(pt)).toBe(`/en${en}`)
    expect(toEnglish('/a-zap/vida-zap#nossas-causas')).toBe('/en/the-zap/zap-life#nossas-causas')
  })

  it('has the news page serve /{slug} and list pages, and every menu link of "A ZAP" names a seeded page', () => {
    const pages = corporatePages('mz')
    expect(pages.filter((page) => page.takesId).map((page) => page.pt.path)).toEqual(['/a-zap/noticias'])
    const about = mainMenu.find((item) => item.link === '/a-zap')
    const ptPaths = new Set(pages.map((page) => page.pt.path))
    for (const item of about?.items ?? []) expect(ptPaths).toContain(item.link.split('#')[0])
  })

  it('puts the anchors the menu links to on Vida ZAP, in both languages', () => {
    const life = corporatePages('ao').find((page) => page.key === 'zap-life')
    for (const locale of ['pt', 'en'] as const) {
      const anchors = (life?.[locale].layout(refs) as LayoutBlock[]).map((block) => block.anchor).filter(Boolean)
      expect(anchors).toEqual(['sobre', 'nossas-causas', 'nossos-parceiros', 'noticias'])
    }
  })

  it('names only seeded media, and its own images exist and stay small', () => {
    named.length = 0
    for (const country of countries)
      for (const page of corporatePages(country)) for (const locale of ['pt', 'en'] as const) page[locale].layout(refs)
    for (const key of named) expect(mediaKeys).toContain(key)
    for (const item of corporateMedia) {
      const file = path.join(process.cwd(), 'cms/seed/images', item.file)
      expect(existsSync(file)).toBe(true)
      expect(statSync(file).size).toBeLessThan(40_000)
    }
  })
})

describe('seed news', () => {
  it.each(countries)(
    '%s: enough articles for two pages of nine, valid unique slugs, known images, newest first',
    (country) => {
      const news = seedNewsData(country)
      expect(news.length).toBeGreaterThanOrEqual(10)
      expect(news.length).toBeLessThanOrEqual(18)
      expect(new Set(news.map((a) => a.slug)).size).toBe(news.length)
      for (const article of news) {
        expect(validateNewsSlug(article.slug)).toBe(true)
        if (article.image) expect(mediaKeys).toContain(article.image)
        expect(article.pt.title).not.toBe(article.en.title)
        expect(article.pt.excerpt.length).toBeLessThanOrEqual(300)
        expect(article.en.excerpt.length).toBeLessThanOrEqual(300)
      }
      const dates = news.map((a) => a.publishedAt)
      expect([...dates].sort().reverse()).toEqual(dates)
      // Fixed dates spanning about 18 months.
      const span = Date.parse(dates[0] as string) - Date.parse(dates[dates.length - 1] as string)
      expect(span / (24 * 3600 * 1000)).toBeGreaterThan(365)
      expect(news.filter((a) => a.featured).length).toBeGreaterThanOrEqual(3)
      expect(news.filter((a) => a.category === 'vida-zap').length).toBeGreaterThanOrEqual(3)
    },
  )

  it('has ZAP Cinemas news in Angola only', () => {
    expect(seedNewsData('ao').filter((a) => a.category === 'cinema').length).toBeGreaterThanOrEqual(3)
    expect(seedNewsData('mz').filter((a) => a.category === 'cinema')).toEqual([])
  })
})
