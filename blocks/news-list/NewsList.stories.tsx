import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { newsArticleFixture, newsPageFixture } from './fixtures'
import { NewsArticleView } from './NewsArticleView'
import { NewsListView } from './NewsListView'

const meta = {
  title: 'Blocks/News list',
  component: NewsListView,
} satisfies Meta<typeof NewsListView>

export default meta
type Story = StoryObj<typeof meta>

const path = '/a-zap/noticias'

/** /a-zap/noticias/pagina-2: the second of three pages. */
export const SecondPage: Story = {
  args: {
    block: {
      blockType: 'newsList',
      heading: 'Notícias',
      intro: 'A ZAP em Angola: novidades, projetos e pessoas.',
      pageSize: 9,
      paginate: true,
    },
    context: blockContext('pt', 'ao', true, `${path}/pagina-2`, 'pagina-2'),
    news: newsPageFixture(2, 3),
  },
}

/** The latest articles on another page, with a link to all the news. */
export const Latest: Story = {
  args: {
    block: {
      blockType: 'newsList',
      heading: 'Notícias da Vidas ZAP',
      category: 'vida-zap',
      pageSize: 3,
      paginate: false,
      more: { label: 'Todas as notícias', href: path },
    },
    context: blockContext('pt', 'ao', false, '/a-zap/vida-zap'),
    news: newsPageFixture(1, 1),
  },
}

export const InEnglish: Story = {
  args: {
    block: { blockType: 'newsList', heading: 'News', pageSize: 9, paginate: true },
    context: blockContext('en', 'mz', true, '/the-zap/news'),
    news: newsPageFixture(1, 2),
  },
}

export const NoNews: Story = {
  args: {
    block: { blockType: 'newsList', heading: 'Destaques', featuredOnly: true, pageSize: 9, paginate: false },
    context: blockContext('pt', 'mz', true, '/a-zap/destaques'),
    news: newsPageFixture(1, 0, []),
  },
}

/** /a-zap/noticias/{slug}: one article in full. */
export const Article: StoryObj<typeof NewsArticleView> = {
  render: (args) => <NewsArticleView {...args} />,
  args: {
    block: { blockType: 'newsList', heading: 'Notícias', pageSize: 9, paginate: true },
    context: blockContext('pt', 'ao', true, `${path}/zap-celebra-15-anos`, 'zap-celebra-15-anos'),
    article: newsArticleFixture,
  },
}
