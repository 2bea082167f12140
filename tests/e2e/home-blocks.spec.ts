import type { Locator, Page } from '@playwright/test'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'
import { serverPage, textOf, textsOf } from './support/server-dom'

/**
 * The home page's blocks as cms/seed/data/pages-home.ts seeds them, in both countries
 * and both languages: the hero's text animation on the active slide (and none with reduced
 * motion), the service icons (desktop only), the ads carousel, the link sections, the page's one
 * h1 and its fit in a 320 px window.
 *
 * The words, links and first state of every block are read from the server's HTML in all four
 * country × language combinations. The blocks' scripts, motion and layout are the same code in
 * the four: the desktop tour runs in ao pt and mz en, reduced motion in ao en and mz pt, and the
 * 320 px fit (where longer words could overflow) in all four.
 */

const UI = {
  pt: {
    hero: 'Destaques',
    heroNext: 'Destaque seguinte',
    services: 'Os nossos serviços',
    ads: 'Campanhas em destaque',
    adsNext: 'Anúncio seguinte',
    adsPrevious: 'Anúncio anterior',
    links: 'Explore a ZAP',
    products: 'Produtos',
    channelPackages: 'Pacotes de canais',
    packageNext: 'Pacote seguinte',
    newsletter: 'Receba as novidades da ZAP',
  },
  en: {
    hero: 'Highlights',
    heroNext: 'Next highlight',
    services: 'Our services',
    ads: 'Featured offers',
    adsNext: 'Next ad',
    adsPrevious: 'Previous ad',
    links: 'Explore ZAP',
    products: 'Products',
    channelPackages: 'Channel packages',
    packageNext: 'Next package',
    newsletter: 'Get the latest from ZAP',
  },
} as const

const HOME: Record<Country, Record<Locale, { h1: string; services: string[]; firstAd: string; lastAd: string }>> = {
  ao: {
    pt: {
      h1: 'A melhor televisão, em sua casa',
      services: ['Satélite', 'Fibra', 'TV', 'Cinemas', 'ZAP ON', 'Apoio ao cliente'],
      firstAd: 'ZAP Viva: as novelas e os programas que Angola vê, nos canais 4 e 5 HD',
      lastAd: 'Carregue o seu pacote por 30 dias: nas lojas, nos agentes ou por Multicaixa',
    },
    en: {
      h1: 'The best TV, at home',
      services: ['Satellite', 'Fibre', 'TV', 'Cinemas', 'ZAP ON', 'Help'],
      firstAd: 'ZAP Viva: the novelas and shows Angola watches, on channels 4 and 5 HD',
      lastAd: 'Top up your package for 30 days: in stores, at agents or by Multicaixa',
    },
  },
  mz: {
    pt: {
      h1: 'A melhor televisão, em sua casa',
      services: ['Satélite', 'TV', 'Apoio ao cliente'],
      firstAd: 'ZAP Viva: novelas, entretenimento e música, em HD',
      lastAd: 'Carregue o seu pacote por 30 dias nas lojas e agentes ZAP',
    },
    en: {
      h1: 'The best TV, at home',
      services: ['Satellite', 'TV', 'Help'],
      firstAd: 'ZAP Viva: novelas, entertainment and music, in HD',
      lastAd: 'Top up your package for 30 days at ZAP stores and agents',
    },
  },
}

const DESKTOP = { width: 1280, height: 800 }

/** The computed motion of an element: what the browser will actually animate. */
const motionOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el)
    return { animation: style.animationName, transition: style.transitionDuration, opacity: style.opacity }
  })

/** Brings each carousel on screen, its script running (the ads' buttons show), then goes to the bottom. */
async function loadCarousels(page: Page, ui: (typeof UI)[Locale]) {
  const ads = page.getByRole('region', { name: ui.ads })
  await ads.scrollIntoViewIfNeeded()
  await expect(ads.getByRole('button', { name: ui.adsNext })).toBeAttached()
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: ui.packageNext, includeHidden: true }),
  ).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const home = HOME[country][locale]
    const url = siteUrl(country, locale, '/')

    test.describe(`${country} ${locale}: home blocks (${url})`, () => {
      test('the blocks’ words, links and first state (server HTML)', async () => {
        const html = await serverPage(country, locale, '/')
        expect(html.status, 'status').toBe(200)
        const { screen } = html
        // One h1: the first hero slide's heading.
        expect(textsOf(screen.getAllByRole('heading', { level: 1, hidden: true })), 'the page’s h1').toEqual([home.h1])
        const hero = screen.getByRole('region', { name: ui.hero, hidden: true })
        expect(textsOf(html.within(hero).getAllByRole('heading', { level: 1, hidden: true })), 'the hero’s h1').toEqual(
          [home.h1],
        )
        const slides = html.within(hero).getAllByRole('group', { hidden: true })
        expect(slides, 'hero slides').toHaveLength(2)
        expect(slides[0]!.getAttribute('data-active'), 'first slide active').toBe('true')
        expect(slides[1]!.hasAttribute('data-active'), 'second slide not active').toBe(false)

        const services = screen.getByRole('navigation', { name: ui.services, hidden: true })
        const links = html.within(services).getAllByRole('link', { hidden: true })
        expect(textsOf(links), 'service links').toEqual(home.services)
        for (const link of links) expect(link.querySelector('svg'), `${textOf(link)}: icon`).not.toBeNull()
        expect(links[0]!.getAttribute('href'), 'first service link').toBe(
          locale === 'pt' ? '/zap-satelite/pacotes-de-canais' : '/en/zap-satelite/pacotes-de-canais',
        )
        if (country === 'mz')
          expect(
            services.querySelectorAll('a[href*="zap-fibra"], a[href*="zap-cinemas"], a[href*="zap-on"]'),
            'Angola-only services in Mozambique',
          ).toHaveLength(0)

        const ads = screen.getByRole('region', { name: ui.ads, hidden: true })
        const adLinks = html.within(ads).getAllByRole('link', { hidden: true })
        expect(adLinks, 'ads').toHaveLength(3)
        expect(html.within(ads).getByRole('link', { name: home.firstAd, hidden: true })).toBeTruthy()
        expect(html.within(ads).getByRole('link', { name: home.lastAd, hidden: true })).toBeTruthy()

        // The link sections are in the HTML twice, as columns and as disclosures (CSS shows one).
        const sections = screen.getByRole('navigation', { name: ui.links, hidden: true })
        expect(
          html.within(sections).getAllByRole('heading', { level: 3, name: ui.products, hidden: true }),
          'the Products heading',
        ).not.toHaveLength(0)
        // A string name matches the whole accessible name (Testing Library has no `exact` option).
        expect(
          html.within(sections).getAllByRole('link', { name: ui.channelPackages, hidden: true }),
          'the channel packages link',
        ).not.toHaveLength(0)
      })

      if ((country === 'ao' && locale === 'pt') || (country === 'mz' && locale === 'en')) {
        test('desktop then 375 px: hero, ads carousel, service icons, link sections', async ({ page }) => {
          await page.setViewportSize(DESKTOP)
          await page.goto(url)

          // Hero: the active slide is marked and its text animates in.
          const hero = page.getByRole('region', { name: ui.hero })
          const slides = hero.getByRole('group')
          await expect(slides).toHaveCount(2)
          await expect(slides.nth(0)).toHaveAttribute('data-active', 'true')
          await expect(slides.nth(1)).not.toHaveAttribute('data-active')
          expect((await motionOf(slides.nth(0).getByRole('heading'))).animation, 'first slide animates').not.toBe(
            'none',
          )
          await hero.getByRole('button', { name: ui.heroNext }).click()
          await expect(slides.nth(1)).toHaveAttribute('data-active', 'true')
          await expect(slides.nth(0)).not.toHaveAttribute('data-active')
          await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 })
          const secondHeading = slides.nth(1).getByRole('heading', { level: 2 })
          expect((await motionOf(secondHeading)).animation, 'second slide animates').not.toBe('none')
          await expect.poll(async () => (await motionOf(secondHeading)).opacity).toBe('1')

          // Service icons: a row of 44 px links with their icons.
          const services = page.getByRole('navigation', { name: ui.services, includeHidden: true })
          await expect(services).toBeVisible()
          for (const link of await services.getByRole('link').all()) {
            await expect(link.locator('svg')).toBeVisible()
            const box = await link.boundingBox()
            expect(box?.height, 'a 44 px target at least').toBeGreaterThanOrEqual(44)
          }

          // Ads carousel: the next button moves to the next ad.
          const ads = page.getByRole('region', { name: ui.ads })
          await ads.scrollIntoViewIfNeeded()
          const next = ads.getByRole('button', { name: ui.adsNext })
          const previous = ads.getByRole('button', { name: ui.adsPrevious })
          // The buttons show once the carousel's script runs.
          await expect(next).toBeVisible()
          await expect(previous).toBeDisabled()
          const first = ads.getByRole('link', { name: home.firstAd, exact: true })
          const last = ads.getByRole('link', { name: home.lastAd, exact: true })
          await expect(ads.getByRole('link')).toHaveCount(3)
          await expect(first).toBeInViewport({ ratio: 0.9 })
          await expect(last).not.toBeInViewport()
          await next.click()
          await expect(last).toBeInViewport({ ratio: 0.9 })
          await expect(first).not.toBeInViewport()
          await expect(previous).toBeEnabled()
          // Two ads to a view at this width: one step reaches the end.
          await expect(next).toBeDisabled()
          await previous.focus()
          await page.keyboard.press('Enter')
          await expect(first).toBeInViewport({ ratio: 0.9 })

          // The newsletter block of the home page (newsletter-sections.spec.ts reads its words).
          await expect(page.getByRole('region', { name: ui.newsletter }), 'newsletter block').toBeVisible()

          // Link sections: columns at 1280 px...
          const sections = page.getByRole('navigation', { name: ui.links })
          await expect(sections.getByRole('heading', { level: 3, name: ui.products })).toBeVisible()
          await expect(sections.getByRole('link', { name: ui.channelPackages, exact: true })).toBeVisible()

          // ...closed disclosures that open from the keyboard at 375 px, where the icons hide.
          await page.setViewportSize({ width: 375, height: 800 })
          await expect(services, 'service icons at 375 px').toBeHidden()
          await expect(sections.getByRole('heading', { level: 3 })).toHaveCount(0)
          const summary = sections.locator('summary', { hasText: ui.products })
          const link = sections.getByRole('link', { name: ui.channelPackages, exact: true })
          await expect(link).toBeHidden()
          await summary.focus()
          await page.keyboard.press('Enter')
          await expect(link).toBeVisible()
          const box = await link.boundingBox()
          expect(box?.height, 'a 44 px target at least').toBeGreaterThanOrEqual(44)

          await page.reload()
          await expect(services, 'service icons loaded at 375 px').toBeHidden()
        })
      } else {
        test('hero: no animation and no transition with reduced motion', async ({ page }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' })
          await page.setViewportSize(DESKTOP)
          await page.goto(url)
          const hero = page.getByRole('region', { name: ui.hero })
          const slides = hero.getByRole('group')
          // The island runs (the buttons are there) and still marks the slide on screen...
          await expect(hero.getByRole('button', { name: ui.heroNext })).toBeVisible()
          await expect(slides.nth(0)).toHaveAttribute('data-active', 'true')
          // ...but nothing moves: every slide's text is simply there.
          for (const index of [0, 1]) {
            const slide = slides.nth(index)
            for (const part of [slide.getByRole('heading'), slide.locator('p'), slide.getByRole('link')]) {
              expect(await motionOf(part), `slide ${index + 1}`).toMatchObject({ animation: 'none', transition: '0s' })
            }
            const content = slide.getByRole('heading').locator('..')
            expect(await motionOf(content), `slide ${index + 1} text block`).toEqual({
              animation: 'none',
              transition: '0s',
              opacity: '1',
            })
          }
          await hero.getByRole('button', { name: ui.heroNext }).click()
          await expect(slides.nth(1)).toHaveAttribute('data-active', 'true')
          expect((await motionOf(slides.nth(1).getByRole('heading'))).animation).toBe('none')
        })
      }

      test('no horizontal scrolling at 320 px, with every carousel loaded', async ({ page }) => {
        await page.setViewportSize({ width: 320, height: 720 })
        await page.goto(url)
        await loadCarousels(page, ui)
        const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth)
        expect(scrollWidth, 'document.scrollingElement.scrollWidth').toBeLessThanOrEqual(320)
        await expect(page.locator('h1')).toHaveCount(1)
      })
    })
  }
}
