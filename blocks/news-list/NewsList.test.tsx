import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { newsArticleFixture, newsFixture, newsPageFixture } from './fixtures'
import { NewsArticleView } from './NewsArticleView'
import { NewsListView } from './NewsListView'
import { pageItems } from './NewsPagination'

const getNewsPage = jest.fn<typeof import('@/lib/content/get-news').getNewsPage>()
const getNewsArticle = jest.fn<typeof import('@/lib/content/get-news').getNewsArticle>()
// The real queries need the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-news', () => ({
  getNewsPage: (...args: Parameters<typeof getNewsPage>) => getNewsPage(...args),
  getNewsArticle: (...args: Parameters<typeof getNewsArticle>) => getNewsArticle(...args),
}))
const NOT_FOUND = new Error('NEXT_NOT_FOUND')
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND
  },
}))

const path = '/a-zap/noticias'
const block: BlockOf<'newsList'> = { blockType: 'newsList', heading: 'Notícias', pageSize: 9, paginate: true }
const preview: BlockOf<'newsList'> = {
  blockType: 'newsList',
  heading: 'Notícias da Vidas ZAP',
  category: 'vida-zap',
  pageSize: 3,
  paginate: false,
  more: { label: 'Todas as notícias', href: path },
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'))

beforeEach(() => {
  getNewsPage.mockReset()
  getNewsArticle.mockReset()
})

describe('News list block: the list', () => {
  it('shows each article as a card with date, category, title linking to the article and excerpt', () => {
    render(<NewsListView block={block} context={blockContext('pt', 'ao', true, path)} news={newsPageFixture()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Notícias' })).toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Notícias' })).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const first = cards[0] as HTMLElement
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('A ZAP celebra 15 anos em Angola')
    expect(within(first).getByRole('link', { name: 'A ZAP celebra 15 anos em Angola' })).toHaveAttribute(
      'href',
      '/a-zap/noticias/zap-celebra-15-anos',
    )
    expect(within(first).getByText('1 de abril de 2026')).toHaveAttribute('datetime', '2026-04-01T09:00:00.000Z')
    expect(within(first).getByText('Empresa')).toBeInTheDocument()
    // The first block's first card is a phone's largest paint: fetched at once and first, the rest lazily.
    const firstImage = within(first).getByRole('img', { name: 'Ilustração com as cores da marca ZAP' })
    expect(firstImage).toHaveAttribute('loading', 'eager')
    expect(firstImage).toHaveAttribute('fetchpriority', 'high')
    for (const card of cards.slice(1))
      for (const image of within(card).queryAllByRole('img')) expect(image).toHaveAttribute('loading', 'lazy')
    expect(within(first).getByText(/Quinze anos depois do lançamento/)).toBeInTheDocument()
    expect(within(cards[1] as HTMLElement).getByText('Vida ZAP')).toBeInTheDocument()
    // One page only: no page links.
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('on a page that is not a news page, links articles to the corporate news page and shows the "more" link', () => {
    render(
      <NewsListView
        block={preview}
        context={blockContext('pt', 'ao', false, '/a-zap/vida-zap')}
        news={newsPageFixture()}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Notícias da Vidas ZAP' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Cantinho da Leitura chega ao Huambo' })).toHaveAttribute(
      'href',
      '/a-zap/noticias/cantinho-da-leitura-chega-ao-huambo',
    )
    expect(screen.getByRole('link', { name: 'Todas as notícias' })).toHaveAttribute('href', path)
    expect(screen.queryByRole('navigation')).toBeNull()
    // Below another block, no card's picture competes with the page's first screen.
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).not.toHaveAttribute('fetchpriority')
    }
  })

  it('in English links to /en/the-zap/news and writes dates in English', () => {
    render(
      <NewsListView
        block={preview}
        context={blockContext('en', 'mz', false, '/the-zap/zap-life')}
        news={newsPageFixture()}
      />,
    )
    expect(screen.getByRole('link', { name: 'A ZAP celebra 15 anos em Angola' })).toHaveAttribute(
      'href',
      '/en/the-zap/news/zap-celebra-15-anos',
    )
    expect(screen.getByText('1 April 2026')).toBeInTheDocument()
    expect(screen.getByText('Company')).toBeInTheDocument()
  })

  it('says so when there are no articles', () => {
    render(
      <NewsListView block={block} context={blockContext('pt', 'ao', true, path)} news={newsPageFixture(1, 0, [])} />,
    )
    expect(screen.getByText(/^Ainda não há notícias publicadas/)).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('News list block: pagination', () => {
  it('links the previous, next and every page, marking the current one', () => {
    render(
      <NewsListView
        block={block}
        context={blockContext('pt', 'ao', true, `${path}/pagina-2`, 'pagina-2')}
        news={newsPageFixture(2, 3)}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Páginas de notícias' })
    expect(within(nav).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', path)
    expect(within(nav).getByRole('link', { name: 'Página seguinte' })).toHaveAttribute('href', `${path}/pagina-3`)
    const pages = within(nav).getAllByRole('link', { name: /^Página \d$/ })
    expect(hrefs(pages)).toEqual([path, `${path}/pagina-2`, `${path}/pagina-3`])
    expect(within(nav).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Página 1' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument()
    // On a list page, cards still open the article under the news page, not under /pagina-2.
    expect(screen.getByRole('link', { name: 'A ZAP celebra 15 anos em Angola' })).toHaveAttribute(
      'href',
      `${path}/zap-celebra-15-anos`,
    )
  })

  it('has no previous link on the first page and no next link on the last; English pages are /page-n', () => {
    const { unmount } = render(
      <NewsListView
        block={block}
        context={blockContext('en', 'ao', true, '/the-zap/news')}
        news={newsPageFixture(1, 2)}
      />,
    )
    let nav = screen.getByRole('navigation', { name: 'News pages' })
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/the-zap/news/page-2')
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    unmount()
    render(
      <NewsListView
        block={block}
        context={blockContext('en', 'ao', true, '/the-zap/news/page-2', 'page-2')}
        news={newsPageFixture(2, 2)}
      />,
    )
    nav = screen.getByRole('navigation', { name: 'News pages' })
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/the-zap/news')
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull()
  })

  it('shows all page numbers up to 7, else the ends and the current page’s neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })
})

describe('News list block: one article', () => {
  it('shows the article in full with its title as the page heading and a way back', () => {
    render(
      <NewsArticleView
        block={block}
        context={blockContext('pt', 'ao', true, `${path}/zap-celebra-15-anos`, 'zap-celebra-15-anos')}
        article={newsArticleFixture}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'A ZAP celebra 15 anos em Angola' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Uma semana de canais abertos' })).toBeInTheDocument()
    expect(screen.getByText('1 de abril de 2026')).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(screen.getByText('De 1 a 7 de abril')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Todas as notícias' })).toHaveAttribute('href', path)
    // The list's own heading is not repeated above the article.
    expect(screen.queryByRole('heading', { name: 'Notícias' })).toBeNull()
  })

  it('is a second-level heading when the block is not the first on the page', () => {
    render(
      <NewsArticleView
        block={block}
        context={blockContext('en', 'ao', false, '/the-zap/news/zap-celebra-15-anos', 'zap-celebra-15-anos')}
        article={newsArticleFixture}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'A ZAP celebra 15 anos em Angola' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/the-zap/news')
  })
})

describe('News list block: what it loads', () => {
  it('asks for the first page of the country’s articles with the block’s filter and page size', async () => {
    const { NewsListBlockComponent } = await import('./Component')
    getNewsPage.mockResolvedValue(newsPageFixture(1, 2))
    render(
      await NewsListBlockComponent({
        block: { ...block, category: 'empresa', featuredOnly: true },
        context: blockContext('en', 'mz', true, '/the-zap/news'),
      }),
    )
    expect(getNewsPage).toHaveBeenCalledWith('mz', 'en', { category: 'empresa', featuredOnly: true }, 1, 9)
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('serves /pagina-n with that page, and 404 past the last page', async () => {
    const { NewsListBlockComponent } = await import('./Component')
    getNewsPage.mockImplementation(async (_c, _l, _f, page) =>
      page <= 2 ? newsPageFixture(page, 2) : newsPageFixture(page, 2, []),
    )
    render(
      await NewsListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${path}/pagina-2`, 'pagina-2') }),
    )
    expect(getNewsPage).toHaveBeenCalledWith('ao', 'pt', { category: null, featuredOnly: false }, 2, 9)
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page')
    await expect(
      NewsListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${path}/pagina-99`, 'pagina-99') }),
    ).rejects.toBe(NOT_FOUND)
  })

  it('responds with 404 for a list page of a list that does not paginate', async () => {
    const { NewsListBlockComponent } = await import('./Component')
    await expect(
      NewsListBlockComponent({
        block: preview,
        context: blockContext('pt', 'ao', true, `${path}/pagina-2`, 'pagina-2'),
      }),
    ).rejects.toBe(NOT_FOUND)
    expect(getNewsPage).not.toHaveBeenCalled()
  })

  it('loads the article the address names, and responds with 404 for an unknown or malformed slug', async () => {
    const { NewsListBlockComponent } = await import('./Component')
    getNewsArticle.mockImplementation(async (_c, _l, slug) =>
      slug === 'zap-celebra-15-anos' ? newsArticleFixture : null,
    )
    render(
      await NewsListBlockComponent({
        block,
        context: blockContext('pt', 'ao', true, `${path}/zap-celebra-15-anos`, 'zap-celebra-15-anos'),
      }),
    )
    expect(getNewsArticle).toHaveBeenCalledWith('ao', 'pt', 'zap-celebra-15-anos')
    expect(screen.getByRole('heading', { level: 1, name: 'A ZAP celebra 15 anos em Angola' })).toBeInTheDocument()

    await expect(
      NewsListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${path}/nao-existe`, 'nao-existe') }),
    ).rejects.toBe(NOT_FOUND)
    getNewsArticle.mockClear()
    await expect(
      NewsListBlockComponent({ block, context: blockContext('pt', 'ao', true, `${path}/Nao_Existe`, 'Nao_Existe') }),
    ).rejects.toBe(NOT_FOUND)
    expect(getNewsArticle).not.toHaveBeenCalled()
  })
})

describe('News list block: page titles at /path/{param}', () => {
  it('titles an article page with the article, a list page with its number, and nothing for an unknown one', async () => {
    const { newsParamMetadata } = await import('./news-metadata')
    getNewsArticle.mockImplementation(async (_c, _l, slug) =>
      slug === 'zap-celebra-15-anos' ? newsArticleFixture : null,
    )
    getNewsPage.mockImplementation(async (_c, _l, _f, page) => newsPageFixture(page, 2, page <= 2 ? newsFixture : []))
    const at = (param: string, locale: 'pt' | 'en' = 'pt') => newsParamMetadata(block, { country: 'ao', locale, param })
    expect(await at('zap-celebra-15-anos')).toEqual({
      title: 'A ZAP celebra 15 anos em Angola · ZAP',
      description: newsArticleFixture.excerpt,
      image: newsArticleFixture.image,
    })
    expect(await at('pagina-2')).toEqual({ title: 'Notícias · página 2 · ZAP' })
    expect(await at('page-2', 'en')).toEqual({ title: 'Notícias · page 2 · ZAP' })
    expect(await at('pagina-3')).toBeNull()
    expect(await at('nao-existe')).toBeNull()
    expect(await at('Nao_Existe')).toBeNull()
    expect(await newsParamMetadata(preview, { country: 'ao', locale: 'pt', param: 'pagina-2' })).toBeNull()
  })
})
