import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { FaqListView } from './FaqListView'
import { faqsFixture } from './fixtures'

const meta = {
  title: 'Blocks/FAQ list',
  component: FaqListView,
} satisfies Meta<typeof FaqListView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'faqList',
      heading: 'Perguntas frequentes',
      intro: 'Respostas rápidas sobre pacotes, pagamentos e equipamento.',
    },
    context: blockContext('pt', 'ao', true, '/apoio-ao-cliente/perguntas-frequentes'),
    faqs: faqsFixture,
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: 'faqList', heading: 'Frequently asked questions' },
    context: blockContext('en', 'mz', true, '/help/faq'),
    faqs: faqsFixture.filter((faq) => faq.category !== 'fibra'),
  },
}

export const NoQuestions: Story = {
  args: {
    block: { blockType: 'faqList', heading: 'Perguntas frequentes' },
    context: blockContext('pt', 'mz', false, '/apoio-ao-cliente/perguntas-frequentes'),
    faqs: [],
  },
}
