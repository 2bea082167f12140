import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Faq } from '@/cms/payload-types'
import { doc, link, p } from '@/cms/seed/lexical'
import { toEnglish } from './settings'

type Copy = [pt: string, en: string]
type Paragraph = [pt: string, en: string] | { text: Copy; link: { label: Copy; path: string }; after?: Copy }
type SeedFaq = { category: Faq['category']; question: Copy; answer: Paragraph[]; only?: CountryCode }

/** Answer paragraphs in one language; a link to a site page follows the language (Portuguese or /en path). */
function answerIn(answer: Paragraph[], lang: 0 | 1) {
  return doc(
    ...answer.map((para) => {
      if (Array.isArray(para)) return p(para[lang])
      const href = lang === 0 ? para.link.path : toEnglish(para.link.path)
      return p(para.text[lang], link(para.link.label[lang], href), para.after?.[lang] ?? '.')
    }),
  )
}

const money = {
  ao: ['Multicaixa Express, referência Multicaixa', 'Multicaixa Express, Multicaixa reference'],
  mz: ['M-Pesa, e-Mola', 'M-Pesa, e-Mola'],
} as const

/** Questions customers ask; fibre and cinema ones exist in Angola only. Order = position in the list. */
const seedFaqData = (country: CountryCode): SeedFaq[] =>
  (
    [
      {
        category: 'satelite',
        question: ['Como carrego o meu pacote ZAP?', 'How do I top up my ZAP package?'],
        answer: [
          [
            `Pode carregar nas lojas ZAP, nos agentes autorizados, por ${money[country][0]} ou no seu banco. O carregamento é válido por 30 dias.`,
            `You can top up at ZAP stores, authorised agents, by ${money[country][1]} or through your bank. A top-up lasts 30 days.`,
          ],
          {
            text: ['Veja todas as formas em ', 'See every way on the '],
            link: {
              label: ['Carregamentos e pagamentos', 'Top-ups and payments page'],
              path: '/zap-satelite/carregamentos-e-pagamentos',
            },
          },
        ],
      },
      {
        category: 'satelite',
        question: ['Posso mudar de pacote a meio do mês?', 'Can I change package in the middle of the month?'],
        answer: [
          [
            'Sim. Ao carregar um pacote diferente, o novo pacote fica ativo de imediato e os dias que faltavam do anterior são convertidos proporcionalmente.',
            'Yes. When you top up a different package it starts at once, and the days left on the old one are converted in proportion.',
          ],
        ],
      },
      {
        category: 'satelite',
        question: [
          'Carreguei e os canais continuam bloqueados. O que faço?',
          'I topped up but the channels are still blocked. What should I do?',
        ],
        answer: [
          [
            'Deixe o descodificador ligado num canal ZAP durante 15 minutos: a ativação chega pelo satélite.',
            'Leave the decoder on a ZAP channel for 15 minutes: the activation arrives over the satellite.',
          ],
          {
            text: ['Se continuar bloqueado, peça ajuda na página de ', 'If it is still blocked, get help on the '],
            link: { label: ['contactos', 'contacts page'], path: '/apoio-ao-cliente/contactos' },
          },
        ],
      },
      {
        category: 'pagamentos',
        question: ['Recebo fatura do carregamento?', 'Do I get an invoice for my top-up?'],
        answer: [
          [
            'Sim. Nas lojas ZAP recebe a fatura no momento; nos restantes meios pode pedi-la por e-mail ao apoio ao cliente, indicando o número do cartão ZAP.',
            'Yes. ZAP stores hand it to you straight away; for other payment methods, ask customer support by e-mail, giving your ZAP card number.',
          ],
        ],
      },
      {
        category: 'pagamentos',
        question: [
          'O meu pagamento foi debitado duas vezes. Como peço a devolução?',
          'I was charged twice. How do I get a refund?',
        ],
        answer: [
          [
            'Envie o comprovativo dos dois pagamentos para o e-mail de apoio. Após confirmação, o valor em duplicado é devolvido ou convertido em dias de serviço, à sua escolha.',
            'Send the receipts of both payments to the support e-mail. Once confirmed, the duplicate amount is refunded or turned into days of service, as you prefer.',
          ],
        ],
      },
      {
        category: 'equipamento',
        question: [
          'O descodificador mostra «Sem sinal». O que posso verificar?',
          'The decoder shows "No signal". What can I check?',
        ],
        answer: [
          [
            'Confirme que o cabo da antena está bem ligado e que não há obstáculos à frente da parabólica. Chuva forte pode interromper o sinal por alguns minutos.',
            'Check that the dish cable is firmly connected and that nothing blocks the dish. Heavy rain can interrupt the signal for a few minutes.',
          ],
          {
            text: ['O guia de instalação está nos ', 'The installation guide is in the '],
            link: { label: ['manuais', 'manuals'], path: '/apoio-ao-cliente/manuais' },
          },
        ],
      },
      {
        category: 'equipamento',
        question: ['Onde encontro o número do meu cartão ZAP?', 'Where do I find my ZAP card number?'],
        answer: [
          [
            'No próprio cartão, inserido no descodificador, ou no menu Definições › Informação do sistema. Tem 12 dígitos.',
            'On the card itself, inside the decoder, or in the Settings › System information menu. It has 12 digits.',
          ],
        ],
      },
      {
        category: 'equipamento',
        question: ['Como faço a pesquisa de canais?', 'How do I search for channels again?'],
        answer: [
          [
            'No comando, carregue em Menu › Instalação › Pesquisa automática e confirme. Demora cerca de três minutos e não apaga as suas definições.',
            'On the remote, press Menu › Installation › Automatic search and confirm. It takes about three minutes and keeps your settings.',
          ],
        ],
      },
      {
        category: 'conta',
        question: ['Como altero os dados do titular do contrato?', 'How do I change the account holder details?'],
        answer: [
          [
            'Dirija-se a uma loja ZAP com o documento de identificação do titular e o número do cartão ZAP. A alteração fica feita no momento.',
            'Go to a ZAP store with the account holder ID document and the ZAP card number. The change is made on the spot.',
          ],
          {
            text: ['Procure a loja mais próxima em ', 'Find the nearest one with '],
            link: { label: ['Encontrar lojas', 'Find stores'], path: '/apoio-ao-cliente/encontrar-lojas' },
          },
        ],
      },
      {
        category: 'conta',
        question: ['Os meus dados pessoais estão protegidos?', 'Is my personal data protected?'],
        answer: [
          {
            text: [
              'Sim. Tratamos os seus dados apenas para prestar o serviço e nunca os vendemos. Saiba mais na ',
              'Yes. We use your data only to provide the service and never sell it. Read more in our ',
            ],
            link: { label: ['Política de privacidade', 'Privacy policy'], path: '/politica-de-privacidade' },
          },
        ],
      },
      {
        category: 'fibra',
        only: 'ao',
        question: ['A ZAP Fibra está disponível na minha rua?', 'Is ZAP Fibre available in my street?'],
        answer: [
          {
            text: ['Preencha a ', 'Fill in the '],
            link: { label: ['pesquisa de cobertura', 'coverage survey'], path: '/zap-fibra/pesquisa-de-cobertura' },
            after: [
              ' e um comercial contacta-o com a resposta.',
              ' and a sales adviser will contact you with the answer.',
            ],
          },
        ],
      },
      {
        category: 'fibra',
        only: 'ao',
        question: ['A internet está lenta no Wi-Fi. O que posso fazer?', 'My Wi-Fi internet is slow. What can I do?'],
        answer: [
          [
            'Coloque o router num local central e elevado, longe de micro-ondas e paredes grossas. Em casas grandes, o Mesh Wi-Fi leva o sinal a todas as divisões.',
            'Put the router in a central, raised spot, away from microwaves and thick walls. In large homes, Mesh Wi-Fi carries the signal to every room.',
          ],
        ],
      },
      {
        category: 'cinema',
        only: 'ao',
        question: ['Posso trocar um bilhete dos ZAP Cinemas?', 'Can I exchange a ZAP Cinemas ticket?'],
        answer: [
          [
            'Pode trocar o bilhete por outra sessão do mesmo filme até 30 minutos antes do início, na bilheteira, sujeito a lugares disponíveis.',
            'You can swap it for another showing of the same film up to 30 minutes before it starts, at the box office, subject to availability.',
          ],
        ],
      },
      {
        category: 'cinema',
        only: 'ao',
        question: [
          'Os ZAP Cinemas têm sessões para escolas e empresas?',
          'Do ZAP Cinemas offer showings for schools and companies?',
        ],
        answer: [
          {
            text: [
              'Sim, organizamos sessões exclusivas e aluguer de salas. Veja os ',
              'Yes, we organise exclusive showings and room rental. See our ',
            ],
            link: { label: ['serviços', 'services'], path: '/zap-cinemas/servicos' },
          },
        ],
      },
      {
        category: 'satelite',
        only: 'mz',
        question: [
          'A ZAP está disponível em todas as províncias de Moçambique?',
          'Is ZAP available in every province of Mozambique?',
        ],
        answer: [
          [
            'Sim. O sinal de satélite cobre todo o país; basta uma antena parabólica bem apontada e um descodificador ZAP.',
            'Yes. The satellite signal covers the whole country; all you need is a well-pointed dish and a ZAP decoder.',
          ],
        ],
      },
      {
        category: 'pagamentos',
        only: 'mz',
        question: ['Posso carregar o pacote pelo telemóvel?', 'Can I top up from my phone?'],
        answer: [
          [
            'Sim, por M-Pesa ou e-Mola: escolha Pagamentos › ZAP, indique o número do cartão ZAP e o valor do pacote.',
            'Yes, with M-Pesa or e-Mola: choose Payments › ZAP, enter your ZAP card number and the package amount.',
          ],
        ],
      },
    ] satisfies SeedFaq[] as SeedFaq[]
  ).filter((faq) => !faq.only || faq.only === country)

/** Creates the country's seed FAQs that are missing (found by Portuguese question), answers in both languages. */
export async function seedFaqs(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  for (const [index, faq] of seedFaqData(code).entries()) {
    const where: Where = { and: [{ question: { equals: faq.question[0] } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'faqs', where, locale: 'pt', limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) continue
    const created = await payload.create({
      collection: 'faqs',
      locale: 'pt',
      data: {
        question: faq.question[0],
        answer: answerIn(faq.answer, 0),
        category: faq.category,
        order: (index + 1) * 10,
        country: countryId,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'faqs',
      id: created.id,
      locale: 'en',
      data: { question: faq.question[1], answer: answerIn(faq.answer, 1), _status: 'published' },
    })
  }
}
