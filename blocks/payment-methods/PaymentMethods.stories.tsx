import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { doc, link, p } from '@/cms/seed/lexical'
import { blockContext } from '@/stories/fixtures'
import { PaymentMethodsBlockComponent } from './Component'

const meta = {
  title: 'Blocks/Payment methods',
  component: PaymentMethodsBlockComponent,
} satisfies Meta<typeof PaymentMethodsBlockComponent>

export default meta
type Story = StoryObj<typeof meta>

export const Angola: Story = {
  args: {
    block: {
      blockType: 'paymentMethods',
      heading: 'Carregamentos e pagamentos',
      intro: 'Escolha como quer carregar o seu pacote ZAP.',
      methods: [
        {
          id: 'mcx',
          name: 'Multicaixa Express',
          icon: 'phone',
          steps: [
            {
              id: 'mcx-1',
              title: 'Abra a aplicação Multicaixa Express',
              body: doc(p('Entre com o seu PIN e escolha Pagamentos.')),
            },
            {
              id: 'mcx-2',
              title: 'Escolha ZAP',
              body: doc(p('Introduza o número do cartão do descodificador e o pacote.')),
            },
          ],
        },
        {
          id: 'ref',
          name: 'Referência bancária',
          icon: 'card',
          steps: [
            {
              id: 'ref-1',
              title: 'Pague por referência',
              body: doc(p('Entidade 00000 e a referência que recebe por SMS.')),
            },
          ],
        },
        {
          id: 'shop',
          name: 'Lojas e agentes',
          icon: 'shop',
          steps: [
            {
              id: 'shop-1',
              title: 'Vá a uma loja',
              body: doc(p('Veja a lista em ', link('Encontrar lojas', '/apoio-ao-cliente/encontrar-lojas'), '.')),
            },
          ],
        },
      ],
    },
    context: blockContext('pt', 'ao', true, '/zap-satelite/carregamentos-e-pagamentos'),
  },
}

export const MozambiqueInEnglish: Story = {
  args: {
    block: {
      blockType: 'paymentMethods',
      heading: 'Top-ups and payments',
      methods: [
        {
          id: 'mpesa',
          name: 'M-Pesa',
          icon: 'phone',
          steps: [{ id: 'm1', title: 'Dial *150#', body: doc(p('Choose Pay and then ZAP.')) }],
        },
        {
          id: 'emola',
          name: 'e-Mola',
          icon: 'phone',
          steps: [{ id: 'e1', title: 'Dial *898#', body: doc(p('Choose Payments and then ZAP.')) }],
        },
      ],
    },
    context: blockContext('en', 'mz', false, '/zap-satelite/carregamentos-e-pagamentos'),
  },
}
