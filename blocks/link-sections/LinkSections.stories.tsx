import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { LinkSectionsBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Link sections',
  component: LinkSectionsBlockComponent,
} satisfies Meta<typeof LinkSectionsBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const AngolaHome: Story = {
  args: {
    block: {
      blockType: 'linkSections',
      heading: 'Explore a ZAP',
      sections: [
        {
          id: 'p',
          title: 'Produtos',
          links: [
            { id: 'p1', label: 'Pacotes de canais', href: '/zap-satelite/pacotes-de-canais' },
            { id: 'p2', label: 'ZAP Fibra', href: '/zap-fibra/pacotes-tv-net' },
            { id: 'p3', label: 'Guia TV', href: '/tv/guia-tv' },
          ],
        },
        {
          id: 'a',
          title: 'Apoio',
          links: [
            { id: 'a1', label: 'Encontrar lojas', href: '/apoio-ao-cliente/encontrar-lojas' },
            { id: 'a2', label: 'Contactos', href: '/apoio-ao-cliente/contactos' },
          ],
        },
        {
          id: 'z',
          title: 'A ZAP',
          links: [
            { id: 'z1', label: 'Quem somos', href: '/a-zap' },
            { id: 'z2', label: 'Carreira ZAP', href: '/a-zap/carreira-zap' },
          ],
        },
      ],
    },
    context: blockContext('pt', 'ao', false),
  },
}

export const WithoutHeadingInEnglish: Story = {
  args: {
    block: {
      blockType: 'linkSections',
      sections: [
        {
          id: 'h',
          title: 'Help',
          links: [
            { id: 'h1', label: 'Find stores', href: '/en/help/find-stores' },
            { id: 'h2', label: 'FAQ', href: '/en/help/faq' },
          ],
        },
      ],
    },
    context: blockContext('en', 'mz', false),
  },
}
