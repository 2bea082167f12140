import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { blockContext } from '@/stories/fixtures'
import { PaymentMethodsView } from './PaymentMethodsView'
import { angolaPaymentsFixture, mozambiquePaymentsFixture } from './fixtures'

const meta = {
  title: 'Blocks/Payment methods',
  component: PaymentMethodsView,
} satisfies Meta<typeof PaymentMethodsView>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: angolaPaymentsFixture,
    context: blockContext('pt', 'ao', true, '/zap-satelite/carregamentos-e-pagamentos'),
  },
}

/** Opens on M-Pesa, whose panel starts with its USSD code and entity, each with a Copy button. */
export const MozambiqueInEnglish: Story = {
  args: {
    block: mozambiquePaymentsFixture,
    context: blockContext('en', 'mz', false, '/zap-satelite/carregamentos-e-pagamentos'),
  },
}
