import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { ServiceIconsBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Service icons',
  component: ServiceIconsBlockComponent,
  // The row is hidden below 768 px: look at it in a desktop viewport.
  parameters: { viewport: { defaultViewport: 'desktop' } },
} satisfies Meta<typeof ServiceIconsBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const AngolaServices: Story = {
  args: {
    block: {
      blockType: 'serviceIcons',
      items: [
        { id: 's1', icon: 'satellite', label: 'Satélite', href: '/zap-satelite/pacotes-de-canais' },
        { id: 's2', icon: 'fibre', label: 'Fibra', href: '/zap-fibra/pacotes-tv-net' },
        { id: 's3', icon: 'tv', label: 'TV', href: '/tv/destaques' },
        { id: 's4', icon: 'cinema', label: 'Cinemas', href: '/zap-cinemas/em-exibicao' },
        { id: 's5', icon: 'app', label: 'ZAP ON', href: '/zap-on' },
        { id: 's6', icon: 'help', label: 'Apoio ao cliente', href: '/apoio-ao-cliente/contactos' },
      ],
    },
    context: blockContext('pt', 'ao', false),
  },
}

export const MozambiqueWithHeading: Story = {
  args: {
    block: {
      blockType: 'serviceIcons',
      id: 'mz-services',
      heading: 'Our services',
      items: [
        { id: 'm1', icon: 'satellite', label: 'Satellite', href: '/en/zap-satelite/pacotes-de-canais' },
        { id: 'm2', icon: 'tv', label: 'TV', href: '/en/tv/destaques' },
        { id: 'm3', icon: 'help', label: 'Help', href: '/en/help/contacts' },
      ],
    },
    context: blockContext('en', 'mz', false),
  },
}
