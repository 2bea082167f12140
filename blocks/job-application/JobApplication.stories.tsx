import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { JobApplicationView, type JobSummary } from './JobApplicationView'

// Component.tsx loads the job from the CMS; the stories render the block's view with a fixture.
const job: JobSummary = {
  id: 7,
  title: 'Técnico de Instalação Satélite',
  location: 'Luanda',
  department: 'Operações Técnicas',
  summary:
    'Instalação e manutenção de antenas parabólicas e descodificadores em casa dos clientes.\nCarta de condução obrigatória.',
  closesAt: '2027-03-31T12:00:00.000Z',
}

const meta = {
  title: 'Blocks/Job application',
  component: JobApplicationView,
} satisfies Meta<typeof JobApplicationView>

export default meta
type Story = StoryObj<typeof meta>

export const ForAnAdvertisedJob: Story = {
  args: {
    block: {
      blockType: 'jobApplication',
      heading: 'Candidatura',
      intro: 'Preencha os seus dados e anexe o seu CV em PDF.',
    },
    context: blockContext('pt', 'ao', true, '/a-zap/candidatura/7', '7'),
    job,
  },
}

export const JobInEnglishMozambique: Story = {
  args: {
    block: { blockType: 'jobApplication', heading: 'Apply for this job' },
    context: blockContext('en', 'mz', false, '/the-zap/work-at-zap/9', '9'),
    job: {
      id: 9,
      title: 'Customer Support Assistant',
      location: 'Maputo',
      department: null,
      summary: null,
      closesAt: '2027-05-15T12:00:00.000Z',
    },
  },
}

export const Spontaneous: Story = {
  args: {
    block: {
      blockType: 'jobApplication',
      heading: 'Spontaneous application',
      intro: 'No opening that fits you? Tell us which area interests you.',
    },
    context: blockContext('en', 'ao', true, '/the-zap/work-at-zap/submission'),
  },
}
