import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { SpotlightBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Spotlight',
  component: SpotlightBlockComponent,
} satisfies Meta<typeof SpotlightBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeBanners: Story = {
  args: {
    block: {
      blockType: 'spotlight',
      heading: 'Não perca',
      items: [
        {
          id: 'n',
          image: mediaFixture('home-spot-novelas.webp', 'Ilustração de um ecrã com corações, para o ZAP Novelas'),
          title: 'ZAP Novelas',
          text: 'Novelas brasileiras, turcas e mexicanas dobradas em português, todos os dias.',
          cta: { label: 'Ver novelas', href: '/tv/zap-channels/novelas' },
        },
        {
          id: 'g',
          image: mediaFixture('home-spot-guide.webp', 'Ilustração de uma grelha de programação'),
          title: 'Guia TV',
          text: 'Saiba o que dá hoje em cada canal e não perca o próximo episódio.',
          cta: { label: 'Abrir o guia', href: '/tv/guia-tv' },
        },
        {
          id: 's',
          image: mediaFixture('home-spot-stores.webp', 'Ilustração de um mapa com marcadores de lojas'),
          title: 'Encontrar lojas',
          text: 'Lojas e agentes ZAP perto de si, com morada e horário.',
          cta: { label: 'Procurar loja', href: '/apoio-ao-cliente/encontrar-lojas' },
        },
      ],
    },
    context: blockContext('pt', 'ao', false),
  },
}

export const OneBannerInEnglish: Story = {
  args: {
    block: {
      blockType: 'spotlight',
      items: [
        {
          id: 'o',
          image: mediaFixture('home-spot-guide.webp', 'Illustration of a programme grid'),
          title: 'TV guide',
          text: 'What is on today, on every channel.',
          cta: { label: 'Open the guide', href: '/en/tv/guia-tv' },
        },
      ],
    },
    context: blockContext('en', 'mz', false),
  },
}
