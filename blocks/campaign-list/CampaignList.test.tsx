import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { CampaignDetailView } from './CampaignDetailView'
import { CampaignListView } from './CampaignListView'
import { campaignDetailFixture, campaignsFixture } from './fixtures'

const getCampaigns = jest.fn<typeof import('@/lib/content/get-campaigns').getCampaigns>()
const getCampaign = jest.fn<typeof import('@/lib/content/get-campaigns').getCampaign>()
// The real queries need the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-campaigns', () => ({
  getCampaigns: (...args: Parameters<typeof getCampaigns>) => getCampaigns(...args),
  getCampaign: (...args: Parameters<typeof getCampaign>) => getCampaign(...args),
}))
const NOT_FOUND = new Error('NEXT_NOT_FOUND')
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND
  },
}))

const path = '/zap-satelite/campanhas'
const block: BlockOf<'campaignList'> = { blockType: 'campaignList', heading: 'Campanhas', service: 'satelite' }

beforeEach(() => {
  getCampaigns.mockReset()
  getCampaign.mockReset()
})

describe('Campaign list block', () => {
  it('shows each campaign as a card with image, dates and a link to its page', () => {
    render(
      <CampaignListView block={block} context={blockContext('pt', 'ao', true, path)} campaigns={campaignsFixture} />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Campanhas' })).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const first = cards[0] as HTMLElement
    expect(within(first).getByRole('link', { name: 'Natal em grande com o ZAP Premium' })).toHaveAttribute(
      'href',
      '/zap-satelite/campanhas/31',
    )
    expect(
      within(first).getByRole('img', { name: 'Árvore de Natal com presentes e um comando de televisão' }),
    ).toHaveAttribute('loading', 'lazy')
    expect(within(first).getByText(/De 1 de dezembro de 2026 a 6 de janeiro de 2027/)).toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).getByText(/Desde 1 de novembro de 2026/)).toBeInTheDocument()
  })

  it('links to English addresses and dates in English', () => {
    render(
      <CampaignListView block={block} context={blockContext('en', 'mz', false, path)} campaigns={campaignsFixture} />,
    )
    expect(screen.getByRole('link', { name: 'Kit ZAP com instalação grátis' })).toHaveAttribute(
      'href',
      '/en/zap-satelite/campanhas/32',
    )
    expect(screen.getByText(/From 1 December 2026 to 6 January 2027/)).toBeInTheDocument()
  })

  it('says so when there are no campaigns', () => {
    render(<CampaignListView block={block} context={blockContext('pt', 'ao', true, path)} campaigns={[]} />)
    expect(screen.getByText(/^Não há campanhas de momento/)).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows one campaign in full with its title as the page heading and a way back', () => {
    render(
      <CampaignDetailView
        block={block}
        context={blockContext('pt', 'ao', true, `${path}/31`, '31')}
        campaign={campaignDetailFixture}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Natal em grande com o ZAP Premium' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Como participar' })).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('link', { name: 'Onde carregar' })).toHaveAttribute(
      'href',
      '/zap-satelite/carregamentos-e-pagamentos',
    )
    expect(screen.getByRole('link', { name: 'Todas as campanhas' })).toHaveAttribute('href', '/zap-satelite/campanhas')
  })

  it('lists the country’s campaigns of the block’s service', async () => {
    const { CampaignListBlockComponent } = await import('./Component')
    getCampaigns.mockResolvedValue(campaignsFixture)
    render(await CampaignListBlockComponent({ block, context: blockContext('en', 'mz', true, path) }))
    expect(getCampaigns).toHaveBeenCalledWith('mz', 'en', 'satelite')
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('loads the campaign named by the address, and responds with 404 for an unknown or malformed id', async () => {
    const { CampaignListBlockComponent } = await import('./Component')
    getCampaign.mockImplementation(async (_country, _locale, _service, id) =>
      id === 31 ? campaignDetailFixture : null,
    )
    render(await CampaignListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${path}/31`, '31') }))
    expect(getCampaign).toHaveBeenCalledWith('ao', 'pt', 'satelite', 31)
    expect(screen.getByRole('heading', { level: 1, name: 'Natal em grande com o ZAP Premium' })).toBeInTheDocument()

    await expect(
      CampaignListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${path}/999`, '999') }),
    ).rejects.toBe(NOT_FOUND)
    getCampaign.mockClear()
    await expect(
      CampaignListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${path}/abc`, 'abc') }),
    ).rejects.toBe(NOT_FOUND)
    expect(getCampaign).not.toHaveBeenCalled()
  })
})
