import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { blockContext, packageFixture } from '@/stories/fixtures'
import type { Package } from '@/cms/payload-types'
import type { BlockOf } from '@/registry/types'
import { actionsFixture } from '@/lib/packages/fixtures'
import { PackageCarouselView } from './PackageCarouselView'

type Tab = BlockOf<'packageCarousel'>['tabs'][number]
const tabs: Tab[] = [
  {
    id: 'sat',
    label: 'Satélite',
    packages: [
      packageFixture({ id: 1, name: 'ZAP Mini', price: 3595 }),
      packageFixture({ id: 2, name: 'ZAP Max', price: 7190, highlighted: true }),
    ],
  },
  { id: 'fib', label: 'Fibra', packages: [packageFixture({ id: 5, name: 'ZAP Fibra 50', price: 30300 })] },
]
// Exact text, non-breaking space included (Testing Library would otherwise fold it into a space).
const exactly = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && element.children.length === 0

/** Renders the block; the open tab's cards are in a carousel from the first render (no library to wait for). */
async function renderCarousel(t: Tab[] = tabs, context = blockContext('pt', 'ao', false)) {
  render(
    <PackageCarouselView
      block={{ blockType: 'packageCarousel', heading: 'Pacotes', tabs: t }}
      context={context}
      actions={actionsFixture(
        t.flatMap((tab) => tab.packages as Package[]),
        context.locale,
      )}
    />,
  )
  await screen.findByRole('tablist')
}

describe('Package carousel block', () => {
  it('gives every card a way forward that is not the page it is on: its action, and "Aderir" beside a top-up', async () => {
    await renderCarousel()
    const [first] = screen.getAllByRole('article')
    const links = within(first!).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`Carregar ${first!.getAttribute('aria-label')}`, '/zap-satelite/carregamentos-e-pagamentos'],
      [`Aderir ${first!.getAttribute('aria-label')}`, expect.stringMatching(/^\/adesao\/\d+$/)],
    ])
  })

  it('shows two plan-type tabs with the first selected', async () => {
    await renderCarousel()
    const tabList = screen.getByRole('tablist', { name: 'Tipos de plano' })
    const [first, second] = within(tabList).getAllByRole('tab')
    expect(first).toHaveTextContent('Satélite')
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(second).toHaveAttribute('aria-selected', 'false')
  })

  it('shows the open plan as a carousel named by its tab, of numbered cards, with labelled controls', async () => {
    await renderCarousel()
    const carousel = screen.getByRole('region', { name: 'Satélite' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(carousel).getByRole('button', { name: 'Pacote seguinte' })).toBeInTheDocument()
    expect(within(carousel).getByRole('button', { name: 'Pacote anterior' })).toHaveAttribute('aria-disabled', 'true')
    const slides = within(carousel).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['Pacote 1 de 2', 'Pacote 2 de 2'])
    expect(within(slides[1]!).getByRole('article', { name: 'ZAP Max' })).toBeInTheDocument()
  })

  it('prices cards in the country money format, per period', async () => {
    await renderCarousel()
    const mini = await screen.findByRole('article', { name: 'ZAP Mini' })
    expect(within(mini).getByText(exactly('3.595,00\u00a0Kz'))).toBeInTheDocument()
    expect(within(mini).getByText('por 30 dias')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'ZAP Max' })).getByText('Mais escolhido')).toBeInTheDocument()
  })

  it('uses meticais in Mozambique and English labels in English', async () => {
    await renderCarousel(tabs, blockContext('en', 'mz', false))
    expect(await screen.findByText(exactly('3.595,00\u00a0MT'))).toBeInTheDocument()
    expect(screen.getByRole('tablist', { name: 'Plan types' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next package' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Package 1 of 2' })).toBeInTheDocument()
  })

  it('switches plan type from the keyboard', async () => {
    const user = userEvent.setup()
    await renderCarousel()
    await user.click(screen.getByRole('tab', { name: 'Satélite' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Fibra' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('article', { name: 'ZAP Fibra 50' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'ZAP Mini' })).toBeNull()
  })

  it('leaves out packages the visitor may not read (unpublished ones arrive as bare ids)', async () => {
    await renderCarousel([
      { id: 'sat', label: 'Satélite', packages: [42, packageFixture({ id: 1, name: 'ZAP Mini', price: 1 })] },
      { id: 'f', label: 'Fibra', packages: [] },
    ])
    expect(await screen.findAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('group', { name: 'Pacote 1 de 1' })).toBeInTheDocument()
  })

  it('puts each package name one level below the block heading, which the page outline decides', async () => {
    await renderCarousel()
    expect(screen.getByRole('heading', { level: 2, name: 'Pacotes' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'ZAP Mini' })).toBeInTheDocument()
  })

  it('on the first block the heading is the page’s h1 and the package names are h2', async () => {
    await renderCarousel(tabs, blockContext('pt', 'ao', true))
    expect(screen.getByRole('heading', { level: 1, name: 'Pacotes' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'ZAP Mini' })).toBeInTheDocument()
  })

  it('says so when a plan has no packages', async () => {
    await renderCarousel([
      { id: 'a', label: 'Satélite', packages: [] },
      { id: 'b', label: 'Fibra', packages: [] },
    ])
    expect(screen.getByText('Ainda não há pacotes neste plano.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
