import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { doc, p } from '@/cms/seed/lexical'
import { blockContext } from '@/stories/fixtures'
import { AccordionBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Accordion',
  component: AccordionBlockComponent,
} satisfies Meta<typeof AccordionBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const FrequentlyAskedQuestions: Story = {
  args: {
    block: {
      blockType: 'accordion',
      heading: 'Perguntas frequentes',
      items: [
        {
          id: 'q1',
          title: 'Como carrego o meu pacote?',
          body: doc(p('Nas lojas ZAP, nos agentes autorizados ou por Multicaixa.')),
        },
        { id: 'q2', title: 'Posso mudar de pacote?', body: doc(p('Sim, no próximo carregamento.')) },
        { id: 'q3', title: 'Onde encontro uma loja?', body: doc(p('Na página Encontrar lojas.')) },
      ],
    },
    context: blockContext('pt', 'ao', false),
  },
}

export const WithoutHeading: Story = {
  args: {
    block: {
      blockType: 'accordion',
      items: [{ id: 'only', title: 'Terms', body: doc(p('The first item starts open.')) }],
    },
    context: blockContext('en', 'mz', false),
  },
}
