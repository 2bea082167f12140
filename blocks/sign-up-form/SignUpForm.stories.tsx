import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { packagesFixture } from '@/blocks/package-grid/fixtures'
import { SignUpFormView } from './SignUpFormView'

const meta = {
  title: 'Blocks/Sign up form',
  component: SignUpFormView,
} satisfies Meta<typeof SignUpFormView>

export default meta
type Story = StoryObj<typeof meta>

export const AngolaWithPackage: Story = {
  args: {
    block: {
      blockType: 'signUpForm',
      heading: 'Pedido de adesão',
      intro: 'Deixe o seu nome e telefone: a equipa da ZAP liga-lhe para confirmar o pacote e combinar a instalação.',
    },
    context: blockContext('pt', 'ao', true, '/adesao'),
    packages: packagesFixture.ao,
    chosen: packagesFixture.ao[1],
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: { blockType: 'signUpForm', heading: 'Sign-up request' },
    context: blockContext('en', 'mz', true, '/adesao'),
    packages: packagesFixture.mz,
  },
}
