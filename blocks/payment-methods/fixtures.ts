import { doc, link, p, ul } from '@/cms/seed/lexical'
import type { BlockOf } from '@/registry/types'

/** Angola's ways to pay, in Portuguese, as a page's layout holds them (numbers are illustrative zeros). */
export const angolaPaymentsFixture: BlockOf<'paymentMethods'> = {
  blockType: 'paymentMethods',
  heading: 'Carregamentos e pagamentos',
  intro: 'Escolha como quer carregar o seu pacote ZAP.',
  methods: [
    {
      id: 'mcx',
      name: 'Multicaixa Express',
      icon: 'phone',
      steps: [
        { id: 'mcx-1', title: 'Abra a aplicação', body: doc(p('Entre com o seu PIN e escolha Pagamentos.')) },
        { id: 'mcx-2', title: 'Escolha ZAP', body: doc(p('Introduza o número do cartão de cliente.')) },
        { id: 'mcx-3', title: 'Confirme o pagamento', body: doc(p('O pacote fica ativo em poucos minutos.')) },
      ],
    },
    {
      id: 'ref',
      name: 'Referência bancária',
      icon: 'globe',
      codes: [
        { id: 'ref-entity', label: 'Entidade', value: '00000' },
        { id: 'ref-reference', label: 'Referência', value: '000 000 000' },
      ],
      steps: [
        { id: 'ref-1', title: 'Peça a referência', body: doc(p('Numa loja ou pelo apoio ao cliente.')) },
        {
          id: 'ref-2',
          title: 'Pague no seu banco',
          body: doc(p('Escolha Pagamento por referência e introduza:'), ul('a entidade', 'a referência', 'o valor')),
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
}

/** Mozambique's mobile wallets, in English. */
export const mozambiquePaymentsFixture: BlockOf<'paymentMethods'> = {
  blockType: 'paymentMethods',
  heading: 'Top-ups and payments',
  methods: [
    {
      id: 'mpesa',
      name: 'M-Pesa',
      icon: 'phone',
      codes: [
        { id: 'mpesa-ussd', label: 'USSD code', value: '*150#' },
        { id: 'mpesa-entity', label: 'Entity', value: '00000' },
      ],
      steps: [
        { id: 'm1', title: 'Dial *150#', body: doc(p('Choose Payments and then Pay for services.')) },
        { id: 'm2', title: 'Enter the entity', body: doc(p('Use your customer card number as the reference.')) },
      ],
    },
    {
      id: 'emola',
      name: 'e-Mola',
      icon: 'phone',
      codes: [{ id: 'emola-ussd', label: 'USSD code', value: '*898#' }],
      steps: [{ id: 'e1', title: 'Dial *898#', body: doc(p('Choose Payments and then Other entities.')) }],
    },
  ],
}
