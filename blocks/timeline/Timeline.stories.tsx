import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { TimelineBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Timeline',
  component: TimelineBlockComponent,
} satisfies Meta<typeof TimelineBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Milestones: Story = {
  args: {
    block: {
      blockType: 'timeline',
      heading: 'Marcos ZAP',
      intro: 'Quinze anos a levar televisão aos lares angolanos.',
      items: [
        {
          id: 'y2010',
          year: '2010',
          title: 'Lançamento da ZAP',
          text: 'A 1 de abril de 2010 a ZAP começa a emitir em Angola.',
        },
        {
          id: 'y2013',
          year: '2013',
          title: 'Nasce a Vidas ZAP',
          text: 'O programa social que hoje apoia cerca de 70 lares de infância.',
        },
        {
          id: 'y2016',
          year: '2016',
          title: 'Sala IMAX',
          text: 'Abre a sala IMAX dos ZAP Cinemas.',
          image: mediaFixture('hero-corporate.webp', 'Ilustração com as cores da marca ZAP'),
        },
      ],
    },
    context: blockContext('pt', 'ao', true),
  },
}

export const InEnglishWithoutHeading: Story = {
  args: {
    block: {
      blockType: 'timeline',
      items: [
        { id: 'y2011', year: '2011', title: 'ZAP arrives in Mozambique' },
        { id: 'y2025', year: '2025', title: '15 years of ZAP', text: 'The brand marks 15 years.' },
      ],
    },
    context: blockContext('en', 'mz', false),
  },
}
