import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { jobsFixture } from './fixtures'
import { JobListView } from './JobListView'

const meta = {
  title: 'Blocks/Job list',
  component: JobListView,
} satisfies Meta<typeof JobListView>

export default meta
type Story = StoryObj<typeof meta>

export const OpenJobs: Story = {
  args: {
    block: {
      blockType: 'jobList',
      heading: 'Vagas abertas',
      intro: 'Candidate-se online: a equipa de Recursos Humanos responde a todas as candidaturas.',
    },
    context: blockContext('pt', 'ao', false, '/a-zap/carreira-zap'),
    jobs: jobsFixture,
  },
}

export const InEnglish: Story = {
  args: {
    block: { blockType: 'jobList', heading: 'Open positions' },
    context: blockContext('en', 'mz', false, '/the-zap/career'),
    jobs: jobsFixture,
  },
}

export const NoOpenJobs: Story = {
  args: {
    block: { blockType: 'jobList', heading: 'Vagas abertas' },
    context: blockContext('pt', 'mz', false, '/a-zap/carreira-zap'),
    jobs: [],
  },
}
