import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { I18nProvider } from 'next-i18next/client'
import { resources } from '../../lib/i18n/config'
import type { Locale } from '../../lib/locales'
import { blockContext } from '../../stories/fixtures'
import { NewsletterFormBlockComponent } from './Component'

// The form is a client island that reads its strings from the page's I18nProvider.
const inLanguage =
  (locale: Locale): Decorator =>
  (Story) => (
    <I18nProvider language={locale} resources={{ [locale]: resources[locale] }} supportedLngs={['pt', 'en']} defaultNS="common">
      <Story />
    </I18nProvider>
  )

const meta = {
  title: 'Blocks/Newsletter form',
  component: NewsletterFormBlockComponent,
} satisfies Meta<typeof NewsletterFormBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const HomeAngola: Story = {
  decorators: [inLanguage('pt')],
  args: {
    block: {
      blockType: 'newsletterForm',
      heading: 'Receba as novidades da ZAP',
      intro: 'Estreias, novos canais e campanhas em Angola, primeiro no seu e-mail.',
    },
    context: blockContext('pt', 'ao', false, '/'),
  },
}

export const FibreSectionDefaultCopy: Story = {
  decorators: [inLanguage('pt')],
  args: {
    block: { blockType: 'newsletterForm' },
    context: blockContext('pt', 'ao', false, '/zap-fibra/pacotes-tv-net'),
  },
}

export const EnglishMozambique: Story = {
  decorators: [inLanguage('en')],
  args: {
    block: { blockType: 'newsletterForm', heading: 'Get the latest from ZAP', intro: 'Premieres and campaigns in Mozambique, first in your inbox.', service: 'TV' },
    context: blockContext('en', 'mz', true, '/'),
  },
}
