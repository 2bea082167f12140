import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { FeatureGridBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Feature grid',
  component: FeatureGridBlockComponent,
} satisfies Meta<typeof FeatureGridBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Functionalities: Story = {
  args: {
    block: {
      blockType: 'featureGrid',
      heading: 'Funcionalidades da ZAP Fibra',
      intro: 'A televisão que se adapta a si: volte atrás, pause e grave.',
      items: [
        { id: 'a', icon: 'play', title: 'Replay de 7 dias', text: 'Reveja os programas dos últimos sete dias.' },
        { id: 'b', icon: 'tv', title: 'Pausa em direto', text: 'Pause o direto e continue quando voltar.' },
        { id: 'c', icon: 'download', title: 'Gravações', text: 'Grave programas e séries inteiras.' },
        { id: 'd', icon: 'app', title: 'Multiecrã', text: 'Veja no telemóvel, no tablet ou no computador.' },
        { id: 'e', icon: 'shield', title: 'Controlo parental', text: 'Bloqueie canais e conteúdos por idade.' },
        { id: 'f', icon: 'router', title: 'Router Wi-Fi incluído', text: 'Internet sem fios em toda a casa.' },
      ],
      cta: { label: 'Pesquisar cobertura', href: '/zap-fibra/pesquisa-de-cobertura' },
    },
    context: blockContext('pt', 'ao', true, '/zap-fibra/funcionalidades'),
  },
}

export const ThreeItemsInEnglish: Story = {
  args: {
    block: {
      blockType: 'featureGrid',
      heading: 'What is included',
      items: [
        { id: 'a', icon: 'speed', title: 'Unlimited data', text: 'No caps and no speed cuts at the end of the month.' },
        { id: 'b', icon: 'router', title: 'Wi-Fi router', text: 'Installed and configured by our technicians.' },
        { id: 'c', title: 'No icon', text: 'Items without an icon keep their place in the grid.' },
      ],
    },
    context: blockContext('en', 'ao', false, '/zap-fibra/pacotes-tv-net'),
  },
}
