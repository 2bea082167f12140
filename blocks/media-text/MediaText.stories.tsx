import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { doc, p, ul } from '@/cms/seed/lexical'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { MediaTextBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Image and text',
  component: MediaTextBlockComponent,
} satisfies Meta<typeof MediaTextBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const ImageOnTheRight: Story = {
  args: {
    block: {
      blockType: 'mediaText',
      heading: 'Wi-Fi Mesh: rede em toda a casa',
      body: doc(
        p('Vários pontos de acesso formam uma só rede.'),
        ul('Sem zonas mortas', 'Um só nome de rede', 'Passagem automática'),
      ),
      image: mediaFixture('fibre-mesh-wifi.webp', 'Ilustração de uma casa com três pontos de acesso Wi-Fi'),
      imagePosition: 'right',
      cta: { label: 'Pesquisar cobertura', href: '/zap-fibra/pesquisa-de-cobertura' },
    },
    context: blockContext('pt', 'ao', true, '/zap-fibra/mesh-wifi'),
  },
}

export const ImageOnTheLeftInEnglish: Story = {
  args: {
    block: {
      blockType: 'mediaText',
      heading: 'Wi-Fi 6: faster, with more devices',
      body: doc(p('Wi-Fi 6 serves many devices at once without slowing down.')),
      image: mediaFixture('fibre-wifi-6.webp', 'Illustration of a Wi-Fi 6 router'),
      imagePosition: 'left',
    },
    context: blockContext('en', 'ao', false, '/zap-fibra/wifi-6'),
  },
}
