import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { HeroBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Hero',
  component: HeroBlockComponent,
} satisfies Meta<typeof HeroBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

const slide = (id: string, heading: string, file: string) => ({
  id,
  heading,
  text: 'Canais de Angola e de todo o mundo, com ZAP Viva, ZAP Novelas e o melhor desporto.',
  image: mediaFixture(file, 'Ilustração de uma antena de satélite'),
  cta: { label: 'Ver pacotes', href: '/zap-satelite/pacotes-de-canais' },
})

export const SingleSlide: Story = {
  args: {
    block: { blockType: 'hero', slides: [slide('s1', 'A melhor televisão, em sua casa', 'hero-satellite.webp')] },
    context: blockContext('pt'),
  },
}

export const Carousel: Story = {
  args: {
    block: {
      blockType: 'hero',
      slides: [
        slide('s1', 'A melhor televisão, em sua casa', 'hero-satellite.webp'),
        slide('s2', 'ZAP Fibra: internet e TV', 'hero-fibre.webp'),
      ],
    },
    context: blockContext('pt'),
  },
}

export const EnglishNotFirstBlock: Story = {
  args: {
    block: { blockType: 'hero', slides: [slide('s1', 'The best TV, at home', 'hero-satellite.webp')] },
    context: blockContext('en', 'mz', false),
  },
}

/** Three slides: the text of the slide on screen rises in (not with reduced motion); arrows and dots move between them. */
export const ThreeSlidesWithArrows: Story = {
  args: {
    block: {
      blockType: 'hero',
      slides: [
        slide('a1', 'The best TV, at home', 'hero-satellite.webp'),
        slide('a2', 'ZAP Fibra: internet and TV in one plan', 'hero-fibre.webp'),
        slide('a3', 'Novelas dubbed in Portuguese', 'hero-corporate.webp'),
      ],
    },
    context: blockContext('en'),
  },
}
