import { describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { channelsFixture, packagesFixture } from '@/blocks/package-grid/fixtures'
import { PackageComparisonView } from './PackageComparisonView'

const getPackages = jest.fn<typeof import('@/lib/content/get-packages').getPackages>()
const getChannelCarriage = jest.fn<typeof import('@/lib/content/get-packages').getChannelCarriage>()
// The real queries need the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-packages', () => ({
  getPackages: (...args: Parameters<typeof getPackages>) => getPackages(...args),
  getChannelCarriage: (...args: Parameters<typeof getChannelCarriage>) => getChannelCarriage(...args),
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

  it('scrolls sideways inside a labelled region a keyboard can reach', () => {
    renderPt()
    // The block's section is the region named by its heading; the scroller has a name of its own, so
    // a screen reader's list of regions tells the two apart.
    expect(screen.getAllByRole('region', { name: 'Comparação de pacotes' })).toHaveLength(1)
    const region = screen.getByRole('region', {
      name: 'Tabela de comparação de pacotes',
      description: 'Deslize a tabela para o lado para ver todos os pacotes.',
    })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(within(region).getByRole('table')).toBeInTheDocument()
  })

  it('speaks English and prices in meticais in Mozambique', () => {
    render(
      <PackageComparisonView
        block={block}
        context={blockContext('en', 'mz', false)}
        packages={packagesFixture.mz}
        channels={channelsFixture.mz}
      />,
    )
    expect(screen.getByRole('table', { name: 'Channels included in each package' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'ZAP Max 999\u00a0MT' })).toBeInTheDocument()
    expect(cellsOf(/TVCine Edition/)).toEqual(['–not included', '–not included', '–not included', '✓included'])
    expect(screen.getByRole('rowheader', { name: 'Kids' })).toBeInTheDocument()
  })

  it('says so when there is nothing to compare', () => {
    render(
      <PackageComparisonView
        block={block}
        context={blockContext('pt', 'ao', false)}
        packages={[]}
        channels={channelsFixture.ao}
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
})
