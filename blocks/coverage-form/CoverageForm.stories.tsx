import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { I18nProvider } from 'next-i18next/client'
import { resources } from '../../lib/i18n/config'
import type { Locale } from '../../lib/locales'
import { blockContext } from '../../stories/fixtures'
import { CoverageFormBlockComponent } from './Component'

// The form is a client island that reads its strings from the page's I18nProvider.
const inLanguage =
  (locale: Locale): Decorator =>
  (Story) => (
    <I18nProvider language={locale} resources={{ [locale]: resources[locale] }} supportedLngs={['pt', 'en']} defaultNS="common">
      <Story />
    </I18nProvider>
  )

const meta = {
  title: 'Blocks/Coverage survey form',
  component: CoverageFormBlockComponent,
} satisfies Meta<typeof CoverageFormBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

// Fibre is sold in Angola only, so the survey exists there only.
export const Portuguese: Story = {
  decorators: [inLanguage('pt')],
  args: {
    block: { blockType: 'coverageForm', heading: 'Pesquisa de cobertura', intro: 'Diga-nos onde mora e verificamos se a ZAP Fibra chega a sua casa.' },
    context: blockContext('pt', 'ao', true, '/zap-fibra/pesquisa-de-cobertura'),
  },
}

export const English: Story = {
  decorators: [inLanguage('en')],
  args: {
    block: { blockType: 'coverageForm', heading: 'Coverage survey' },
    context: blockContext('en', 'ao', false, '/zap-fibra/coverage-survey'),
  },
}
