import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { I18nProvider } from '@/lib/i18n/client'
import { resources } from '@/lib/i18n/config'
import { blockContext } from '@/stories/fixtures'
import { FaqListView } from './FaqListView'
import { faqsFixture } from './fixtures'

/** The island reads its strings from next-i18next, as on the site (the pages layout provides it there). */
const withLanguage: Decorator = (Story, { args }) => {
  const locale = (args as { context?: { locale?: 'pt' | 'en' } }).context?.locale ?? 'pt'
  return (
    <I18nProvider language={locale} strings={resources[locale].common}>
      <Story />
    </I18nProvider>
  )
}

const meta = {
  title: 'Blocks/FAQ list',
  component: FaqListView,
  decorators: [withLanguage],
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
