import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { NewsletterFormBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Newsletter form',
  component: NewsletterFormBlockComponent,
} satisfies Meta<typeof NewsletterFormBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const HomeAngola: Story = {
  args: {
    block: {
      blockType: 'newsletterForm',
      heading: 'Receba as novidades da ZAP',
      intro: 'Estreias, novos canais e campanhas em Angola, primeiro no seu e-mail.',
    },
    context: blockContext('pt', 'ao', false, '/'),
  },
}

export const FibreSectionDefaultCopy: Story = {
  args: {
    block: { blockType: 'newsletterForm' },
    context: blockContext('pt', 'ao', false, '/zap-fibra/pacotes-tv-net'),
  },
}

export const EnglishMozambique: Story = {
  args: {
    block: {
      blockType: 'newsletterForm',
      heading: 'Get the latest from ZAP',
      intro: 'Premieres and campaigns in Mozambique, first in your inbox.',
      service: 'TV',
    },
    context: blockContext('en', 'mz', true, '/'),
  },
}
