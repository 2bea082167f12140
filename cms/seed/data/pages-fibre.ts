import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { doc, link, p, ul } from '@/cms/seed/lexical'
import type { Refs, SeedPage } from './page-types'
import { toEnglish } from './settings'

/**
 * The ZAP Fibra area (Angola only: Mozambique redirects /zap-fibra/* to /). /zap-fibra/pacotes-tv-net
 * is in pages.ts, the coverage survey in pages-leads.ts. Prices and conditions are illustrative.
 */

type LocaleCopy = SeedPage['pt']
type Layout = ReturnType<LocaleCopy['layout']>
/** Picks the copy of one language: $('Portuguese', 'English'). */
type Pick = (pt: string, en: string) => string

/** A page whose English path is /en + the Portuguese one (the page's own path is stored without /en). */
function fibrePage(
  key: string,
  path: string,
  build: (
    locale: Locale,
    $: Pick,
    to: (ptPath: string) => string,
  ) => { title: string; seo: LocaleCopy['seo']; layout: (refs: Refs) => Layout },
  takesId = false,
): SeedPage {
  const copy = (locale: Locale): LocaleCopy => {
    const $: Pick = (pt, en) => (locale === 'pt' ? pt : en)
    const to = (ptPath: string) => (locale === 'pt' ? ptPath : toEnglish(ptPath))
    return { path, ...build(locale, $, to) }
  }
  return { key, ...(takesId ? { takesId } : {}), pt: copy('pt'), en: copy('en') }
}

const COVERAGE = '/zap-fibra/pesquisa-de-cobertura'
const PACKAGES = '/zap-fibra/pacotes-tv-net'

/** Accordion items from question and answer pairs; an answer is one paragraph, with an optional link at its end. */
function faq(items: [question: string, answer: string, link?: [label: string, href: string]][]) {
  return items.map(([title, answer, more]) => ({
    title,
    body: more ? doc(p(answer, ' ', link(more[0], more[1]), '.')) : doc(p(answer)),
  }))
}

const functionalities = fibrePage('fibre-functionalities', '/zap-fibra/funcionalidades', (_l, $, to) => ({
  title: $('Funcionalidades', 'Features'),
  seo: {
    title: $('ZAP Fibra: funcionalidades da televisão', 'ZAP Fibra: TV features'),
    description: $(
      'Replay até 7 dias, pausa em direto, gravações, multiecrã, controlo parental e router Wi-Fi: o que a televisão da ZAP Fibra faz por si.',
      'Replay up to 7 days, pause live TV, recordings, multi-screen, parental control and a Wi-Fi router: what ZAP Fibra television does for you.',
    ),
  },
  layout: () => [
    {
      blockType: 'featureGrid',
      heading: $('Funcionalidades da ZAP Fibra', 'ZAP Fibra features'),
      intro: $(
        'Com a ZAP Fibra, a televisão chega pela mesma ligação que a internet, e faz muito mais do que mostrar canais.',
        'With ZAP Fibra, television comes over the same connection as the internet, and it does much more than show channels.',
      ),
      items: [
        {
          icon: 'play',
          title: $('Replay até 7 dias', 'Replay up to 7 days'),
          text: $(
            'Perdeu o episódio da novela ou o jogo de ontem? Volte atrás até sete dias nos canais com replay.',
            'Missed last night’s novela episode or match? Go back up to seven days on channels with replay.',
          ),
        },
        {
          icon: 'tv',
          title: $('Pausa em direto', 'Pause live TV'),
          text: $(
            'O telefone tocou? Pause o canal que está a ver e continue do mesmo ponto quando voltar.',
            'Phone ringing? Pause the channel you are watching and carry on from the same point when you are back.',
          ),
        },
        {
          icon: 'download',
          title: $('Gravações', 'Recordings'),
          text: $(
            'Grave programas, filmes e séries inteiras e veja-os mais tarde, quando lhe der jeito.',
            'Record programmes, films and whole series and watch them later, when it suits you.',
          ),
        },
        {
          icon: 'app',
          title: $('Multiecrã', 'Multi-screen'),
          text: $(
            'Veja os seus canais no telemóvel, no tablet ou no computador com a aplicação ZAP.',
            'Watch your channels on your phone, tablet or computer with the ZAP app.',
          ),
        },
        {
          icon: 'shield',
          title: $('Controlo parental', 'Parental control'),
          text: $(
            'Defina um PIN e bloqueie canais ou conteúdos por idade. As crianças veem só o que escolher.',
            'Set a PIN and lock channels or content by age rating. Children see only what you choose.',
          ),
        },
        {
          icon: 'router',
          title: $('Router Wi-Fi incluído', 'Wi-Fi router included'),
          text: $(
            'Instalado e configurado pelos técnicos da ZAP, para ligar todos os aparelhos da casa.',
            'Installed and set up by ZAP technicians, to connect every device in your home.',
          ),
        },
        {
          icon: 'calendar',
          title: $('Guia TV de 7 dias', '7-day TV guide'),
          text: $(
            'Consulte a programação da semana no ecrã e marque lembretes para não perder nada.',
            'See the week’s schedule on screen and set reminders so you never miss a thing.',
          ),
        },
        {
          icon: 'film',
          title: $('Videoclube', 'Video club'),
          text: $(
            'Filmes, séries e desenhos animados a pedido, sempre à sua espera no Videoclube.',
            'Films, series and cartoons on demand, always waiting for you in the Video club.',
          ),
        },
      ],
      cta: { label: $('Ver pacotes TV + Net', 'See TV + Net packages'), href: to(PACKAGES) },
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes', 'Frequently asked questions'),
      items: faq([
        [
          $(
            'Preciso de outro equipamento para ter estas funcionalidades?',
            'Do I need other equipment for these features?',
          ),
          $(
            'Não. A box da ZAP Fibra já traz replay, pausa em direto e gravações; basta estar ligada à internet da ZAP Fibra.',
            'No. The ZAP Fibra box already has replay, pause and recordings; it only needs to be connected to your ZAP Fibra internet.',
          ),
        ],
        [
          $('Todos os canais têm replay?', 'Do all channels have replay?'),
          $(
            'O replay está disponível na maioria dos canais, incluindo ZAP Viva e ZAP Novelas. Alguns canais não o permitem por questões de direitos.',
            'Replay is available on most channels, including ZAP Viva and ZAP Novelas. A few channels do not allow it for rights reasons.',
          ),
        ],
        [
          $('Em quantos aparelhos posso ver ao mesmo tempo?', 'On how many devices can I watch at once?'),
          $(
            'Na televisão e em mais dois aparelhos com a aplicação ZAP (condição ilustrativa). Veja as',
            'On the TV and on two more devices with the ZAP app (illustrative condition). See the',
          ),
          [
            $('condições gerais do serviço', 'general conditions of service'),
            to('/zap-fibra/condicoes-gerais-do-servico'),
          ],
        ],
      ]),
    },
  ],
}))

const meshWifi = fibrePage('fibre-mesh-wifi', '/zap-fibra/mesh-wifi', (_l, $, to) => ({
  title: $('Wi-Fi Mesh', 'Mesh Wi-Fi'),
  seo: {
    title: $('ZAP Fibra: Wi-Fi Mesh em toda a casa', 'ZAP Fibra: Mesh Wi-Fi in every room'),
    description: $(
      'Com o Wi-Fi Mesh da ZAP Fibra, vários pontos de acesso formam uma só rede: sinal forte em todas as divisões, sem zonas mortas nem cortes.',
      'With ZAP Fibra Mesh Wi-Fi, several access points make one network: a strong signal in every room, with no dead zones or drop-outs.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'mediaText',
      heading: $('Wi-Fi Mesh: rede forte em toda a casa', 'Mesh Wi-Fi: a strong network in every room'),
      body: doc(
        p(
          $(
            'Paredes grossas, vários pisos ou um quintal grande deixam partes da casa sem sinal. Com o Wi-Fi Mesh, vários pontos de acesso trabalham juntos e formam uma só rede, com o mesmo nome e a mesma palavra-passe.',
            'Thick walls, several floors or a large yard leave parts of a home without signal. With Mesh Wi-Fi, several access points work together as one network, with one name and one password.',
          ),
        ),
        ul(
          $('Sinal forte em todas as divisões', 'A strong signal in every room'),
          $(
            'O telemóvel passa de um ponto para outro sem cortes',
            'Your phone moves from one point to the next without drop-outs',
          ),
          $('Instalação e configuração pelos técnicos da ZAP', 'Installed and set up by ZAP technicians'),
        ),
        p(
          $(
            'Para clientes ZAP Fibra. Preços ilustrativos; consulte as condições gerais do serviço.',
            'For ZAP Fibra customers. Illustrative prices; see the general conditions of service.',
          ),
        ),
      ),
      image: refs.media('fibre-mesh-wifi'),
      imagePosition: 'right',
      cta: { label: $('Pesquisar cobertura', 'Check coverage'), href: to(COVERAGE) },
    },
    {
      blockType: 'featureGrid',
      heading: $('Porquê escolher o Wi-Fi Mesh', 'Why choose Mesh Wi-Fi'),
      items: [
        {
          icon: 'wifi',
          title: $('Sem zonas mortas', 'No dead zones'),
          text: $(
            'Do quarto ao quintal, cada ponto de acesso reforça o sinal onde ele fazia falta.',
            'From the bedroom to the yard, each access point boosts the signal where it was missing.',
          ),
        },
        {
          icon: 'speed',
          title: $('Velocidade estável', 'Steady speed'),
          text: $(
            'A rede escolhe sozinha o melhor caminho para cada aparelho, para a velocidade não cair longe do router.',
            'The network picks the best path for each device, so speed does not drop away from the router.',
          ),
        },
        {
          icon: 'router',
          title: $('Uma só rede', 'One network'),
          text: $(
            'Um nome e uma palavra-passe para toda a casa: os aparelhos ligam-se uma vez e pronto.',
            'One name and one password for the whole home: devices connect once and that is it.',
          ),
        },
        {
          icon: 'shield',
          title: $('Rede protegida', 'A protected network'),
          text: $(
            'Encriptação WPA2 e WPA3 e uma rede separada para visitas, se quiser.',
            'WPA2 and WPA3 encryption, and a separate guest network if you want one.',
          ),
        },
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes sobre o Wi-Fi Mesh', 'Mesh Wi-Fi questions'),
      items: faq([
        [
          $('Quantos pontos de acesso preciso?', 'How many access points do I need?'),
          $(
            'Num apartamento, normalmente dois; numa moradia com vários pisos, três ou mais. O técnico da ZAP avalia a casa na instalação.',
            'In a flat, usually two; in a house with several floors, three or more. The ZAP technician checks your home at installation.',
          ),
        ],
        [
          $('O Wi-Fi Mesh aumenta a velocidade do meu pacote?', 'Does Mesh Wi-Fi make my package faster?'),
          $(
            'Não: a velocidade máxima é a do pacote contratado. O Mesh leva essa velocidade a mais divisões da casa.',
            'No: the top speed is your package’s. Mesh takes that speed to more rooms of your home.',
          ),
        ],
        [
          $('Quanto custa e como peço?', 'What does it cost and how do I ask for it?'),
          $(
            'Cada ponto de acesso adicional tem uma mensalidade própria, somada ao pacote (preço ilustrativo). Peça numa loja ZAP ou a um dos',
            'Each extra access point has its own monthly fee on top of your package (illustrative price). Ask at a ZAP store or one of our',
          ),
          [$('comerciais credenciados', 'accredited sellers'), to('/zap-fibra/comerciais-credenciados')],
        ],
      ]),
    },
  ],
}))

const wifi6 = fibrePage('fibre-wifi-6', '/zap-fibra/wifi-6', (_l, $, to) => ({
  title: 'Wi-Fi 6',
  seo: {
    title: $('ZAP Fibra: Wi-Fi 6, mais aparelhos sem esperas', 'ZAP Fibra: Wi-Fi 6, more devices, less waiting'),
    description: $(
      'O router Wi-Fi 6 da ZAP Fibra liga telemóveis, televisões e consolas ao mesmo tempo sem a rede ficar lenta. Saiba o que muda e se os seus aparelhos são compatíveis.',
      'The ZAP Fibra Wi-Fi 6 router connects phones, TVs and consoles at once without slowing down. See what changes and whether your devices are compatible.',
    ),
  },
  layout: (refs) => [
    {
      blockType: 'mediaText',
      heading: $('Wi-Fi 6: mais aparelhos, menos esperas', 'Wi-Fi 6: more devices, less waiting'),
      body: doc(
        p(
          $(
            'Hoje, uma casa tem telemóveis, televisões, consolas e computadores ligados ao mesmo tempo. O Wi-Fi 6 foi feito para isso: reparte o sinal por muitos aparelhos sem que a rede fique lenta.',
            'A home today has phones, TVs, consoles and computers online at the same time. Wi-Fi 6 was made for that: it shares the signal among many devices without the network slowing down.',
          ),
        ),
        ul(
          $('Mais capacidade em casas com muitos aparelhos', 'More capacity in homes with many devices'),
          $('Menos atrasos em videochamadas e jogos online', 'Less lag in video calls and online games'),
          $('Menos consumo de bateria nos telemóveis compatíveis', 'Less battery drain on compatible phones'),
        ),
        p(
          $(
            'Routers Wi-Fi 6 nos pacotes ZAP Fibra, sujeitos a disponibilidade.',
            'Wi-Fi 6 routers with ZAP Fibra packages, subject to availability.',
          ),
        ),
      ),
      image: refs.media('fibre-wifi-6'),
      imagePosition: 'left',
      cta: { label: $('Ver pacotes TV + Net', 'See TV + Net packages'), href: to(PACKAGES) },
    },
    {
      blockType: 'featureGrid',
      heading: $('O que muda com o Wi-Fi 6', 'What Wi-Fi 6 changes'),
      items: [
        {
          icon: 'speed',
          title: $('Mais velocidade sem fios', 'Faster wireless'),
          text: $(
            'Ligações mais rápidas entre o router e os aparelhos compatíveis, para tirar partido de toda a fibra.',
            'Faster links between the router and compatible devices, to get the most from your fibre.',
          ),
        },
        {
          icon: 'app',
          title: $('Muitos aparelhos ao mesmo tempo', 'Many devices at once'),
          text: $(
            'O router fala com vários aparelhos em simultâneo, em vez de um de cada vez.',
            'The router talks to several devices at once instead of one at a time.',
          ),
        },
        {
          icon: 'play',
          title: $('Streaming sem cortes', 'Smooth streaming'),
          text: $(
            'Filmes em alta definição na sala e videochamadas no quarto, sem que um atrase o outro.',
            'HD films in the living room and video calls in the bedroom, without one holding up the other.',
          ),
        },
        {
          icon: 'shield',
          title: $('Segurança WPA3', 'WPA3 security'),
          text: $(
            'A geração mais recente de encriptação Wi-Fi protege a sua rede e as suas palavras-passe.',
            'The latest generation of Wi-Fi encryption protects your network and your passwords.',
          ),
        },
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes sobre o Wi-Fi 6', 'Wi-Fi 6 questions'),
      items: faq([
        [
          $('Os meus aparelhos são compatíveis?', 'Are my devices compatible?'),
          $(
            'A maioria dos telemóveis e computadores lançados desde 2019 é compatível. Os aparelhos mais antigos continuam a ligar-se ao router Wi-Fi 6, com as velocidades que já tinham.',
            'Most phones and computers released since 2019 are. Older devices still connect to a Wi-Fi 6 router, at the speeds they had before.',
          ),
        ],
        [
          $('Já sou cliente. Posso trocar de router?', 'I am already a customer. Can I change my router?'),
          $(
            'Sim, sujeito a disponibilidade e a um eventual custo de troca (ilustrativo). Fale connosco através dos',
            'Yes, subject to availability and a possible swap fee (illustrative). Get in touch through our',
          ),
          [$('contactos', 'contacts'), to('/apoio-ao-cliente/contactos')],
        ],
        [
          $('Wi-Fi 6 ou Wi-Fi Mesh?', 'Wi-Fi 6 or Mesh Wi-Fi?'),
          $(
            'Completam-se: o Wi-Fi 6 dá mais capacidade à rede e o Mesh leva-a a mais divisões. Numa casa grande e com muitos aparelhos, junte os dois. Saiba mais sobre o',
            'They work together: Wi-Fi 6 gives the network more capacity and Mesh takes it to more rooms. In a large home with many devices, combine both. Read more about',
          ),
          [$('Wi-Fi Mesh', 'Mesh Wi-Fi'), to('/zap-fibra/mesh-wifi')],
        ],
      ]),
    },
  ],
}))

const videoClub = fibrePage(
  'fibre-video-club',
  '/zap-fibra/videoclube',
  (_l, $) => ({
    title: $('Videoclube', 'Video club'),
    seo: {
      title: $('ZAP Fibra: Videoclube', 'ZAP Fibra: Video club'),
      description: $(
        'Filmes, séries, desenhos animados e documentários a pedido no Videoclube da ZAP Fibra. Escolha o que ver, quando quiser.',
        'Films, series, cartoons and documentaries on demand in the ZAP Fibra Video club. Choose what to watch, whenever you like.',
      ),
    },
    layout: () => [
      {
        blockType: 'movieProgramme',
        heading: $('Videoclube', 'Video club'),
        intro: $(
          'Filmes, séries, desenhos animados e documentários a pedido, na box da ZAP Fibra. Escolha, carregue no play e veja quando quiser.',
          'Films, series, cartoons and documentaries on demand, on your ZAP Fibra box. Pick one, press play and watch whenever you like.',
        ),
        view: 'videoClub',
      },
    ],
  }),
  true,
)

const sellers = fibrePage('fibre-accredited-sellers', '/zap-fibra/comerciais-credenciados', (_l, $, to) => ({
  title: $('Comerciais credenciados', 'Accredited sellers'),
  seo: {
    title: $('ZAP Fibra: comerciais credenciados', 'ZAP Fibra: accredited sellers'),
    description: $(
      'Encontre um comercial credenciado ZAP Fibra na sua província: verifica a cobertura na sua morada, explica os pacotes e marca a instalação.',
      'Find an accredited ZAP Fibra seller in your province: they check coverage at your address, explain the packages and book the installation.',
    ),
  },
  layout: () => [
    {
      blockType: 'storeSearch',
      heading: $('Comerciais credenciados', 'Accredited sellers'),
      intro: $(
        'Adira à ZAP Fibra perto de casa. Os comerciais credenciados representam a ZAP: pesquise pela sua cidade ou veja os mais perto de si.',
        'Sign up for ZAP Fibra close to home. Accredited sellers represent ZAP: search for your town or see the nearest to you.',
      ),
      kinds: ['comercial'],
    },
    {
      blockType: 'featureGrid',
      heading: $('Como funciona a adesão', 'How signing up works'),
      items: [
        {
          icon: 'phone',
          title: $('1. Fale com um comercial', '1. Talk to a seller'),
          text: $(
            'Ligue ou visite o comercial mais perto. Leve o seu documento de identificação e a morada da instalação.',
            'Call or visit the nearest seller. Bring your ID document and the installation address.',
          ),
        },
        {
          icon: 'fibre',
          title: $('2. Confirmamos a cobertura', '2. We confirm coverage'),
          text: $(
            'O comercial verifica se a fibra chega à sua morada e ajuda-o a escolher a velocidade.',
            'The seller checks whether fibre reaches your address and helps you choose a speed.',
          ),
        },
        {
          icon: 'calendar',
          title: $('3. Marcamos a instalação', '3. We book the installation'),
          text: $(
            'Um técnico da ZAP instala a fibra, o router e a box no dia e à hora combinados.',
            'A ZAP technician installs the fibre, the router and the box on the agreed day and time.',
          ),
        },
      ],
      cta: { label: $('Pesquisar cobertura online', 'Check coverage online'), href: to(COVERAGE) },
    },
  ],
}))

const campaigns = fibrePage(
  'fibre-campaigns',
  '/zap-fibra/campanhas',
  (_l, $) => ({
    title: $('Campanhas', 'Campaigns'),
    seo: {
      title: $('ZAP Fibra: campanhas', 'ZAP Fibra: campaigns'),
      description: $(
        'As campanhas em vigor da ZAP Fibra: descontos na adesão, meses oferecidos e vantagens para clientes em Angola. Consulte as condições de cada uma.',
        'Current ZAP Fibra campaigns: sign-up discounts, free months and perks for customers in Angola. See the conditions of each one.',
      ),
    },
    layout: () => [
      {
        blockType: 'campaignList',
        heading: $('Campanhas ZAP Fibra', 'ZAP Fibra campaigns'),
        intro: $(
          'Aproveite as campanhas em vigor. Cada campanha tem datas e condições próprias.',
          'Make the most of the current campaigns. Each campaign has its own dates and conditions.',
        ),
        service: 'fibra',
      },
    ],
  }),
  true,
)

const payments = fibrePage('fibre-payments', '/zap-fibra/carregamentos-e-pagamentos', (_l, $, to) => ({
  title: $('Carregamentos e pagamentos', 'Top-ups and payments'),
  seo: {
    title: $('ZAP Fibra: carregamentos e pagamentos', 'ZAP Fibra: top-ups and payments'),
    description: $(
      'Pague a ZAP Fibra por Multicaixa Express, por referência, nas lojas e agentes ZAP ou por débito directo. Passo a passo de cada forma de pagamento.',
      'Pay for ZAP Fibra with Multicaixa Express, by payment reference, at ZAP stores and agents or by direct debit. Step by step for each method.',
    ),
  },
  layout: () => [
    {
      blockType: 'paymentMethods',
      heading: $('Carregamentos e pagamentos', 'Top-ups and payments'),
      intro: $(
        'A ZAP Fibra paga-se por períodos de 30 dias. Escolha a forma que lhe der mais jeito e tenha à mão o seu número de cliente ZAP.',
        'ZAP Fibra is paid for 30 days at a time. Choose the way that suits you best and keep your ZAP customer number at hand.',
      ),
      methods: [
        {
          name: 'Multicaixa Express',
          icon: 'phone',
          steps: [
            {
              title: $('Abra a aplicação', 'Open the app'),
              body: doc(
                p(
                  $(
                    'Entre na aplicação Multicaixa Express e escolha “Pagamentos”.',
                    'Open the Multicaixa Express app and choose “Payments”.',
                  ),
                ),
              ),
            },
            {
              title: $('Escolha ZAP Fibra', 'Choose ZAP Fibra'),
              body: doc(
                p(
                  $(
                    'Em “Pagamento de serviços”, escolha ZAP e depois ZAP Fibra.',
                    'Under “Service payments”, choose ZAP and then ZAP Fibra.',
                  ),
                ),
              ),
            },
            {
              title: $('Confirme e pague', 'Confirm and pay'),
              body: doc(
                p(
                  $(
                    'Indique o número de cliente, confirme o pacote e o valor e autorize. O serviço fica ativo em poucos minutos.',
                    'Enter your customer number, check the package and the amount, and authorise. The service is active within minutes.',
                  ),
                ),
              ),
            },
          ],
        },
        {
          name: $('Pagamento por referência', 'Payment by reference'),
          icon: 'card',
          // ZAP's entity number is not public: zeros, which Content health lists as a placeholder to replace.
          codes: [{ label: $('Entidade', 'Entity'), value: '00000' }],
          steps: [
            {
              title: $('Obtenha a referência', 'Get the reference'),
              body: doc(
                p(
                  $(
                    'A entidade está indicada acima; a referência vem na sua fatura e na mensagem que recebe antes do fim do período.',
                    'The entity is shown above; the reference is on your invoice and in the message you get before the period ends.',
                  ),
                ),
              ),
            },
            {
              title: $('Pague no ATM ou no internet banking', 'Pay at an ATM or online banking'),
              body: doc(
                p(
                  $(
                    'Escolha “Pagamentos por referência” e introduza a entidade, a referência e o valor.',
                    'Choose “Payments by reference” and enter the entity, the reference and the amount.',
                  ),
                ),
              ),
            },
            {
              title: $('Guarde o comprovativo', 'Keep the receipt'),
              body: doc(
                p(
                  $(
                    'O pagamento é reconhecido automaticamente; guarde o talão caso precise de o mostrar.',
                    'The payment is recognised automatically; keep the receipt in case you need to show it.',
                  ),
                ),
              ),
            },
          ],
        },
        {
          name: $('Lojas e agentes ZAP', 'ZAP stores and agents'),
          icon: 'shop',
          steps: [
            {
              title: $('Escolha uma loja', 'Find a store'),
              body: doc(
                p(
                  $('Veja a loja ou o agente mais perto em', 'See the nearest store or agent in'),
                  ' ',
                  link($('Encontrar lojas', 'Find stores'), to('/apoio-ao-cliente/encontrar-lojas')),
                  '.',
                ),
              ),
            },
            {
              title: $('Pague ao balcão', 'Pay at the counter'),
              body: doc(
                p(
                  $(
                    'Indique o número de cliente e pague em numerário ou com cartão Multicaixa. Recebe o recibo na hora.',
                    'Give your customer number and pay in cash or by Multicaixa card. You get your receipt on the spot.',
                  ),
                ),
              ),
            },
          ],
        },
        {
          name: $('Débito directo', 'Direct debit'),
          icon: 'calendar',
          steps: [
            {
              title: $('Adira uma vez', 'Sign up once'),
              body: doc(
                p(
                  $(
                    'Autorize o débito na sua conta bancária e o pacote é pago sozinho a cada 30 dias. Saiba como em',
                    'Authorise the debit from your bank account and your package pays itself every 30 days. See how on',
                  ),
                  ' ',
                  link($('Débito directo', 'Direct debit'), to('/debito-directo')),
                  '.',
                ),
              ),
            },
          ],
        },
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes', 'Frequently asked questions'),
      items: faq([
        [
          $('Quando devo pagar?', 'When should I pay?'),
          $(
            'Até ao último dia do período de 30 dias, para não haver interrupções. Recebe um aviso alguns dias antes.',
            'By the last day of the 30-day period, to avoid interruptions. You get a reminder a few days before.',
          ),
        ],
        [
          $('O que acontece se me atrasar?', 'What happens if I pay late?'),
          $(
            'A internet e a televisão ficam suspensas até ao pagamento. Depois de pagar, o serviço volta em poucos minutos.',
            'Internet and TV are suspended until you pay. Once paid, the service is back within minutes.',
          ),
        ],
        [
          $('Onde encontro o meu número de cliente?', 'Where do I find my customer number?'),
          $(
            'Na fatura, no contrato e no menu “Definições” da box ZAP Fibra.',
            'On your invoice, your contract and in the “Settings” menu of your ZAP Fibra box.',
          ),
        ],
      ]),
    },
  ],
}))

const conditions = fibrePage('fibre-conditions', '/zap-fibra/condicoes-gerais-do-servico', (_l, $, to) => ({
  title: $('Condições gerais do serviço', 'General conditions of service'),
  seo: {
    title: $('ZAP Fibra: condições gerais do serviço', 'ZAP Fibra: general conditions of service'),
    description: $(
      'Resumo das condições gerais do serviço ZAP Fibra: adesão e instalação, preços e pagamento, equipamentos, velocidades, suspensão, cancelamento e dados pessoais.',
      'Summary of the ZAP Fibra general conditions: sign-up and installation, prices and payment, equipment, speeds, suspension, cancellation and personal data.',
    ),
  },
  layout: () => [
    {
      blockType: 'accordion',
      heading: $('Condições gerais do serviço ZAP Fibra', 'ZAP Fibra general conditions of service'),
      items: faq([
        [
          $('1. Objeto', '1. Scope'),
          $(
            'Estas condições regulam o serviço ZAP Fibra (internet por fibra ótica e televisão) prestado pela ZAP Media, S.A. a clientes residenciais em Angola. Este é um resumo; a versão completa é entregue na adesão.',
            'These conditions govern the ZAP Fibra service (fibre-optic internet and television) provided by ZAP Media, S.A. to residential customers in Angola. This is a summary; the full version is handed over at sign-up.',
          ),
        ],
        [
          $('2. Adesão e instalação', '2. Sign-up and installation'),
          $(
            'A adesão depende de haver cobertura na morada indicada. A instalação é feita por técnicos da ZAP ou de parceiros credenciados, em data combinada com o cliente.',
            'Sign-up depends on coverage at the given address. Installation is done by ZAP technicians or accredited partners, on a date agreed with the customer.',
          ),
          [$('Pesquisar cobertura', 'Check coverage'), to(COVERAGE)],
        ],
        [
          $('3. Preços e pagamento', '3. Prices and payment'),
          $(
            'Os pacotes pagam-se antecipadamente, por períodos de 30 dias. Os preços publicados no site são ilustrativos; aplica-se o preçário em vigor na data da adesão.',
            'Packages are paid in advance, for 30 days at a time. Prices shown on the website are illustrative; the price list in force on the sign-up date applies.',
          ),
        ],
        [
          $('4. Equipamentos', '4. Equipment'),
          $(
            'O router e a box são cedidos em comodato e continuam a ser propriedade da ZAP. São devolvidos em bom estado quando o contrato termina.',
            'The router and the box are lent to the customer and remain ZAP property. They are returned in good condition when the contract ends.',
          ),
        ],
        [
          $('5. Velocidade e utilização', '5. Speed and use'),
          $(
            'As velocidades indicadas são máximas e variam com a rede Wi-Fi, os aparelhos e a hora do dia. O tráfego é ilimitado, com uma política de utilização responsável.',
            'The speeds given are maximums and vary with the Wi-Fi network, the devices and the time of day. Traffic is unlimited, under a fair use policy.',
          ),
        ],
        [
          $('6. Suspensão e cancelamento', '6. Suspension and cancellation'),
          $(
            'Sem pagamento, o serviço é suspenso no fim do período. O cliente pode cancelar a qualquer momento, com aviso prévio de 30 dias e devolução dos equipamentos.',
            'Without payment, the service is suspended at the end of the period. The customer may cancel at any time, with 30 days’ notice and the return of the equipment.',
          ),
        ],
        [
          $('7. Assistência técnica', '7. Technical support'),
          $(
            'As avarias podem ser comunicadas pela linha de apoio, numa loja ZAP ou pelos',
            'Faults can be reported on the support line, at a ZAP store or through our',
          ),
          [$('contactos', 'contacts'), to('/apoio-ao-cliente/contactos')],
        ],
        [
          $('8. Dados pessoais', '8. Personal data'),
          $(
            'Os dados do cliente são tratados apenas para prestar o serviço e cumprir a lei. Saiba mais na',
            'Customer data is processed only to provide the service and comply with the law. Read more in the',
          ),
          [$('política de privacidade', 'privacy policy'), to('/politica-de-privacidade')],
        ],
      ]),
    },
  ],
}))

/** The fibre pages of a country: Angola only. */
export const fibrePages = (country: CountryCode): SeedPage[] =>
  country === 'ao' ? [functionalities, meshWifi, wifi6, videoClub, sellers, campaigns, payments, conditions] : []
