import { describe, expect, it, jest } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { channelsFixture, packagesFixture } from '@/blocks/package-grid/fixtures'
import { signUpsFixture } from '@/lib/packages/fixtures'
import { PackageComparisonView } from './PackageComparisonView'

const getPackages = jest.fn<typeof import('@/lib/content/get-packages').getPackages>()
const getChannelCarriage = jest.fn<typeof import('@/lib/content/get-packages').getChannelCarriage>()
// The real queries need the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-packages', () => ({
  getPackages: (...args: Parameters<typeof getPackages>) => getPackages(...args),
  getChannelCarriage: (...args: Parameters<typeof getChannelCarriage>) => getChannelCarriage(...args),
}))
// The country's published pages, which the sign-up links lead to, as the seed publishes them.
jest.mock('@/lib/content/get-landings', () => ({
  loadSitePaths: async () => (await import('@/lib/packages/fixtures')).sitePathsFixture(),
}))

const block: BlockOf<'packageComparison'> = {
  blockType: 'packageComparison',
  heading: 'Comparação de pacotes',
  service: 'satelite',
}
const renderPt = () =>
  render(
    <PackageComparisonView
      block={block}
      context={blockContext('pt', 'ao', true)}
      packages={packagesFixture.ao}
      channels={channelsFixture.ao}
      signUps={signUpsFixture(packagesFixture.ao)}
    />,
  )
/** The cells of a channel's row, after its header: one per package, in column order. */
const cellsOf = (channel: RegExp) =>
  within(screen.getByRole('row', { name: channel }))
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('Package comparison block', () => {
  it('is a captioned table with a column per package and scoped headers', () => {
    renderPt()
    const table = screen.getByRole('table', { name: 'Canais incluídos em cada pacote' })
    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((c) => c.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col', 'col'])
    expect(columns.map((c) => c.textContent)).toEqual([
      'Canal',
      'ZAP Mini 3.595\u00a0Kz',
      'ZAP Max 7.190\u00a0Kz',
      'ZAP Plus 10.790\u00a0Kz',
      'ZAP Premium 14.000\u00a0Kz',
    ])
    expect(within(table).getByRole('rowheader', { name: 'Posição 4 ZAP Viva' })).toHaveAttribute('scope', 'row')
  })

  it('marks where a package carries a channel, with words for screen readers', () => {
    renderPt()
    expect(cellsOf(/ZAP Filmes 1/)).toEqual(['–não incluído', '–não incluído', '✓incluído', '✓incluído'])
    expect(cellsOf(/TVCine Top/)).toEqual(['–não incluído', '–não incluído', '–não incluído', '✓incluído'])
    expect(cellsOf(/ZAP Viva/)).toEqual(['✓incluído', '✓incluído', '✓incluído', '✓incluído'])
  })

  it('groups channels by genre in line-up order, leaving out channels no package of the service carries', () => {
    renderPt()
    const groups = screen.getAllByRole('rowgroup').slice(1, -1)
    expect(groups.map((g) => within(g).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'Generalistas',
      'Novelas',
      'Desporto',
      'Filmes e séries',
    ])
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('rowheader')
        .slice(1)
        .map((h) => h.textContent),
    ).toEqual(['Posição 1 TPA 1', 'Posição 4 ZAP Viva', 'Posição 22 Globo'])
    expect(screen.queryByText('Canal só de fibra')).toBeNull()
    expect(cellsOf(/Total de canais/)).toEqual(['3', '5', '6', '7'])
  })

  it('fits the page instead of scrolling sideways in a box of its own: no focus stop, no swipe hint', () => {
    renderPt()
    // The block's section is the region named by its heading; the table's landmark has a name of its
    // own, so a screen reader's list of regions tells the two apart.
    expect(screen.getAllByRole('region', { name: 'Comparação de pacotes' })).toHaveLength(1)
    const region = screen.getByRole('region', { name: 'Tabela de comparação de pacotes' })
    expect(within(region).getByRole('table')).toBeInTheDocument()
    expect(region).not.toHaveAttribute('tabindex')
    expect(region).not.toHaveAccessibleDescription()
    expect(screen.queryByText(/Deslize a tabela/)).toBeNull()
  })

  it('shows short package names on a phone and still reads each column’s full name and price', () => {
    renderPt()
    const mini = screen.getByRole('columnheader', { name: 'ZAP Mini 3.595\u00a0Kz' })
    // The shared first word and the price sit apart, so the phone's stylesheet can leave them to
    // screen readers and keep four columns within 320 px.
    expect(within(mini).getByText('ZAP')).toHaveClass('lead')
    expect(within(mini).getByText((_, element) => element?.textContent === '3.595\u00a0Kz')).toHaveClass('pkgPrice')
    // Names that share no first word stay whole.
    render(
      <PackageComparisonView
        block={{ ...block, service: 'fibra' }}
        context={blockContext('pt', 'ao', false)}
        packages={[
          { ...packagesFixture.ao[0]!, id: 5, name: 'Fibra 20', service: 'fibra' },
          { ...packagesFixture.ao[1]!, id: 6, name: 'Internet 50', service: 'fibra' },
        ]}
        channels={channelsFixture.ao}
        signUps={new Map()}
      />,
    )
    const fibre = screen.getByRole('columnheader', { name: /^Fibra 20/ })
    expect(within(fibre).queryByText('Fibra')).toBeNull()
    expect(within(fibre).getByText('Fibra 20')).toBeInTheDocument()
  })

  it('finds a channel and names the country’s packages that carry it, cheapest first, each with its sign-up', async () => {
    const user = userEvent.setup()
    const fibre = { ...packagesFixture.ao[0]!, id: 5, name: 'ZAP Fibra 20', service: 'fibra' as const, price: 20150 }
    render(
      <PackageComparisonView
        block={block}
        context={blockContext('pt', 'ao', true)}
        packages={packagesFixture.ao}
        channels={channelsFixture.ao}
        offers={[fibre, ...[...packagesFixture.ao].reverse()]}
        signUps={signUpsFixture([...packagesFixture.ao, fibre])}
      />,
    )
    const field = screen.getByRole('searchbox', { name: 'Procurar um canal' })
    await waitFor(() => expect(field).toBeEnabled())
    await user.type(field, 'SPORTTV africa')
    const results = screen.getByRole('list', { name: 'Canais encontrados' })
    expect(within(results).getByRole('heading', { level: 2, name: 'SportTV África' })).toBeInTheDocument()
    const links = within(results).getAllByRole('link')
    // The same relation as the table's marks: Max, Plus, Premium, and the fibre package 5.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Aderir ZAP Max', '/adesao/2'],
      ['Aderir ZAP Plus', '/adesao/3'],
      ['Aderir ZAP Premium', '/adesao/4'],
      ['Aderir ZAP Fibra 20', '/adesao/5'],
    ])
    expect(screen.getByText('1 canal encontrado')).toHaveAttribute('aria-live', 'polite')
    // The table stays whole below (header, genres, channels, totals, sign-up row).
    expect(screen.getAllByRole('row')).toHaveLength(1 + 4 + 7 + 1 + 1)

    await user.clear(field)
    await user.type(field, 'só de fibra')
    expect(within(screen.getByRole('list', { name: 'Canais encontrados' })).getAllByRole('link')).toHaveLength(1)
    await user.clear(field)
    await user.type(field, 'noticias')
    expect(screen.getByText('Nenhum canal encontrado')).toBeInTheDocument()
    expect(screen.getByText(/^Nenhum canal tem «noticias» no nome\./)).toBeInTheDocument()
  })

  it('speaks English and prices in meticais in Mozambique', () => {
    render(
      <PackageComparisonView
        block={block}
        context={blockContext('en', 'mz', false)}
        packages={packagesFixture.mz}
        channels={channelsFixture.mz}
        signUps={signUpsFixture(packagesFixture.mz, 'en')}
      />,
    )
    expect(screen.getByRole('table', { name: 'Channels included in each package' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'ZAP Max 999\u00a0MT' })).toBeInTheDocument()
    expect(cellsOf(/TVCine Edition/)).toEqual(['–not included', '–not included', '–not included', '✓included'])
    expect(screen.getByRole('rowheader', { name: 'Kids' })).toBeInTheDocument()
  })

  it('searches in English, with English sign-up addresses; without other packages, the table’s own', async () => {
    const user = userEvent.setup()
    render(
      <PackageComparisonView
        block={block}
        context={blockContext('en', 'mz', false)}
        packages={packagesFixture.mz}
        channels={channelsFixture.mz}
        signUps={signUpsFixture(packagesFixture.mz, 'en')}
      />,
    )
    const field = screen.getByRole('searchbox', { name: 'Find a channel' })
    await waitFor(() => expect(field).toBeEnabled())
    await user.type(field, 'tvcine')
    const results = screen.getByRole('list', { name: 'Channels found' })
    expect(within(results).getByRole('heading', { level: 3, name: 'TVCine Edition' })).toBeInTheDocument()
    expect(within(results).getByText('Included in 1 package:')).toBeInTheDocument()
    expect(within(results).getByRole('link', { name: 'Sign up ZAP Premium' })).toHaveAttribute('href', '/en/adesao/14')
  })

  it('ends each column with its package’s sign-up, and leaves out the links it has no address for', () => {
    renderPt()
    const row = screen.getByRole('row', { name: /^Adesão/ })
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Aderir ZAP Mini', '/adesao/1'],
      ['Aderir ZAP Max', '/adesao/2'],
      ['Aderir ZAP Plus', '/adesao/3'],
      ['Aderir ZAP Premium', '/adesao/4'],
    ])
    // One cell per column under the totals, so each link sits under its package.
    expect(within(row).getAllByRole('cell')).toHaveLength(packagesFixture.ao.length)

    // No sign-up page published: neither the row nor the search offers a link.
    render(
      <PackageComparisonView
        block={block}
        context={blockContext('pt', 'mz', false)}
        packages={packagesFixture.mz}
        channels={channelsFixture.mz}
        signUps={new Map()}
      />,
    )
    expect(screen.getAllByRole('row', { name: /^Adesão/ })).toHaveLength(1)
  })

  it('says so when there is nothing to compare', () => {
    render(
      <PackageComparisonView
        block={block}
        context={blockContext('pt', 'ao', false)}
        packages={[]}
        channels={channelsFixture.ao}
        signUps={new Map()}
      />,
    )
    expect(screen.getByText('Ainda não há canais para comparar.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('loads the country’s packages of the block’s service and its line-up', async () => {
    const { PackageComparisonBlockComponent } = await import('./Component')
    getPackages.mockResolvedValue(packagesFixture.mz)
    getChannelCarriage.mockResolvedValue(channelsFixture.mz)
    render(await PackageComparisonBlockComponent({ block, context: blockContext('en', 'mz', false) }))
    expect(getPackages).toHaveBeenCalledWith('mz', 'en', 'satelite')
    expect(getChannelCarriage).toHaveBeenCalledWith('mz')
    expect(screen.getAllByRole('columnheader')).toHaveLength(5)
  })

  it('gives the search the country’s packages of every service, and the table only the block’s', async () => {
    const { PackageComparisonBlockComponent } = await import('./Component')
    const fibre = { ...packagesFixture.ao[0]!, id: 5, name: 'ZAP Fibra 20', service: 'fibra' as const, price: 20150 }
    getPackages.mockImplementation(async (_country, _locale, service) =>
      service === 'fibra' ? [fibre] : packagesFixture.ao,
    )
    getChannelCarriage.mockResolvedValue(channelsFixture.ao)
    const user = userEvent.setup()
    render(await PackageComparisonBlockComponent({ block, context: blockContext('pt', 'ao', false) }))
    expect(getPackages).toHaveBeenCalledWith('ao', 'pt', 'fibra')
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).not.toContain('ZAP Fibra 20')
    expect(screen.getAllByRole('columnheader')).toHaveLength(5)
    const field = screen.getByRole('searchbox', { name: 'Procurar um canal' })
    await waitFor(() => expect(field).toBeEnabled())
    await user.type(field, 'globo')
    expect(
      within(screen.getByRole('list', { name: 'Canais encontrados' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aderir ZAP Max', 'Aderir ZAP Plus', 'Aderir ZAP Premium', 'Aderir ZAP Fibra 20'])
  })
})
