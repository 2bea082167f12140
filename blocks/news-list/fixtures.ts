import { doc, h, p, ul } from '@/cms/seed/lexical'
import type { NewsDetail, NewsPage, NewsSummary } from '@/lib/content/get-news'
import { mediaFixture } from '@/stories/fixtures'

/** Articles as the queries return them, newest first, for stories and tests. */
export const newsFixture: NewsSummary[] = [
  {
    id: 41,
    slug: 'zap-celebra-15-anos',
    title: 'A ZAP celebra 15 anos em Angola',
    excerpt: 'Quinze anos depois do lançamento, a ZAP agradece aos clientes com uma semana de canais abertos.',
    publishedAt: '2026-04-01T09:00:00.000Z',
    category: 'empresa',
    featured: true,
    image: mediaFixture('hero-corporate.webp', 'Ilustração com as cores da marca ZAP'),
  },
  {
    id: 42,
    slug: 'cantinho-da-leitura-chega-ao-huambo',
    title: 'Cantinho da Leitura chega ao Huambo',
    excerpt: 'Mais três lares de infância recebem livros e um espaço de leitura da Vidas ZAP.',
    publishedAt: '2026-02-12T09:00:00.000Z',
    category: 'vida-zap',
    featured: false,
    image: null,
  },
]

export const newsPageFixture = (page = 1, totalPages = 1, articles: NewsSummary[] = newsFixture): NewsPage => ({
  articles,
  page,
  totalPages,
  totalDocs: totalPages * articles.length,
})

export const newsArticleFixture: NewsDetail = {
  ...(newsFixture[0] as NewsSummary),
  body: doc(
    p('A ZAP chegou aos lares angolanos a 1 de abril de 2010.'),
    h('h2', 'Uma semana de canais abertos'),
    ul('Todos os canais do pacote Premium', 'De 1 a 7 de abril'),
  ),
}
