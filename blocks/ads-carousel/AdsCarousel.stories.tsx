import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { AdsCarouselBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Ads carousel',
  component: AdsCarouselBlockComponent,
} satisfies Meta<typeof AdsCarouselBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

const ad = (id: string, file: string, label: string, href: string | null) => ({
  id,
  image: mediaFixture(file, label),
  label,
  href,
})

export const AngolaHome: Story = {
  args: {
    block: {
      blockType: 'adsCarousel',
      slides: [
        ad('a1', 'home-ad-viva.webp', 'ZAP Viva: as novelas e os programas que Angola vê, no canal 4', '/tv/destaques'),
        ad('a2', 'home-ad-fibra.webp', 'ZAP Fibra até 50 Mbps com TV incluída', '/zap-fibra/pacotes-tv-net'),
        ad('a3', 'home-ad-topup.webp', 'Carregue o seu pacote por 30 dias', '/zap-satelite/carregamentos-e-pagamentos'),
      ],
    },
    context: blockContext('pt', 'ao', false),
  },
}

export const WithHeadingInEnglish: Story = {
  args: {
    block: {
      blockType: 'adsCarousel',
      id: 'ads-en',
      heading: 'Offers this month',
      slides: [
        ad(
          'b1',
          'home-ad-premium.webp',
          'ZAP Premium: every channel, sport included',
          '/en/zap-satelite/pacotes-de-canais',
        ),
        ad('b2', 'home-ad-topup.webp', 'Top up your package for 30 days', null),
      ],
    },
    context: blockContext('en', 'mz', false),
  },
}
