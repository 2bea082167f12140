import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { I18nProvider } from 'next-i18next/client'
import { resources } from '../../lib/i18n/config'
import type { Locale } from '../../lib/locales'
import { blockContext } from '../../stories/fixtures'
import { CastingFormBlockComponent } from './Component'

// The form is a client island that reads its strings from the page's I18nProvider.
const inLanguage =
  (locale: Locale): Decorator =>
  (Story) => (
    <I18nProvider language={locale} resources={{ [locale]: resources[locale] }} supportedLngs={['pt', 'en']} defaultNS="common">
      <Story />
    </I18nProvider>
  )

const meta = {
  title: 'Blocks/Casting form',
  component: CastingFormBlockComponent,
} satisfies Meta<typeof CastingFormBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  decorators: [inLanguage('pt')],
  args: {
    block: { blockType: 'castingForm', heading: 'Casting Diamante Bruto', intro: 'Canta, dança, representa ou faz rir? Inscreva-se no casting.' },
    context: blockContext('pt', 'ao', true, '/diamante-bruto/casting'),
  },
}

export const MozambiqueInEnglish: Story = {
  decorators: [inLanguage('en')],
  args: {
    block: { blockType: 'castingForm', heading: 'Diamante Bruto casting' },
    context: blockContext('en', 'mz', false, '/diamante-bruto/casting'),
  },
}
