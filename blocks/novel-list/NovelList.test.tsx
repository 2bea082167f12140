import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { novelDetailFixture, novelSlotsFixture, novelsFixture, novelaWeekFixture } from './fixtures'
import { NovelDetailView } from './NovelDetailView'
import { NovelListView } from './NovelListView'

const getNovels = jest.fn<typeof import('@/lib/content/get-novels').getNovels>()
const getNovel = jest.fn<typeof import('@/lib/content/get-novels').getNovel>()
// The real queries need the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-novels', () => ({
  getNovels: (...args: Parameters<typeof getNovels>) => getNovels(...args),
  getNovel: (...args: Parameters<typeof getNovel>) => getNovel(...args),
}))
const novelaWeek = jest.fn<typeof import('@/blocks/novela-schedule/novela-week').novelaWeek>()
// When a novela airs is read from the novela channel's programmes (the TV guide's).
jest.mock('@/blocks/novela-schedule/novela-week', () => ({
  novelaWeek: (...args: Parameters<typeof novelaWeek>) => novelaWeek(...args),
}))
const NOT_FOUND = new Error('NEXT_NOT_FOUND')
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND
  },
}))

const home = '/tv/zap-channels/novelas'
const block: BlockOf<'novelList'> = {
  blockType: 'novelList',
  heading: 'Novelas',
  intro: 'Histórias dobradas em português.',
}

beforeEach(() => {
  getNovels.mockReset()
  getNovel.mockReset()
  novelaWeek.mockReset()
})

describe('Novela list block: the list', () => {
  it('shows each novela as a card (image, title, origin, synopsis) linking to its page under the novelas home', () => {
    render(
      <NovelListView block={block} context={blockContext('pt', 'ao', true, `${home}/novels`)} novels={novelsFixture} />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Novelas' })).toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Novelas' })).getAllByRole('article')
    expect(cards).toHaveLength(3)
    const first = cards[0] as HTMLElement
    // The link goes to /tv/zap-channels/novelas/{id}, not under the /novels page the list is on.
    expect(within(first).getByRole('heading', { level: 2, name: 'Terra Amarga' })).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Terra Amarga' })).toHaveAttribute('href', `${home}/41`)
    expect(within(first).getByRole('img', { name: 'Campos de algodão ao pôr do sol' })).toHaveAttribute(
      'loading',
      'lazy',
    )
    expect(within(first).getByText('Novela turca')).toBeInTheDocument()
    expect(within(first).getByText(/^Nos anos 70, Züleyha e Yilmaz/)).toBeInTheDocument()
    // A novela without a picture still gets its card, with its origin.
    const third = cards[2] as HTMLElement
    expect(within(third).queryByRole('img')).toBeNull()
    expect(within(third).getByText('Novela brasileira')).toBeInTheDocument()
  })

  it('links to English addresses and names origins in English; a second block has an h2 and h3 cards', () => {
    render(
      <NovelListView
        block={{ ...block, heading: 'Our novelas' }}
        context={blockContext('en', 'mz', false, home)}
        novels={novelsFixture}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Our novelas' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Fruto Proibido' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fruto Proibido' })).toHaveAttribute(
      'href',
      '/en/tv/zap-channels/novelas/42',
    )
    expect(screen.getAllByText('Turkish novela')).toHaveLength(2)
    expect(screen.getByText('Brazilian novela')).toBeInTheDocument()
  })

  it('says so when the country has no novelas', () => {
    render(<NovelListView block={block} context={blockContext('pt', 'ao', true, `${home}/novels`)} novels={[]} />)
    expect(screen.getByText(/^Ainda não há novelas publicadas/)).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })
})

describe('Novela list block: one novela', () => {
  it('shows the novela in full: title as the h1, picture, facts, weekly slots, body and a way back', () => {
    render(
      <NovelDetailView
        block={block}
        context={blockContext('pt', 'ao', true, `${home}/41`, '41')}
        novel={novelDetailFixture}
        slots={novelSlotsFixture}
      />,
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Terra Amarga'])
    expect(screen.getByRole('img', { name: 'Campos de algodão ao pôr do sol' })).toHaveAttribute('loading', 'eager')
    expect(screen.getByText(/^Nos anos 70/)).toBeInTheDocument()
    const facts = screen.getByRole('region', { name: 'Ficha da novela' })
    const value = (term: string) => within(facts).getByText(term).nextElementSibling
    expect(value('Origem')).toHaveTextContent('Turquia')
    expect(value('Episódios')).toHaveTextContent('212')
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Segunda a sexta às 21:30', 'Domingo às 16:00'])
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre a novela' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Todas as novelas/ })).toHaveAttribute('href', `${home}/novels`)
    expect(screen.getByRole('link', { name: 'Ver a programação completa' })).toHaveAttribute(
      'href',
      `${home}/programming`,
    )
  })

  it('speaks English under /en, and says when a novela has no slots', () => {
    const novel = { ...novelDetailFixture, episodes: null, image: null }
    const { unmount } = render(
      <NovelDetailView
        block={block}
        context={blockContext('en', 'ao', true, `${home}/41`, '41')}
        novel={novelDetailFixture}
        slots={novelSlotsFixture}
      />,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Monday to Friday at 21:30',
      'Sunday at 16:00',
    ])
    expect(screen.getByRole('link', { name: /All novelas/ })).toHaveAttribute('href', `/en${home}/novels`)
    unmount()
    render(
      <NovelDetailView
        block={block}
        context={blockContext('pt', 'ao', true, `${home}/41`, '41')}
        novel={novel}
        slots={[]}
      />,
    )
    expect(screen.getByText('Sem exibição marcada de momento.')).toBeInTheDocument()
    expect(screen.queryByText('Episódios')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('lists the country’s novelas in the page language', async () => {
    const { NovelListBlockComponent } = await import('./Component')
    getNovels.mockResolvedValue(novelsFixture)
    render(await NovelListBlockComponent({ block, context: blockContext('en', 'mz', true, `${home}/novels`) }))
    expect(getNovels).toHaveBeenCalledWith('mz', 'en')
    expect(getNovel).not.toHaveBeenCalled()
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('loads the novela named by the address, and responds with 404 for an unknown or malformed id', async () => {
    const { NovelListBlockComponent } = await import('./Component')
    getNovel.mockImplementation(async (_country, _locale, id) => (id === 41 ? novelDetailFixture : null))
    novelaWeek.mockResolvedValue({ channelId: 10, days: [], programmes: novelaWeekFixture() })
    render(await NovelListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${home}/41`, '41') }))
    expect(getNovel).toHaveBeenCalledWith('ao', 'pt', 41)
    expect(getNovels).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1, name: 'Terra Amarga' })).toBeInTheDocument()
    // When it airs comes from the channel's week: its own airings, not its reruns, marathons or another novela's.
    expect(novelaWeek).toHaveBeenCalledWith('ao', 'pt')
    const facts = screen.getByRole('region', { name: 'Ficha da novela' })
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Segunda a sexta às 21:30', 'Domingo às 16:00'])

    // Unknown, or of the other country / unpublished: the query returns null.
    await expect(
      NovelListBlockComponent({ block, context: blockContext('pt', 'mz', true, `${home}/999`, '999') }),
    ).rejects.toBe(NOT_FOUND)
    getNovel.mockClear()
    for (const bad of ['abc', '4a', '-1', '1.5']) {
      await expect(
        NovelListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${home}/${bad}`, bad) }),
      ).rejects.toBe(NOT_FOUND)
    }
    expect(getNovel).not.toHaveBeenCalled()
  })
})
