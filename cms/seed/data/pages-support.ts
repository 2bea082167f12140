import type { CountryCode } from '@/lib/countries'
import type { IconName } from '@/lib/ui/icons'
import { RETENTION_DEFAULTS } from '@/lib/privacy/retention'
import { doc, h, link, p, ul } from '@/cms/seed/lexical'
import type { Refs, SeedPage } from './page-types'
import { toEnglish } from './settings'

type Lang = 0 | 1
type Copy = [pt: string, en: string]
const where = { ao: ['Angola', 'Angola'], mz: ['Moçambique', 'Mozambique'] } as const satisfies Record<
  CountryCode,
  Copy
>
const domain = { ao: 'example.co.ao', mz: 'example.co.mz' } as const
const company = { ao: 'ZAP Media, S.A.', mz: 'Mstar-ZAP Moçambique' } as const
const office = { ao: 'Edifício ZAP, Via A4A, Talatona, Luanda Sul', mz: 'Av. Julius Nyerere, 0000, Maputo' } as const
const href = (path: string, lang: Lang) => (lang === 0 ? path : toEnglish(path))

/** A page whose two languages share one layout function of the language. */
function page(
  key: string,
  paths: Copy,
  titles: Copy,
  seo: [Copy, Copy],
  layout: (lang: Lang, refs: Refs) => ReturnType<SeedPage['pt']['layout']>,
): SeedPage {
  const copy = (lang: Lang) => ({
    title: titles[lang],
    path: paths[lang],
    seo: { title: seo[0][lang], description: seo[1][lang] },
    layout: (refs: Refs) => layout(lang, refs),
  })
  return { key, pt: copy(0), en: copy(1) }
}

function contacts(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return page(
    'support-contacts',
    ['/apoio-ao-cliente/contactos', '/help/contacts'],
    ['Contactos', 'Contacts'],
    [
      ['Contactos ZAP · Apoio ao cliente', 'ZAP contacts · Customer support'],
      [
        `Fale com a ZAP em ${pt}: centro de contacto, WhatsApp, e-mails de apoio, sede e pedido de chamada gratuita.`,
        `Talk to ZAP in ${en}: call centre, WhatsApp, support e-mails, head office and a free call-back request.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'contactDetails',
        heading: (['Contactos', 'Contacts'] as Copy)[lang],
        intro: (
          [
            'Escolha a forma mais prática: ligue-nos, escreva-nos ou peça que a ZAP lhe ligue, sem custos.',
            'Pick whatever suits you: call us, write to us or ask ZAP to call you back, free of charge.',
          ] as Copy
        )[lang],
      },
      {
        blockType: 'richText',
        content: doc(
          h('h2', (['Prefere ser atendido pessoalmente?', 'Would you rather be served in person?'] as Copy)[lang]),
          p(
            (
              [
                `As lojas ZAP e os agentes autorizados em ${pt} fazem carregamentos, trocas de equipamento e alterações ao contrato. `,
                `ZAP stores and authorised agents in ${en} handle top-ups, equipment swaps and contract changes. `,
              ] as Copy
            )[lang],
            link(
              (['Encontre a loja mais próxima', 'Find your nearest store'] as Copy)[lang],
              href('/apoio-ao-cliente/encontrar-lojas', lang),
            ),
            '.',
          ),
        ),
      },
    ],
  )
}

function faq(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return page(
    'support-faq',
    ['/apoio-ao-cliente/perguntas-frequentes', '/help/faq'],
    ['Perguntas frequentes', 'Frequently asked questions'],
    [
      ['Perguntas frequentes · Apoio ao cliente ZAP', 'FAQ · ZAP customer support'],
      [
        `Respostas às dúvidas mais comuns dos clientes ZAP em ${pt}: carregamentos, pagamentos, equipamento e conta.`,
        `Answers to the most common questions of ZAP customers in ${en}: top-ups, payments, equipment and account.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'faqList',
        heading: (['Perguntas frequentes', 'Frequently asked questions'] as Copy)[lang],
        intro: (
          [
            'Pesquise por palavra ou escolha um tema. Não encontrou a resposta? Veja os nossos contactos.',
            'Search by word or pick a topic. Cannot find your answer? See our contacts.',
          ] as Copy
        )[lang],
      },
    ],
  )
}

function manuals(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return page(
    'support-manuals',
    ['/apoio-ao-cliente/manuais', '/help/manuals'],
    ['Manuais', 'Manuals'],
    [
      ['Manuais do equipamento ZAP', 'ZAP equipment manuals'],
      [
        `Manuais em PDF do equipamento ZAP em ${pt}: descodificadores, comandos e guias de instalação, para descarregar.`,
        `PDF manuals for ZAP equipment in ${en}: decoders, remote controls and installation guides, to download.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'manualList',
        heading: (['Manuais', 'Manuals'] as Copy)[lang],
        intro: (
          [
            'Guias de utilização do equipamento ZAP, em PDF. Descarregue-os e consulte-os sempre que precisar.',
            'User guides for ZAP equipment, as PDFs. Download them and keep them to hand.',
          ] as Copy
        )[lang],
      },
    ],
  )
}

function advertise(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  const email = `publicidade@${domain[country]}`
  return page(
    'support-advertise',
    ['/apoio-ao-cliente/publicidade', '/help/advertise-on-zap'],
    ['Anuncie na ZAP', 'Advertise on ZAP'],
    [
      ['Anuncie na ZAP · Publicidade nos canais ZAP', 'Advertise on ZAP · Advertising on ZAP channels'],
      [
        `Publicidade nos canais ZAP em ${pt}: spots, patrocínios e conteúdos de marca na ZAP Viva, ZAP Novelas e ZAP Filmes.`,
        `Advertising on ZAP channels in ${en}: spots, sponsorships and branded content on ZAP Viva, ZAP Novelas and ZAP Filmes.`,
      ],
    ],
    (lang, refs) => [
      {
        blockType: 'mediaText',
        heading: (['Anuncie na ZAP', 'Advertise on ZAP'] as Copy)[lang],
        body: doc(
          p(
            (
              [
                `Leve a sua marca a milhões de espectadores em ${pt}. Os canais próprios da ZAP — ZAP Viva, ZAP Novelas, ZAP Filmes e ZAP Música — chegam a todos os pacotes, do Mini ao Premium.`,
                `Bring your brand to millions of viewers in ${en}. ZAP’s own channels — ZAP Viva, ZAP Novelas, ZAP Filmes and ZAP Música — are in every package, from Mini to Premium.`,
              ] as Copy
            )[lang],
          ),
          p(
            (
              [
                'A nossa equipa comercial ajuda a escolher o formato, o canal e o horário certos para a sua campanha.',
                'Our sales team helps you choose the right format, channel and time slot for your campaign.',
              ] as Copy
            )[lang],
          ),
        ),
        image: refs.media('tv-highlights'),
        imagePosition: 'right',
        cta: { label: (['Pedir proposta', 'Request a proposal'] as Copy)[lang], href: `mailto:${email}` },
      },
      {
        blockType: 'featureGrid',
        heading: (['Formatos de publicidade', 'Advertising formats'] as Copy)[lang],
        intro: (
          [
            'Formatos combináveis, com relatórios de audiência no fim de cada campanha.',
            'Formats you can combine, with audience reports at the end of each campaign.',
          ] as Copy
        )[lang],
        items: [
          {
            icon: 'tv',
            title: (['Spots de televisão', 'TV spots'] as Copy)[lang],
            text: (
              [
                'Spots de 15, 30 ou 60 segundos nos intervalos dos programas de maior audiência.',
                '15, 30 or 60-second spots in the breaks of our most watched programmes.',
              ] as Copy
            )[lang],
          },
          {
            icon: 'star',
            title: (['Patrocínio de programas', 'Programme sponsorship'] as Copy)[lang],
            text: (
              [
                'Associe a sua marca a formatos como o Stars on Stage ou as novelas da noite.',
                'Link your brand to shows such as Stars on Stage or the evening novelas.',
              ] as Copy
            )[lang],
          },
          {
            icon: 'play',
            title: (['Conteúdos de marca', 'Branded content'] as Copy)[lang],
            text: (
              [
                'Reportagens e rubricas produzidas pelos ZAP Studios à medida da sua mensagem.',
                'Features and segments produced by ZAP Studios around your message.',
              ] as Copy
            )[lang],
          },
          {
            icon: 'globe',
            title: (['Digital e redes sociais', 'Digital and social media'] as Copy)[lang],
            text: (
              [
                'Campanhas no site e nas redes sociais da ZAP, a complementar a televisão.',
                'Campaigns on the ZAP website and social media, alongside TV.',
              ] as Copy
            )[lang],
          },
        ],
      },
      {
        blockType: 'richText',
        content: doc(
          h('h2', (['Fale com a equipa comercial', 'Talk to our sales team'] as Copy)[lang]),
          p(
            (
              [
                'Envie-nos o seu briefing, o período e o orçamento indicativo para ',
                'Send us your brief, dates and indicative budget at ',
              ] as Copy
            )[lang],
            link(email, `mailto:${email}`),
            (['. Respondemos em dois dias úteis.', '. We reply within two working days.'] as Copy)[lang],
          ),
        ),
      },
    ],
  )
}

function pastimes(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  const prize =
    country === 'ao'
      ? ['um televisor de 55 polegadas e 12 meses de ZAP Premium', 'a 55-inch TV and 12 months of ZAP Premium']
      : ['um televisor de 43 polegadas e 6 meses de ZAP Premium', 'a 43-inch TV and 6 months of ZAP Premium']
  return page(
    'support-pastimes',
    ['/apoio-ao-cliente/passatempos', '/help/pastimes'],
    ['Passatempos', 'Contests'],
    [
      ['Passatempos ZAP · Regulamentos', 'ZAP contests · Rules'],
      [
        `Passatempos da ZAP em ${pt} a decorrer: como participar, prémios, prazos e regulamentos.`,
        `ZAP contests running in ${en}: how to take part, prizes, deadlines and rules.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'accordion',
        heading: (['Passatempos a decorrer', 'Contests running now'] as Copy)[lang],
        items: [
          {
            title: (
              ['Grande Final Stars on Stage — ganhe convites', 'Stars on Stage Grand Final — win invitations'] as Copy
            )[lang],
            body: doc(
              p(
                (
                  [
                    'Responda à pergunta publicada nas redes sociais da ZAP e ganhe um de 20 convites duplos para a grande final, em direto.',
                    'Answer the question posted on ZAP’s social media and win one of 20 double invitations to the live grand final.',
                  ] as Copy
                )[lang],
              ),
              h('h3', (['Regras', 'Rules'] as Copy)[lang]),
              ul(
                ...[
                  [
                    'Aberto a maiores de 18 anos residentes em ' + pt + '.',
                    'Open to residents of ' + en + ' aged 18 or over.',
                  ],
                  [
                    'Uma participação por pessoa; vence a resposta mais criativa, escolhida por um júri ZAP.',
                    'One entry per person; the most creative answer, chosen by a ZAP jury, wins.',
                  ],
                  [
                    'Os vencedores são contactados por mensagem privada e têm 48 horas para responder.',
                    'Winners are contacted by private message and have 48 hours to reply.',
                  ],
                ].map((rule) => rule[lang] ?? ''),
              ),
            ),
          },
          {
            title: (['Carregue e ganhe', 'Top up and win'] as Copy)[lang],
            body: doc(
              p(
                (
                  [
                    `Cada carregamento de um pacote Max ou superior durante o mês é uma participação no sorteio de ${prize[0]}.`,
                    `Every Max or higher top-up during the month is an entry in the draw for ${prize[1]}.`,
                  ] as Copy
                )[lang],
              ),
              h('h3', (['Regras', 'Rules'] as Copy)[lang]),
              ul(
                ...[
                  [
                    'Válido para clientes com o contrato em seu nome.',
                    'Open to customers whose contract is in their own name.',
                  ],
                  [
                    'O sorteio é feito na presença de um representante jurídico, no primeiro dia útil do mês seguinte.',
                    'The draw is held before a legal representative on the first working day of the following month.',
                  ],
                  ['Os prémios não podem ser trocados por dinheiro.', 'Prizes cannot be exchanged for cash.'],
                ].map((rule) => rule[lang] ?? ''),
              ),
            ),
          },
        ],
      },
      {
        blockType: 'richText',
        content: doc(
          h('h2', (['Regulamento geral dos passatempos', 'General contest rules'] as Copy)[lang]),
          p(
            (
              [
                `Os passatempos são organizados pela ${company[country]}. Não podem participar colaboradores da ZAP nem os seus familiares diretos. Os dados dos participantes são usados apenas para gerir o passatempo, conforme a `,
                `Contests are run by ${company[country]}. ZAP staff and their immediate families may not take part. Entrants’ data is used only to run the contest, as set out in the `,
              ] as Copy
            )[lang],
            link((['Política de privacidade', 'Privacy policy'] as Copy)[lang], href('/politica-de-privacidade', lang)),
            '.',
          ),
        ),
      },
    ],
  )
}

/**
 * The privacy policy's retention periods, from the defaults the daily retention job applies
 * (lib/privacy/retention.ts), so the policy and the deletions cannot disagree on a new site.
 */
function retentionText(lang: Lang): string {
  const period = (months: number) =>
    lang === 0 ? `${months} ${months === 1 ? 'mês' : 'meses'}` : `${months} ${months === 1 ? 'month' : 'months'}`
  const d = RETENTION_DEFAULTS
  const newsletter: number | null = d['newsletter-subscriptions']
  if (lang === 0)
    return (
      'Os dados do contrato são guardados durante a sua vigência e pelo prazo legal de conservação de documentos fiscais. ' +
      `Os pedidos feitos no site são apagados automaticamente depois da última alteração: os pedidos «Ligue-me» e de adesão ao fim de ${period(d['callback-requests'])}, ` +
      `os pedidos de cobertura ao fim de ${period(d['coverage-requests'])}, as candidaturas a emprego (com o CV) ao fim de ${period(d['job-applications'])} ` +
      `e as candidaturas ao casting ao fim de ${period(d['casting-applications'])}. ` +
      'A inscrição na newsletter é guardada até a cancelar, com a ligação que vem em cada newsletter' +
      (newsletter === null ? '.' : `, e no máximo ${period(newsletter)} depois da última alteração.`)
    )
  return (
    'Contract data is kept while the contract lasts and for the legal retention period of tax records. ' +
    `Requests made on the site are deleted automatically after their last change: call-back and sign-up requests after ${period(d['callback-requests'])}, ` +
    `coverage requests after ${period(d['coverage-requests'])}, job applications (with the CV) after ${period(d['job-applications'])} ` +
    `and casting applications after ${period(d['casting-applications'])}. ` +
    'A newsletter subscription is kept until you unsubscribe, with the link in every newsletter' +
    (newsletter === null ? '.' : `, and at most ${period(newsletter)} after its last change.`)
  )
}

function privacy(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  const dpo = `privacidade@${domain[country]}`
  return page(
    'legal-privacy',
    ['/politica-de-privacidade', '/privacy-policy'],
    ['Política de privacidade', 'Privacy policy'],
    [
      ['Política de privacidade · ZAP', 'Privacy policy · ZAP'],
      [
        `Como a ZAP em ${pt} trata os seus dados pessoais: que dados, para quê, durante quanto tempo e como exercer os seus direitos.`,
        `How ZAP in ${en} handles your personal data: what data, what for, for how long and how to exercise your rights.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'featureGrid',
        heading: (['Política de privacidade', 'Privacy policy'] as Copy)[lang],
        intro: (
          [
            `Responsável pelo tratamento: ${company[country]}, ${office[country]}. Em resumo:`,
            `Data controller: ${company[country]}, ${office[country]}. In short:`,
          ] as Copy
        )[lang],
        items: [
          {
            icon: 'shield',
            title: (['Só o necessário', 'Only what we need'] as Copy)[lang],
            text: (
              [
                'Pedimos apenas os dados de que precisamos para o serviço ou o pedido que nos faz.',
                'We ask only for the data we need for the service or the request you make.',
              ] as Copy
            )[lang],
          },
          {
            icon: 'card',
            title: (['Nunca vendemos dados', 'We never sell data'] as Copy)[lang],
            text: (
              [
                'Partilhamos dados só com prestadores que trabalham para nós, sob contrato, ou quando a lei o exige.',
                'We share data only with providers working for us under contract, or when the law requires it.',
              ] as Copy
            )[lang],
          },
          {
            icon: 'calendar',
            title: (['Prazos definidos', 'Set retention periods'] as Copy)[lang],
            text: (
              [
                'Guardamos os dados enquanto forem precisos e apagamo-los depois dos prazos legais.',
                'We keep data while it is needed and delete it after the legal periods.',
              ] as Copy
            )[lang],
          },
          {
            icon: 'help',
            title: (['Os seus direitos', 'Your rights'] as Copy)[lang],
            text: (
              [
                'Pode consultar, corrigir, apagar ou opor-se ao uso dos seus dados a qualquer momento.',
                'You can access, correct, erase or object to the use of your data at any time.',
              ] as Copy
            )[lang],
          },
        ],
      },
      {
        blockType: 'richText',
        content: doc(
          h('h2', (['Que dados tratamos', 'What data we process'] as Copy)[lang]),
          ul(
            ...[
              [
                'Dados de identificação e contacto: nome, telefone, e-mail, morada.',
                'Identity and contact data: name, phone, e-mail, address.',
              ],
              [
                'Dados do contrato: número do cartão ZAP, pacote, carregamentos e pagamentos.',
                'Contract data: ZAP card number, package, top-ups and payments.',
              ],
              [
                'Pedidos feitos no site: pedidos de chamada, candidaturas, pesquisa de cobertura e newsletter.',
                'Requests made on the site: call-backs, applications, coverage survey and newsletter.',
              ],
              [
                'Dados de navegação: só os necessários para o site funcionar; não usamos cookies de análise nem de marketing (ver a política de cookies).',
                'Browsing data: only what the site needs to work; we use no analytics or marketing cookies (see the cookie policy).',
              ],
            ].map((item) => item[lang] ?? ''),
          ),
          h('h2', (['Para que os usamos', 'What we use it for'] as Copy)[lang]),
          p(
            (
              [
                'Para prestar e faturar o serviço, responder aos seus pedidos, cumprir obrigações legais e, se o autorizar, enviar-lhe novidades e campanhas. Pode retirar o consentimento a qualquer momento.',
                'To provide and bill the service, answer your requests, meet legal obligations and, if you allow it, send you news and offers. You can withdraw your consent at any time.',
              ] as Copy
            )[lang],
          ),
          h('h2', (['Durante quanto tempo', 'For how long'] as Copy)[lang]),
          p(retentionText(lang)),
          h('h2', (['Os seus direitos', 'Your rights'] as Copy)[lang]),
          p(
            (
              [
                `Para exercer os seus direitos de acesso, retificação, apagamento, oposição ou portabilidade, escreva para `,
                `To exercise your rights of access, rectification, erasure, objection or portability, write to `,
              ] as Copy
            )[lang],
            link(dpo, `mailto:${dpo}`),
            (
              [
                `. Pode também apresentar reclamação à autoridade de proteção de dados de ${pt}.`,
                `. You may also complain to the data protection authority of ${en}.`,
              ] as Copy
            )[lang],
          ),
          p(
            (['Sobre cookies, veja a ', 'About cookies, see the '] as Copy)[lang],
            link((['Política de cookies', 'Cookie policy'] as Copy)[lang], href('/politica-de-cookies', lang)),
            (['. Última atualização: 1 de janeiro de 2026.', '. Last updated: 1 January 2026.'] as Copy)[lang],
          ),
        ),
      },
    ],
  )
}

function cookies(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  // What the site really keeps in the browser (the consent UI asks for nothing, lib/consent/categories.ts):
  // each item names the cookie or storage key, where it lives, for how long and why.
  const kept: [icon: IconName, title: Copy, text: Copy][] = [
    [
      'globe',
      ['i18n_redirected · cookie, 1 ano', 'i18n_redirected · cookie, 1 year'],
      [
        'O idioma que escolheu (português ou inglês), guardado quando muda de idioma ou quando a página inicial o escolhe pelo idioma do seu navegador, para a abrir sempre nesse idioma.',
        'The language you chose (Portuguese or English), stored when you switch language or when the home page picks it from your browser’s language, so that it always opens in it.',
      ],
    ],
    [
      'shield',
      ['selectedCountry · armazenamento local', 'selectedCountry · local storage'],
      [
        'O país do site da ZAP que visita ou escolhe (Angola ou Moçambique), para não voltarmos a perguntar. Fica no seu navegador até o apagar.',
        'The country of the ZAP site you visit or choose (Angola or Mozambique), so that we do not ask again. It stays in your browser until you delete it.',
      ],
    ],
    [
      'star',
      ['zap.visit-campaign · sessionStorage', 'zap.visit-campaign · sessionStorage'],
      [
        'Se chegou por uma ligação de uma campanha (utm_source, utm_medium, utm_campaign), guarda essa campanha até fechar o separador e envia-a só com um formulário que decida enviar, para sabermos a que campanha responde o seu pedido. Não é um cookie e não é partilhada com terceiros.',
        'If you arrived by a campaign link (utm_source, utm_medium, utm_campaign), keeps that campaign until you close the tab and sends it only with a form you choose to send, so that we know which campaign your request answers. It is not a cookie and is not shared with third parties.',
      ],
    ],
    [
      'shield',
      ['zap_unsubscribe · cookie, 1 hora', 'zap_unsubscribe · cookie, 1 hour'],
      [
        'Só se abrir a ligação para cancelar a newsletter: guarda essa ligação durante uma hora, para o botão «Cancelar a subscrição» saber que inscrição terminar. É apagado quando cancela.',
        'Only if you open a newsletter’s unsubscribe link: keeps that link for an hour, so that the “Unsubscribe” button knows which subscription to end. It is deleted when you unsubscribe.',
      ],
    ],
    [
      'app',
      ['zap-popup-closed · sessionStorage', 'zap-popup-closed · sessionStorage'],
      [
        'Lembra que fechou o aviso da aplicação ZAP, para não voltar a aparecer até fechar o separador.',
        'Remembers that you closed the ZAP app notice, so that it does not show again until you close the tab.',
      ],
    ],
    [
      'speed',
      ['zap:chunk-reload-at · sessionStorage', 'zap:chunk-reload-at · sessionStorage'],
      [
        'A hora a que o site se recarregou sozinho depois de uma atualização, para nunca o fazer mais de uma vez por minuto. Apagado ao fechar o separador.',
        'When the site last reloaded itself after an update, so that it never does so more than once a minute. Deleted when you close the tab.',
      ],
    ],
    [
      'download',
      ['Cópias para abrir sem rede · até 30 dias', 'Copies for opening offline · up to 30 days'],
      [
        'Páginas que visitou (até 40, durante 7 dias), imagens e o código do site (durante 30 dias), guardados pelo navegador para as páginas abrirem mais depressa e para mostrar um aviso quando está sem rede.',
        'Pages you visited (up to 40, for 7 days), images and the site’s code (for 30 days), kept by your browser so that pages open faster and a notice shows when you are offline.',
      ],
    ],
    [
      'help',
      ['Área de administração · só editores', 'Admin area · editors only'],
      [
        'Quem gere o conteúdo do site recebe, ao entrar, payload-token (a sessão, até sair) e payload-lng (o idioma da administração); ao pré-visualizar, __prerender_bypass e zap_preview_country. Os visitantes nunca os recebem.',
        'Those who manage the site’s content get, when they sign in, payload-token (the session, until they sign out) and payload-lng (the admin’s language); when previewing, __prerender_bypass and zap_preview_country. Visitors never get them.',
      ],
    ],
  ]
  return page(
    'legal-cookies',
    ['/politica-de-cookies', '/cookie-policy'],
    ['Política de cookies', 'Cookie policy'],
    [
      ['Política de cookies · ZAP', 'Cookie policy · ZAP'],
      [
        `O que o site da ZAP em ${pt} guarda no seu navegador e porquê: só o necessário, sem cookies de análise nem de marketing.`,
        `What the ZAP website in ${en} keeps in your browser and why: only what is necessary, no analytics or marketing cookies.`,
      ],
    ],
    (lang) => [
      {
        blockType: 'featureGrid',
        heading: (['Política de cookies', 'Cookie policy'] as Copy)[lang],
        intro: (
          [
            'Cookies são pequenos ficheiros que um site guarda no seu navegador; o armazenamento local e o sessionStorage funcionam de forma parecida. O site da ZAP guarda apenas o necessário para funcionar e para fazer o que nos pede, por isso não lhe pede autorização:',
            'Cookies are small files a website stores in your browser; local storage and sessionStorage work in a similar way. The ZAP website keeps only what it needs to work and to do what you ask of it, so it does not ask for your permission:',
          ] as Copy
        )[lang],
        items: kept.map(([icon, title, text]) => ({ icon, title: title[lang], text: text[lang] })),
      },
      {
        blockType: 'richText',
        content: doc(
          h('h2', (['Sem cookies de análise nem de marketing', 'No analytics or marketing cookies'] as Copy)[lang]),
          p(
            (
              [
                'Não usamos cookies de análise nem de marketing, nem ferramentas de terceiros que guardem alguma coisa no seu navegador. Por isso o site não mostra um aviso de cookies: não há nada a autorizar. Contamos apenas, por dia e sem guardar nada no seu navegador, os toques nas ligações para as lojas de aplicações no aviso da aplicação ZAP.',
                'We use no analytics or marketing cookies, and no third-party tools that store anything in your browser. That is why the site shows no cookie notice: there is nothing to allow. We only count, per day and without storing anything in your browser, the taps on the app store links in the ZAP app notice.',
              ] as Copy
            )[lang],
          ),
          p(
            (
              [
                'Se isto mudar, pedimos a sua autorização antes de guardar o que quer que seja que não seja necessário, e esta página dirá o quê. A ligação «Definições de cookies», no rodapé de todas as páginas, mostra sempre o que está em uso.',
                'If this changes, we will ask for your permission before storing anything that is not necessary, and this page will say what. The “Cookie settings” link in the footer of every page always shows what is in use.',
              ] as Copy
            )[lang],
          ),
          h('h2', (['Se já visitou o site antes', 'If you visited the site before'] as Copy)[lang]),
          p(
            (
              [
                'O seu navegador pode ter um cookie zap_consent com a escolha feita no antigo aviso de cookies. Já não é usado: o site apaga-o na sua próxima visita.',
                'Your browser may hold a zap_consent cookie with the choice made in the former cookie notice. It is no longer used: the site deletes it on your next visit.',
              ] as Copy
            )[lang],
          ),
          h('h2', (['Como apagar o que está guardado', 'How to delete what is stored'] as Copy)[lang]),
          p(
            (
              [
                'Pode apagar os cookies e os dados do site nas definições do seu navegador. O site continua a funcionar: volta a perguntar o seu país e usa o idioma do navegador.',
                'You can delete the site’s cookies and data in your browser settings. The site keeps working: it asks for your country again and uses your browser’s language.',
              ] as Copy
            )[lang],
          ),
          p(
            (['Para saber como tratamos os seus dados, veja a ', 'To learn how we handle your data, see the '] as Copy)[
              lang
            ],
            link((['Política de privacidade', 'Privacy policy'] as Copy)[lang], href('/politica-de-privacidade', lang)),
            (['. Última atualização: 28 de novembro de 2026.', '. Last updated: 28 November 2026.'] as Copy)[lang],
          ),
        ),
      },
    ],
  )
}

/** Customer support pages (contacts, FAQ, manuals, advertising, contests) and the privacy and cookie policies. */
export const supportPages = (country: CountryCode): SeedPage[] => [
  contacts(country),
  faq(country),
  manuals(country),
  advertise(country),
  pastimes(country),
  privacy(country),
  cookies(country),
]
