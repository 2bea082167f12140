import { describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { blockContext } from '@/stories/fixtures'
import { actionsFixture } from '@/lib/packages/fixtures'
import { channelsFixture, packagesFixture } from './fixtures'
import { PackageGridView } from './PackageGridView'
import type { BlockOf } from '@/registry/types'

const getPackages = jest.fn<typeof import('@/lib/content/get-packages').getPackages>()
const getChannelCarriage = jest.fn<typeof import('@/lib/content/get-packages').getChannelCarriage>()
// The real queries need the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-packages', () => ({
  getPackages: (...args: Parameters<typeof getPackages>) => getPackages(...args),
  getChannelCarriage: (...args: Parameters<typeof getChannelCarriage>) => getChannelCarriage(...args),
}))
// The country's published pages, which the buttons and the channel counts lead to, as the seed publishes them.
jest.mock('@/lib/content/get-landings', () => ({
  loadSitePaths: async () => (await import('@/lib/packages/fixtures')).sitePathsFixture(),
}))

const block: BlockOf<'packageGrid'> = {
  blockType: 'packageGrid',
  heading: 'Pacotes de canais',
  service: 'satelite',
  showChannelCount: true,
}
// Exact text, non-breaking space included (Testing Library would otherwise fold it into a space).
const exactly = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && element.children.length === 0

describe('Package grid block', () => {
  it('shows each package with its price in kwanzas, period, features and CTA, cheapest first', () => {
    render(
      <PackageGridView
        block={block}
        context={blockContext('pt', 'ao', true)}
        packages={packagesFixture.ao}
        actions={actionsFixture(packagesFixture.ao)}
        channels={channelsFixture.ao}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Pacotes de canais' })).toBeInTheDocument()
    // One level below the block's h1: no skipped heading level.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'ZAP Mini',
      'ZAP Max',
      'ZAP Plus',
      'ZAP Premium',
    ])
    const mini = screen.getByRole('article', { name: 'ZAP Mini' })
    expect(within(mini).getByText(exactly('3.595,00\u00a0Kz'))).toBeInTheDocument()
    expect(within(mini).getByText('por 30 dias')).toBeInTheDocument()
    expect(within(mini).getByText('ZAP Viva e ZAP Novelas')).toBeInTheDocument()
    // A top-up package: its button goes to the payments page, and "Aderir" beside it to the sign-up
    // request with this package chosen; neither back to the page the card is on.
    expect(within(mini).getByRole('link', { name: 'Carregar ZAP Mini' })).toHaveAttribute(
      'href',
      '/zap-satelite/carregamentos-e-pagamentos',
    )
    expect(within(mini).getByRole('link', { name: 'Aderir ZAP Mini' })).toHaveAttribute('href', '/adesao/1')
  })

  it('counts the channels whose packages include each one', () => {
    render(
      <PackageGridView
        block={block}
        context={blockContext('pt', 'ao', false)}
        packages={packagesFixture.ao}
        actions={actionsFixture(packagesFixture.ao)}
        channels={channelsFixture.ao}
      />,
    )
    expect(
      within(screen.getByRole('article', { name: 'ZAP Mini' })).getByText('3 canais em destaque'),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'ZAP Max' })).getByText('5 canais em destaque'),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'ZAP Premium' })).getByText('7 canais em destaque'),
    ).toBeInTheDocument()
    // No channel listing to lead to: the count stays text.
    expect(screen.queryByRole('link', { name: /canais em destaque/ })).toBeNull()
  })

  it('links each count to the channel listing filtered to its package, named for screen readers', () => {
    render(
      <PackageGridView
        block={block}
        context={blockContext('en', 'mz', false)}
        packages={packagesFixture.mz}
        actions={actionsFixture(packagesFixture.mz, 'en')}
        channels={channelsFixture.mz}
        channelListPath="/en/tv/listagem-de-canais"
      />,
    )
    const max = within(screen.getByRole('article', { name: 'ZAP Max' })).getByRole('link', {
      name: '3 featured channels – see the ZAP Max channel list',
    })
    expect(max).toHaveAttribute('href', '/en/tv/listagem-de-canais?pacote=12')
    expect(max).toHaveTextContent(/^3 featured channels/)
    expect(
      within(screen.getByRole('article', { name: 'ZAP Premium' })).getByRole('link', { name: /^4 featured channels/ }),
    ).toHaveAttribute('href', '/en/tv/listagem-de-canais?pacote=14')
  })

  it('marks the highlighted package in words, not only by colour', () => {
    render(
      <PackageGridView
        block={block}
        context={blockContext('pt', 'ao', false)}
        packages={packagesFixture.ao}
        actions={actionsFixture(packagesFixture.ao)}
        channels={[]}
      />,
    )
    expect(within(screen.getByRole('article', { name: 'ZAP Max' })).getByText('Mais escolhido')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'ZAP Mini' })).queryByText('Mais escolhido')).toBeNull()
  })

  it('uses meticais and English in Mozambique in English, and can hide the count', () => {
    render(
      <PackageGridView
        block={{ ...block, showChannelCount: false }}
        context={blockContext('en', 'mz', false)}
        packages={packagesFixture.mz}
        actions={actionsFixture(packagesFixture.mz)}
        channels={channelsFixture.mz}
      />,
    )
    const max = screen.getByRole('article', { name: 'ZAP Max' })
    expect(within(max).getByText(exactly('999,00\u00a0MT'))).toBeInTheDocument()
    expect(within(max).getByText('per 30 days')).toBeInTheDocument()
    expect(within(max).getByText('Most popular')).toBeInTheDocument()
    expect(screen.queryByText(/featured channels?$/)).toBeNull()
  })

  it('says so when the service has no packages', () => {
    render(
      <PackageGridView
        block={block}
        context={blockContext('pt', 'ao', false)}
        packages={[]}
        channels={[]}
        actions={new Map()}
      />,
    )
    expect(screen.getByText('Ainda não há pacotes deste serviço. Volte em breve.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('loads the country’s packages of the block’s service and skips the line-up when no count is shown', async () => {
    const { PackageGridBlockComponent } = await import('./Component')
    getPackages.mockResolvedValue(packagesFixture.mz)
    getChannelCarriage.mockResolvedValue(channelsFixture.mz)
    render(await PackageGridBlockComponent({ block, context: blockContext('pt', 'mz', false) }))
    expect(getPackages).toHaveBeenCalledWith('mz', 'pt', 'satelite')
    expect(
      within(screen.getByRole('article', { name: 'ZAP Premium' })).getByText('4 canais em destaque'),
    ).toBeInTheDocument()
    // The country's channel listing, read from its published pages, in the page's language.
    expect(
      within(screen.getByRole('article', { name: 'ZAP Premium' })).getByRole('link', {
        name: '4 canais em destaque – ver a lista do pacote ZAP Premium',
      }),
    ).toHaveAttribute('href', '/tv/listagem-de-canais?pacote=14')

    getChannelCarriage.mockClear()
    await PackageGridBlockComponent({
      block: { ...block, showChannelCount: false },
      context: blockContext('pt', 'mz', false),
    })
    expect(getChannelCarriage).not.toHaveBeenCalled()
  })
})
