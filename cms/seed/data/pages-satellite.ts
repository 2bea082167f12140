import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { doc, h, link, p, ul } from '@/cms/seed/lexical'
import type { Refs, SeedPage } from './page-types'
import { toEnglish } from './settings'

/**
 * The ZAP Satélite area of both countries (zap-facilita is Angola only: Mozambique redirects it to /).
 * /zap-satelite/pacotes-de-canais is in pages.ts and /zap-satelite/zap-filmes elsewhere. English
 * paths are /en + the Portuguese ones. Prices, codes and conditions are illustrative.
 */

type LocaleCopy = SeedPage['pt']
type Layout = ReturnType<LocaleCopy['layout']>
/** Picks the copy of one language: $('Portuguese', 'English'). */
type Pick = (pt: string, en: string) => string
type Build = (
  locale: Locale,
  $: Pick,
  to: (ptPath: string) => string,
) => { title: string; seo: LocaleCopy['seo']; layout: (refs: Refs) => Layout }

function satellitePage(key: string, path: string, build: Build, takesId = false): SeedPage {
  const copy = (locale: Locale): LocaleCopy => {
    const $: Pick = (pt, en) => (locale === 'pt' ? pt : en)
    const to = (ptPath: string) => (locale === 'pt' ? ptPath : toEnglish(ptPath))
    return { path, ...build(locale, $, to) }
  }
  return { key, ...(takesId ? { takesId } : {}), pt: copy('pt'), en: copy('en') }
}

const PACKAGES = '/zap-satelite/pacotes-de-canais'
const PAYMENTS = '/zap-satelite/carregamentos-e-pagamentos'

/**
 * The payments page's tabs that other seed content links to (`PAYMENTS#anchor`, e.g. the M-Pesa news
 * article), pinned in the method's anchor field so that a renamed tab keeps its links.
 */
export const PAYMENT_ANCHORS = { mpesa: 'm-pesa', emola: 'e-mola' } as const
/** The satellite payments page, opened on one method's tab, in a language. */
export const paymentsLink = (locale: Locale, anchor: string) =>
  `${locale === 'pt' ? PAYMENTS : toEnglish(PAYMENTS)}#${anchor}`
const STORES = '/apoio-ao-cliente/encontrar-lojas'
const CONTACTS = '/apoio-ao-cliente/contactos'

const where = { ao: ['Angola', 'Angola'], mz: ['Moçambique', 'Mozambique'] } as const
const company = { ao: 'ZAP Media, S.A.', mz: 'Mstar-ZAP Moçambique' } as const

function comparison(country: CountryCode): SeedPage {
  const [wherePt, whereEn] = where[country]
  return satellitePage('satellite-comparison', '/zap-satelite/comparacao-de-pacotes', (_l, $, to) => ({
    title: $('Comparação de pacotes', 'Package comparison'),
    seo: {
      title: $('Comparar pacotes ZAP: que canais traz cada um', 'Compare ZAP packages: the channels in each one'),
      description: $(
        `Compare canal a canal os pacotes ZAP Mini, Max, Plus e Premium em ${wherePt}: generalistas, novelas, desporto, filmes e canais infantis.`,
        `Compare the ZAP Mini, Max, Plus and Premium packages in ${whereEn} channel by channel: general, soap operas, sport, films and kids.`,
      ),
    },
    layout: () => [
      {
        blockType: 'packageComparison',
        heading: $('Comparação de pacotes', 'Package comparison'),
        intro: $(
          'Cada pacote traz todos os canais do anterior e mais alguns. Procure os canais que não dispensa e escolha o pacote mais barato que os tem.',
          'Each package carries every channel of the one before it, and more. Look for the channels you cannot do without and pick the cheapest package that has them.',
        ),
        service: 'satelite',
      },
      {
        blockType: 'richText',
        content: doc(
          h('h2', $('Pronto para escolher?', 'Ready to choose?')),
          p(
            $('Veja os preços e o que inclui cada pacote em ', 'See the prices and what each package includes on '),
            link($('Pacotes de canais', 'Channel packages'), to(PACKAGES)),
            $(' e carregue por 30 dias onde lhe der mais jeito: ', ' and top up for 30 days wherever suits you: '),
            link($('carregamentos e pagamentos', 'top-ups and payments'), to(PAYMENTS)),
            '.',
          ),
          p(
            $(
              'Posições dos canais e preços ilustrativos; a grelha pode mudar.',
              'Channel positions and prices are illustrative; the line-up may change.',
            ),
          ),
        ),
      },
    ],
  }))
}

/** ZAP Facilita (Angola only): the satellite kit paid in instalments. */
const facilita = satellitePage('satellite-facilita', '/zap-satelite/zap-facilita', (_l, $, to) => ({
  title: 'ZAP Facilita',
  seo: {
    title: $('ZAP Facilita: o kit ZAP em prestações', 'ZAP Facilita: the ZAP kit in instalments'),
    description: $(
      'Leve o kit ZAP (antena, descodificador e instalação) e pague em 3 ou 6 prestações mensais, sem juros, com o primeiro mês de ZAP Max incluído.',
      'Take home the ZAP kit (dish, decoder and installation) and pay in 3 or 6 interest-free monthly instalments, with the first month of ZAP Max included.',
    ),
  },
  layout: () => [
    {
      blockType: 'featureGrid',
      heading: $('ZAP Facilita: o seu kit ZAP em prestações', 'ZAP Facilita: your ZAP kit in instalments'),
      intro: $(
        'Comece a ver ZAP hoje e pague o equipamento aos poucos. Preços e condições ilustrativos.',
        'Start watching ZAP today and pay for the equipment bit by bit. Illustrative prices and conditions.',
      ),
      items: [
        {
          icon: 'calendar',
          title: $('3 ou 6 prestações sem juros', '3 or 6 interest-free instalments'),
          text: $(
            'O kit de 19.990,00 Kz fica em 3 prestações de 6.663,33 Kz ou 6 prestações de 3.331,67 Kz, pagas com o carregamento do mês.',
            'The 19.990,00 Kz kit becomes 3 instalments of 6.663,33 Kz or 6 of 3.331,67 Kz, paid with each month’s top-up.',
          ),
        },
        {
          icon: 'satellite',
          title: $('Kit completo e instalado', 'Complete kit, installed'),
          text: $(
            'Antena parabólica de 60 cm, LNB, descodificador ZAP HD com comando e a instalação feita por um técnico ZAP.',
            'A 60 cm satellite dish, LNB, ZAP HD decoder with remote control, and installation by a ZAP technician.',
          ),
        },
        {
          icon: 'tv',
          title: $('Primeiro mês de ZAP Max', 'First month of ZAP Max'),
          text: $(
            'Todos os canais do ZAP Max durante os primeiros 30 dias. Depois escolha o pacote que quiser, do Mini ao Premium.',
            'Every ZAP Max channel for the first 30 days. Then choose any package you like, from Mini to Premium.',
          ),
        },
        {
          icon: 'card',
          title: $('Só precisa do BI', 'All you need is your ID card'),
          text: $(
            'Adira numa loja ZAP com o bilhete de identidade e um comprovativo de morada. Sem fiador e sem conta bancária obrigatória.',
            'Sign up at a ZAP store with your identity card and proof of address. No guarantor and no bank account needed.',
          ),
        },
      ],
      cta: { label: $('Encontrar uma loja', 'Find a store'), href: to(STORES) },
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas sobre o ZAP Facilita', 'ZAP Facilita questions'),
      items: [
        {
          title: $('Quem pode aderir?', 'Who can sign up?'),
          body: doc(
            p(
              $(
                'Clientes particulares maiores de 18 anos, residentes em Angola, com bilhete de identidade válido. O plano é de um kit por cliente.',
                'Private customers aged 18 or over living in Angola, with a valid identity card. The plan is one kit per customer.',
              ),
            ),
          ),
        },
        {
          title: $('Como pago as prestações?', 'How do I pay the instalments?'),
          body: doc(
            p(
              $(
                'Cada prestação é somada ao carregamento do pacote desse mês. Pode pagar em qualquer meio habitual: ',
                'Each instalment is added to that month’s package top-up. You can pay any usual way: ',
              ),
              link($('carregamentos e pagamentos', 'top-ups and payments'), to(PAYMENTS)),
              '.',
            ),
          ),
        },
        {
          title: $('E se me atrasar numa prestação?', 'What if I miss an instalment?'),
          body: doc(
            p(
              $(
                'O sinal fica suspenso até a prestação em falta e o carregamento estarem pagos. Não há multas nem juros de mora.',
                'The signal is suspended until the missing instalment and the top-up are paid. There are no fines or late-payment interest.',
              ),
            ),
          ),
        },
        {
          title: $('Posso antecipar o pagamento?', 'Can I pay it off early?'),
          body: doc(
            p(
              $(
                'Sim. Numa loja ZAP pode pagar de uma vez as prestações que faltam, sem custos adicionais.',
                'Yes. At a ZAP store you can pay the remaining instalments in one go, at no extra cost.',
              ),
            ),
          ),
        },
        {
          title: $('O equipamento tem garantia?', 'Is the equipment under warranty?'),
          body: doc(
            p(
              $(
                'O descodificador tem 2 anos de garantia. A assistência técnica é feita pelas lojas ZAP e pelo apoio ao cliente.',
                'The decoder has a 2-year warranty. Technical support is given by ZAP stores and customer support.',
              ),
              ' ',
              link($('Contactos', 'Contacts'), to(CONTACTS)),
              '.',
            ),
          ),
        },
      ],
    },
  ],
}))

function campaigns(country: CountryCode): SeedPage {
  const [wherePt, whereEn] = where[country]
  return satellitePage(
    'satellite-campaigns',
    '/zap-satelite/campanhas',
    (_l, $) => ({
      title: $('Campanhas', 'Campaigns'),
      seo: {
        title: $('Campanhas ZAP Satélite', 'ZAP Satellite campaigns'),
        description: $(
          `As campanhas em vigor da ZAP Satélite em ${wherePt}: canais oferecidos, kits com instalação incluída e futebol europeu. Veja as datas e condições de cada uma.`,
          `Current ZAP Satellite campaigns in ${whereEn}: free channels, kits with installation included and European football. See each one's dates and conditions.`,
        ),
      },
      layout: () => [
        {
          blockType: 'campaignList',
          heading: $('Campanhas ZAP Satélite', 'ZAP Satellite campaigns'),
          intro: $(
            'Aproveite as campanhas em vigor. Cada uma tem as suas datas e condições.',
            'Make the most of the current campaigns. Each has its own dates and conditions.',
          ),
          service: 'satelite',
        },
      ],
    }),
    true,
  )
}

type Method = {
  name: [string, string]
  icon: 'phone' | 'card' | 'shop' | 'app' | 'globe'
  /** The tab's #anchor when links point at it; else the page makes one from the name. */
  anchor?: string
  /** The numbers to pay to, shown above the steps with a Copy button: [label, value]. */
  codes?: [label: [string, string], value: string][]
  steps: [title: [string, string], body: (ReturnType<typeof p> | ReturnType<typeof ul>)[]][]
}

/**
 * The ways to pay in each country. The operators' menu codes (*150# M-Pesa, *898# e-Mola) are the
 * public ones; ZAP's own entity and USSD numbers are not public, so they are zeros, which Content
 * health lists under "To replace before launch" (lib/content-health/placeholder-rules.ts).
 */
function methods(country: CountryCode, $: Pick, to: (path: string) => string): Method[] {
  const pair = (pt: string, en: string): [string, string] => [pt, en]
  const shops: Method = {
    name: ['Lojas e agentes', 'Stores and agents'],
    icon: 'shop',
    steps: [
      [
        pair('Encontre uma loja ou agente', 'Find a store or agent'),
        [
          p(
            $('Veja as moradas e horários em ', 'See addresses and opening hours on '),
            link($('Encontrar lojas', 'Find stores'), to(STORES)),
            '.',
          ),
        ],
      ],
      [
        pair('Diga o número do cartão e o pacote', 'Give your card number and package'),
        [
          p(
            $(
              'O número do cartão de cliente está no cartão inserido no descodificador e no menu Informação do descodificador.',
              'Your customer card number is on the card inside the decoder and in the decoder’s Information menu.',
            ),
          ),
        ],
      ],
      [
        pair('Pague e guarde o recibo', 'Pay and keep the receipt'),
        [
          p(
            $(
              'Pode pagar em numerário ou por cartão. O pacote fica ativo em poucos minutos; guarde o recibo até ver os canais.',
              'Pay in cash or by card. The package is active within minutes; keep the receipt until you can see the channels.',
            ),
          ),
        ],
      ],
    ],
  }
  if (country === 'ao') {
    return [
      {
        name: ['Multicaixa Express', 'Multicaixa Express'],
        icon: 'phone',
        steps: [
          [
            pair('Abra a aplicação Multicaixa Express', 'Open the Multicaixa Express app'),
            [
              p(
                $(
                  'Entre com o seu código e escolha Pagamentos > Serviços.',
                  'Sign in with your code and choose Payments > Services.',
                ),
              ),
            ],
          ],
          [
            pair('Escolha ZAP e o pacote', 'Choose ZAP and the package'),
            [
              p(
                $(
                  'Introduza o número do cartão de cliente e escolha Mini, Max, Plus ou Premium.',
                  'Enter your customer card number and choose Mini, Max, Plus or Premium.',
                ),
              ),
            ],
          ],
          [
            pair('Confirme o pagamento', 'Confirm the payment'),
            [
              p(
                $(
                  'O pacote fica ativo em poucos minutos. Se não vir os canais, deixe o descodificador ligado no canal 4 durante 15 minutos.',
                  'The package is active within minutes. If the channels do not appear, leave the decoder on channel 4 for 15 minutes.',
                ),
              ),
            ],
          ],
        ],
      },
      {
        name: ['Caixa Multicaixa (ATM)', 'Multicaixa cash machine'],
        icon: 'card',
        steps: [
          [
            pair('Escolha Pagamentos > Serviços', 'Choose Payments > Services'),
            [
              p(
                $('Em qualquer caixa automático da rede Multicaixa.', 'At any cash machine of the Multicaixa network.'),
              ),
            ],
          ],
          [
            pair('Selecione ZAP', 'Select ZAP'),
            [
              p(
                $(
                  'Introduza o número do cartão de cliente e o valor do pacote:',
                  'Enter your customer card number and the package amount:',
                ),
              ),
              ul('ZAP Mini 3.595,00 Kz', 'ZAP Max 7.190,00 Kz', 'ZAP Plus 10.790,00 Kz', 'ZAP Premium 14.000,00 Kz'),
            ],
          ],
          [
            pair('Guarde o talão', 'Keep the slip'),
            [
              p(
                $(
                  'O talão é o seu comprovativo de pagamento. Preços ilustrativos.',
                  'The slip is your proof of payment. Illustrative prices.',
                ),
              ),
            ],
          ],
        ],
      },
      {
        name: ['Referência bancária', 'Bank reference'],
        icon: 'globe',
        codes: [[pair('Entidade', 'Entity'), '00000']],
        steps: [
          [
            pair('Peça a referência', 'Ask for a reference'),
            [
              p(
                $(
                  'Ligue para o apoio ao cliente ou peça numa loja uma referência de pagamento para o seu cartão de cliente.',
                  'Call customer support or ask at a store for a payment reference for your customer card.',
                ),
              ),
            ],
          ],
          [
            pair('Pague no seu banco', 'Pay at your bank'),
            [
              p(
                $(
                  'No internet banking ou ao balcão, escolha Pagamento por referência e introduza a entidade indicada acima, a referência e o valor.',
                  'In online banking or at the counter, choose Payment by reference and enter the entity shown above, the reference and the amount.',
                ),
              ),
            ],
          ],
          [
            pair('Aguarde a ativação', 'Wait for activation'),
            [
              p(
                $(
                  'Os pagamentos por referência ficam ativos até 24 horas depois.',
                  'Payments by reference are active within 24 hours.',
                ),
              ),
            ],
          ],
        ],
      },
      {
        name: ['App ZAP e USSD', 'ZAP app and USSD'],
        icon: 'app',
        codes: [[pair('Código USSD', 'USSD code'), '*000#']],
        steps: [
          [
            pair('Na app ZAP', 'In the ZAP app'),
            [
              p(
                $(
                  'Entre com o número do cartão de cliente, escolha Carregar e pague com Multicaixa Express.',
                  'Sign in with your customer card number, choose Top up and pay with Multicaixa Express.',
                ),
              ),
            ],
          ],
          [
            pair('Por USSD, sem internet', 'By USSD, with no data'),
            [
              p(
                $(
                  'Marque no telemóvel o código USSD indicado acima, escolha ZAP e siga as instruções.',
                  'Dial the USSD code shown above on your phone, choose ZAP and follow the instructions.',
                ),
              ),
            ],
          ],
        ],
      },
      shops,
    ]
  }
  return [
    {
      name: ['M-Pesa', 'M-Pesa'],
      icon: 'phone',
      anchor: PAYMENT_ANCHORS.mpesa,
      codes: [
        [pair('Código M-Pesa', 'M-Pesa code'), '*150#'],
        [pair('Entidade ZAP', 'ZAP entity'), '00000'],
      ],
      steps: [
        [
          pair('Marque *150#', 'Dial *150#'),
          [p($('Escolha Pagamentos e depois Pagar serviços.', 'Choose Payments and then Pay for services.'))],
        ],
        [
          pair('Introduza a entidade ZAP', 'Enter the ZAP entity'),
          [
            p(
              $(
                'Introduza a entidade ZAP indicada acima. Como referência, use o número do cartão de cliente.',
                'Enter the ZAP entity shown above. Use your customer card number as the reference.',
              ),
            ),
          ],
        ],
        [
          pair('Indique o valor e confirme com o PIN', 'Enter the amount and confirm with your PIN'),
          [
            p($('Valores ilustrativos:', 'Illustrative amounts:')),
            ul('ZAP Mini 499,00 MT', 'ZAP Max 999,00 MT', 'ZAP Plus 1.499,00 MT', 'ZAP Premium 2.199,00 MT'),
          ],
        ],
      ],
    },
    {
      name: ['e-Mola', 'e-Mola'],
      icon: 'phone',
      anchor: PAYMENT_ANCHORS.emola,
      codes: [
        [pair('Código e-Mola', 'e-Mola code'), '*898#'],
        [pair('Entidade ZAP', 'ZAP entity'), '00000'],
      ],
      steps: [
        [
          pair('Marque *898#', 'Dial *898#'),
          [p($('Escolha Pagamentos e depois Outras entidades.', 'Choose Payments and then Other entities.'))],
        ],
        [
          pair('Introduza a entidade e o cartão', 'Enter the entity and card'),
          [
            p(
              $(
                'Introduza a entidade ZAP indicada acima e, como referência, o número do cartão de cliente.',
                'Enter the ZAP entity shown above and, as the reference, your customer card number.',
              ),
            ),
          ],
        ],
        [
          pair('Confirme', 'Confirm'),
          [
            p(
              $(
                'Receberá um SMS de confirmação. O pacote fica ativo em poucos minutos.',
                'You will get a confirmation SMS. The package is active within minutes.',
              ),
            ),
          ],
        ],
      ],
    },
    {
      name: ['Banco', 'Bank'],
      icon: 'card',
      steps: [
        [
          pair('No caixa automático ou no internet banking', 'At a cash machine or in online banking'),
          [p($('Escolha Pagamentos > Serviços > ZAP.', 'Choose Payments > Services > ZAP.'))],
        ],
        [
          pair('Introduza o cartão e o valor', 'Enter the card and amount'),
          [
            p(
              $(
                'Use o número do cartão de cliente e o valor do pacote que quer carregar.',
                'Use your customer card number and the amount of the package you want.',
              ),
            ),
          ],
        ],
        [
          pair('Guarde o comprovativo', 'Keep the receipt'),
          [
            p(
              $(
                'Os pagamentos bancários ficam ativos até 24 horas depois.',
                'Bank payments are active within 24 hours.',
              ),
            ),
          ],
        ],
      ],
    },
    shops,
  ]
}

function payments(country: CountryCode): SeedPage {
  return satellitePage('satellite-payments', PAYMENTS, (locale, $, to) => ({
    title: $('Carregamentos e pagamentos', 'Top-ups and payments'),
    seo: {
      title: $('Carregamentos e pagamentos ZAP Satélite', 'ZAP Satellite top-ups and payments'),
      description:
        country === 'ao'
          ? $(
              'Carregue o seu pacote ZAP por 30 dias com Multicaixa Express, caixa Multicaixa, referência bancária, app ZAP, USSD ou numa loja.',
              'Top up your ZAP package for 30 days with Multicaixa Express, a Multicaixa machine, bank reference, the ZAP app, USSD or at a store.',
            )
          : $(
              'Carregue o seu pacote ZAP por 30 dias com M-Pesa, e-Mola, no banco ou numa loja ZAP ou agente autorizado.',
              'Top up your ZAP package for 30 days with M-Pesa, e-Mola, at the bank or at a ZAP store or authorised agent.',
            ),
    },
    layout: () => [
      {
        blockType: 'paymentMethods',
        heading: $('Carregamentos e pagamentos', 'Top-ups and payments'),
        intro: $(
          'Escolha como quer pagar e siga os passos. Cada carregamento vale 30 dias; tenha à mão o número do cartão de cliente.',
          'Choose how you want to pay and follow the steps. Each top-up lasts 30 days; have your customer card number to hand.',
        ),
        methods: methods(country, $, to).map((method) => ({
          name: locale === 'pt' ? method.name[0] : method.name[1],
          icon: method.icon,
          ...(method.anchor ? { anchor: method.anchor } : {}),
          codes: (method.codes ?? []).map(([label, value]) => ({
            label: locale === 'pt' ? label[0] : label[1],
            value,
          })),
          steps: method.steps.map(([title, body]) => ({
            title: locale === 'pt' ? title[0] : title[1],
            body: doc(...body),
          })),
        })),
      },
    ],
  }))
}

function conditions(country: CountryCode): SeedPage {
  const [wherePt, whereEn] = where[country]
  const legal = company[country]
  return satellitePage('satellite-conditions', '/zap-satelite/condicoes-gerais-do-servico', (_l, $, to) => ({
    title: $('Condições gerais do serviço', 'General conditions of service'),
    seo: {
      title: $('Condições gerais do serviço ZAP Satélite', 'ZAP Satellite general conditions of service'),
      description: $(
        `As condições do serviço de televisão por satélite da ZAP em ${wherePt}: adesão, equipamento, carregamentos, mudança de pacote, assistência e reclamações.`,
        `The conditions of ZAP satellite television in ${whereEn}: sign-up, equipment, top-ups, package changes, support and complaints.`,
      ),
    },
    layout: () => [
      {
        blockType: 'accordion',
        heading: $('Condições gerais do serviço', 'General conditions of service'),
        items: [
          {
            title: $('1. Objeto', '1. Purpose'),
            body: doc(
              p(
                $(
                  `Estas condições regem o serviço de televisão por satélite prestado por ${legal} (ZAP) a clientes particulares em ${wherePt}. Ao carregar um pacote, o cliente aceita-as.`,
                  `These conditions govern the satellite television service provided by ${legal} (ZAP) to private customers in ${whereEn}. By topping up a package the customer accepts them.`,
                ),
              ),
            ),
          },
          {
            title: $('2. Adesão e equipamento', '2. Sign-up and equipment'),
            body: doc(
              p(
                $(
                  'A adesão faz-se numa loja ZAP ou num agente autorizado, com documento de identificação válido.',
                  'You sign up at a ZAP store or authorised agent with valid identification.',
                ),
              ),
              ul(
                $(
                  'O kit (antena, LNB, descodificador e cartão) é vendido ao cliente e passa a ser seu.',
                  'The kit (dish, LNB, decoder and card) is sold to the customer and becomes theirs.',
                ),
                $(
                  'O cartão de cliente é pessoal e só funciona no descodificador a que está associado.',
                  'The customer card is personal and only works in the decoder it is paired with.',
                ),
                $(
                  'O descodificador tem 2 anos de garantia contra defeitos de fabrico.',
                  'The decoder has a 2-year warranty against manufacturing defects.',
                ),
              ),
            ),
          },
          {
            title: $('3. Carregamentos e validade', '3. Top-ups and validity'),
            body: doc(
              p(
                $(
                  'O serviço é pré-pago: cada carregamento dá acesso aos canais do pacote durante 30 dias a contar da ativação. Os preços em vigor estão em ',
                  'The service is prepaid: each top-up gives access to the package’s channels for 30 days from activation. Current prices are on ',
                ),
                link($('Pacotes de canais', 'Channel packages'), to(PACKAGES)),
                $('; as formas de pagamento em ', '; ways to pay on '),
                link($('Carregamentos e pagamentos', 'Top-ups and payments'), to(PAYMENTS)),
                '.',
              ),
            ),
          },
          {
            title: $('4. Mudança de pacote', '4. Changing package'),
            body: doc(
              p(
                $(
                  'O cliente pode mudar de pacote em qualquer carregamento. Uma mudança para um pacote superior a meio do período é possível pagando a diferença proporcional aos dias que faltam.',
                  'Customers can change package at any top-up. Moving up mid-period is possible by paying the difference for the days remaining.',
                ),
              ),
            ),
          },
          {
            title: $('5. Grelha de canais', '5. Channel line-up'),
            body: doc(
              p(
                $(
                  'A ZAP pode alterar a grelha de canais e as posições por razões contratuais ou técnicas, avisando com pelo menos 15 dias de antecedência no canal de informação e no site.',
                  'ZAP may change the channel line-up and positions for contractual or technical reasons, giving at least 15 days’ notice on the information channel and the website.',
                ),
              ),
            ),
          },
          {
            title: $('6. Interrupções do serviço', '6. Service interruptions'),
            body: doc(
              p(
                $(
                  'Chuva forte pode interromper o sinal por breves momentos. Interrupções programadas para manutenção são anunciadas com antecedência; as que durem mais de 24 horas por responsabilidade da ZAP são compensadas em dias de serviço.',
                  'Heavy rain may briefly interrupt the signal. Planned maintenance is announced in advance; interruptions lasting over 24 hours that are ZAP’s responsibility are compensated in days of service.',
                ),
              ),
            ),
          },
          {
            title: $('7. Assistência técnica', '7. Technical support'),
            body: doc(
              p(
                $(
                  'A assistência é prestada nas lojas ZAP e pelo apoio ao cliente. Deslocações de técnicos fora da garantia têm um custo indicado antes da visita. ',
                  'Support is given at ZAP stores and by customer support. Technician visits outside the warranty have a cost stated before the visit. ',
                ),
                link($('Contactos', 'Contacts'), to(CONTACTS)),
                '.',
              ),
            ),
          },
          {
            title: $('8. Dados pessoais', '8. Personal data'),
            body: doc(
              p(
                $(
                  'A ZAP trata os dados do cliente apenas para prestar o serviço, faturar e cumprir obrigações legais, nos termos da política de privacidade.',
                  'ZAP processes customer data only to provide the service, bill and meet legal obligations, as set out in the privacy policy.',
                ),
              ),
            ),
          },
          {
            title: $('9. Reclamações', '9. Complaints'),
            body: doc(
              p(
                $(
                  'Pode apresentar reclamações no livro de reclamações de qualquer loja ZAP ou através do apoio ao cliente. A ZAP responde no prazo máximo de 15 dias úteis.',
                  'Complaints can be made in the complaints book at any ZAP store or through customer support. ZAP replies within 15 working days at most.',
                ),
              ),
            ),
          },
          {
            title: $('10. Nota', '10. Note'),
            body: doc(
              p(
                $(
                  'Texto ilustrativo, preparado para este site de demonstração.',
                  'Illustrative text, written for this demonstration site.',
                ),
              ),
            ),
          },
        ],
      },
    ],
  }))
}

/** The satellite pages of a country (seedPages in pages.ts adds them). */
export const satellitePages = (country: CountryCode): SeedPage[] => [
  comparison(country),
  ...(country === 'ao' ? [facilita] : []),
  campaigns(country),
  payments(country),
  conditions(country),
]
