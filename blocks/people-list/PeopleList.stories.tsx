import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { PeopleListBlockComponent } from './Component'

const meta = {
  title: 'Blocks/People list',
  component: PeopleListBlockComponent,
} satisfies Meta<typeof PeopleListBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Board: Story = {
  args: {
    block: {
      blockType: 'peopleList',
      heading: 'Conselho de Administração',
      intro: 'Nomes fictícios, para demonstração.',
      people: [
        {
          id: 'p1',
          name: 'Helena Exemplo Costa',
          role: 'Presidente do Conselho de Administração',
          bio: 'Gestora com 25 anos de experiência em telecomunicações.',
        },
        {
          id: 'p2',
          name: 'Joaquim Fictício Neto',
          role: 'Administrador Executivo',
          photo: mediaFixture('hero-corporate.webp', 'Retrato de Joaquim Fictício Neto'),
        },
        { id: 'p3', name: 'Marta Demonstração', role: 'Administradora Financeira' },
      ],
    },
    context: blockContext('pt', 'ao', true),
  },
}

export const InEnglish: Story = {
  args: {
    block: {
      blockType: 'peopleList',
      people: [{ id: 'p1', name: 'Sample Person', role: 'Chief Executive Officer', bio: 'A fictional profile.' }],
    },
    context: blockContext('en', 'mz', false),
  },
}
