import type { Decorator, Meta, StoryObj } from '@storybook/nextjs-vite'
import { I18nProvider } from 'next-i18next/client'
import { resources } from '../../lib/i18n/config'
import type { Locale } from '../../lib/locales'
import { blockContext } from '../../stories/fixtures'
import { JobApplicationView, type JobSummary } from './JobApplicationView'

// The form is a client island that reads its strings from the page's I18nProvider.
const inLanguage =
  (locale: Locale): Decorator =>
  (Story) => (
    <I18nProvider language={locale} resources={{ [locale]: resources[locale] }} supportedLngs={['pt', 'en']} defaultNS="common">
      <Story />
    </I18nProvider>
  )

// Component.tsx loads the job from the CMS; the stories render the block's view with a fixture.
const job: JobSummary = {
  id: 7,
  title: 'Técnico de Instalação Satélite',
  location: 'Luanda',
  department: 'Operações Técnicas',
  summary: 'Instalação e manutenção de antenas parabólicas e descodificadores em casa dos clientes.\nCarta de condução obrigatória.',
  closesAt: '2027-03-31T12:00:00.000Z',
}

const meta = {
  title: 'Blocks/Job application',
  component: JobApplicationView,
} satisfies Meta<typeof JobApplicationView>

export default meta
type Story = StoryObj<typeof meta>

export const ForAnAdvertisedJob: Story = {
  decorators: [inLanguage('pt')],
  args: {
    block: { blockType: 'jobApplication', heading: 'Candidatura', intro: 'Preencha os seus dados e anexe o seu CV em PDF.' },
    context: blockContext('pt', 'ao', true, '/a-zap/candidatura/7', '7'),
    job,
  },
}

export const JobInEnglishMozambique: Story = {
  decorators: [inLanguage('en')],
  args: {
    block: { blockType: 'jobApplication', heading: 'Apply for this job' },
    context: blockContext('en', 'mz', false, '/the-zap/work-at-zap/9', '9'),
    job: { id: 9, title: 'Customer Support Assistant', location: 'Maputo', department: null, summary: null, closesAt: '2027-05-15T12:00:00.000Z' },
  },
}

export const Spontaneous: Story = {
  decorators: [inLanguage('en')],
  args: {
    block: { blockType: 'jobApplication', heading: 'Spontaneous application', intro: 'No opening that fits you? Tell us which area interests you.' },
    context: blockContext('en', 'ao', true, '/the-zap/work-at-zap/submission'),
  },
}
