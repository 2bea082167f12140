import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { doc, h, p, ul } from '@/cms/seed/lexical'
import { blockContext, richTextFixture } from '@/stories/fixtures'
import { RichTextBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Rich text',
  component: RichTextBlockComponent,
} satisfies Meta<typeof RichTextBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Paragraphs: Story = {
  args: { block: { blockType: 'richText', content: richTextFixture }, context: blockContext('pt') },
}

export const HeadingAndList: Story = {
  args: {
    block: {
      blockType: 'richText',
      content: doc(
        h('h2', 'Quem somos'),
        p('A ZAP Media, S.A. existe desde 1 de abril de 2010.'),
        ul('Televisão por satélite', 'ZAP Fibra', 'ZAP Cinemas'),
      ),
    },
    context: blockContext('pt'),
  },
}
