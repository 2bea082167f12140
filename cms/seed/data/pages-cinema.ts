import type { CountryCode } from '@/lib/countries'
import type { IconName } from '@/lib/ui/icons'
import { doc, h, link, p, ul } from '@/cms/seed/lexical'
import { cinemaPosterMedia } from './cinema-films'
import type { Refs, SeedMediaItem, SeedPage } from './page-types'
import { toEnglish } from './settings'

/**
 * The ZAP Cinemas area (Angola only; Mozambique redirects /zap-cinemas/* home): "Em cartaz", IMAX,
 * the services with their seven sub-pages, rooms, prices, the customer card, campaigns and news.
 * Same paths in both languages (English under /en). Prices are illustrative.
 */

type Lang = 0 | 1
type Copy = [pt: string, en: string]
type Layout = ReturnType<SeedPage['pt']['layout']>
type Tr = (pt: string, en: string) => string

/** Seed media of the cinema area (files in cms/seed/images). */
export const cinemaMedia: SeedMediaItem[] = [
  ...cinemaPosterMedia,
  {
    key: 'cinema-imax',
    file: 'cinema-imax.webp',
    alt: {
      pt: 'Ecrã curvo gigante da sala IMAX com a palavra IMAX e filas de cadeiras rosa',
      en: 'The giant curved IMAX screen with the word IMAX and rows of pink seats',
    },
  },
  {
    key: 'cinema-rooms',
    file: 'cinema-rooms.webp',
    alt: {
      pt: 'Sala de cinema com o ecrã aceso e duas filas de cadeiras',
      en: 'A cinema room with the screen lit and two rows of seats',
    },
  },
  {
    key: 'cinema-app',
    file: 'cinema-app.webp',
    alt: {
      pt: 'Telemóvel com a aplicação ZAP Cinemas aberta na compra de bilhetes',
      en: 'A phone with the ZAP Cinemas app open on ticket booking',
    },
  },
  {
    key: 'cinema-birthday',
    file: 'cinema-birthday.webp',
    alt: {
      pt: 'Bolo de aniversário com três velas entre balões coloridos',
      en: 'A birthday cake with three candles between colourful balloons',
    },
  },
  {
    key: 'cinema-card',
    file: 'cinema-card.webp',
    alt: { pt: 'Cartão rosa ZAP Cinemas com chip', en: 'A pink ZAP Cinemas card with a chip' },
  },
  {
    key: 'cinema-kiosk',
    file: 'cinema-kiosk.webp',
    alt: { pt: 'Quiosque de venda automática ZAP com ecrã tátil', en: 'A ZAP self-service kiosk with a touch screen' },
  },
  {
    key: 'cinema-events',
    file: 'cinema-events.webp',
    alt: {
      pt: 'Sala de cinema reservada com a palavra PRIVADO no ecrã',
      en: 'A reserved cinema room with the word PRIVADO on the screen',
    },
  },
  {
    key: 'cinema-campaign-terca',
    file: 'cinema-campaign-terca.webp',
    alt: { pt: 'Ecrã de cinema com o texto Terça 2 = 1', en: 'A cinema screen reading Terça 2 = 1' },
  },
  {
    key: 'cinema-campaign-combo',
    file: 'cinema-campaign-combo.webp',
    alt: {
      pt: 'Pacote de pipocas às riscas e um copo de refrigerante',
      en: 'A striped popcorn box and a soft-drink cup',
    },
  },
  {
    key: 'cinema-campaign-ferias',
    file: 'cinema-campaign-ferias.webp',
    alt: {
      pt: 'Sol sobre um ecrã de cinema com uma cara sorridente',
      en: 'The sun over a cinema screen showing a smiling face',
    },
  },
]

const BASE = '/zap-cinemas'
const SERVICES = `${BASE}/servicos`
const EMAIL = 'cinemas@example.co.ao'
const PLACE: Copy = ['Shopping Avenida, Morro Bento, Luanda', 'Shopping Avenida, Morro Bento, Luanda']

const href = (path: string, lang: Lang) => (lang === 0 ? path : toEnglish(path))

/** A cinema page: the same path in both languages, one layout function of the language. */
function page(
  key: string,
  path: string,
  titles: Copy,
  seo: [Copy, Copy],
  layout: (lang: Lang, $: Tr, refs: Refs) => Layout,
  takesId = false,
): SeedPage {
  const copy = (lang: Lang) => ({
    title: titles[lang],
    path,
    seo: { title: seo[0][lang], description: seo[1][lang] },
    layout: (refs: Refs) => layout(lang, (pt, en) => (lang === 0 ? pt : en), refs),
  })
  return { key, ...(takesId ? { takesId } : {}), pt: copy(0), en: copy(1) }
}

/** The services and their labels, in the order of the tab menu. */
const SERVICE_TABS: [slug: string, label: Copy][] = [
  ['application', ['Aplicação', 'App']],
  ['birthday', ['Aniversários', 'Birthdays']],
  ['exclusive-sessions', ['Sessões exclusivas', 'Exclusive sessions']],
  ['movie-checks', ['Cheques cinema', 'Movie checks']],
  ['points-card', ['Cartão de pontos', 'Points card']],
  ['room-rental', ['Aluguer de salas', 'Room rental']],
  ['zap-kiosk', ['Quiosque ZAP', 'ZAP kiosk']],
]

/** The services' tab menu; on a service page with the way back to the services page. */
function servicesNav(lang: Lang, back: boolean): Layout[number] {
  return {
    blockType: 'subpageNav',
    label: (['Serviços ZAP Cinemas', 'ZAP Cinemas services'] as Copy)[lang],
    items: SERVICE_TABS.map(([slug, label]) => ({ label: label[lang], href: href(`${SERVICES}/${slug}`, lang) })),
    ...(back
      ? { back: { label: (['Todos os serviços', 'All services'] as Copy)[lang], href: href(SERVICES, lang) } }
      : {}),
  }
}

const feature = (icon: IconName, title: string, text: string) => ({ icon, title, text })
const faq = (title: string, ...paragraphs: string[]) => ({ title, body: doc(...paragraphs.map((text) => p(text))) })

const nowShowing = page(
  'cinema-now-showing',
  `${BASE}/em-exibicao`,
  ['Em cartaz', 'Now showing'],
  [
    ['Em cartaz · ZAP Cinemas Luanda', 'Now showing · ZAP Cinemas Luanda'],
    [
      'Filmes em cartaz e horários dos ZAP Cinemas do Shopping Avenida, em Luanda: sessões 2D, 3D e IMAX para hoje e para a semana.',
      'Films and showtimes at ZAP Cinemas, Shopping Avenida, Luanda: 2D, 3D and IMAX sessions for today and the week ahead.',
    ],
  ],
  (lang, $) => [
    {
      blockType: 'cinemaShowtimes',
      heading: $('Em cartaz', 'Now showing'),
      intro: $(
        `Os filmes e os horários da semana nos ZAP Cinemas, ${PLACE[0]}. Escolha o dia e veja as sessões de cada filme, com a sala e o formato.`,
        `This week’s films and times at ZAP Cinemas, ${PLACE[1]}. Pick a day and see each film’s sessions, with the room and the format.`,
      ),
      days: 7,
    },
    {
      blockType: 'richText',
      content: doc(
        h('h2', $('Antes de vir', 'Before you come')),
        ul(
          $(
            'Bilhetes à venda na bilheteira, no quiosque ZAP e na aplicação ZAP Cinemas.',
            'Tickets on sale at the box office, the ZAP kiosk and in the ZAP Cinemas app.',
          ),
          $(
            'As portas da sala abrem 20 minutos antes de cada sessão.',
            'Room doors open 20 minutes before each session.',
          ),
          $(
            'Às terças-feiras, dois bilhetes 2D pelo preço de um.',
            'On Tuesdays, two 2D tickets for the price of one.',
          ),
        ),
        p(
          $('Consulte o ', 'See the '),
          link($('preçário', 'price list'), href(`${BASE}/precario`, lang)),
          $(', as ', ', the '),
          link($('sessões IMAX', 'IMAX sessions'), href(`${BASE}/imax`, lang)),
          $(' e as ', ' and the '),
          link($('campanhas em vigor', 'current campaigns'), href(`${BASE}/campanhas`, lang)),
          '.',
        ),
      ),
    },
  ],
)

const imax = page(
  'cinema-imax',
  `${BASE}/imax`,
  ['IMAX', 'IMAX'],
  [
    ['IMAX · ZAP Cinemas Luanda', 'IMAX · ZAP Cinemas Luanda'],
    [
      'A sala IMAX dos ZAP Cinemas em Luanda: ecrã gigante, som de precisão e projeção laser. Veja as sessões IMAX da semana.',
      'The ZAP Cinemas IMAX room in Luanda: a giant screen, precision sound and laser projection. See this week’s IMAX sessions.',
    ],
  ],
  (lang, $, refs) => [
    {
      blockType: 'mediaText',
      heading: $('IMAX nos ZAP Cinemas', 'IMAX at ZAP Cinemas'),
      body: doc(
        p(
          $(
            'Desde 2016 que Luanda tem uma sala IMAX: um ecrã de parede a parede, curvo e muito maior do que o de uma sala tradicional, com imagem mais nítida e som que se sente na cadeira.',
            'Since 2016 Luanda has had an IMAX room: a curved, wall-to-wall screen far larger than in a standard room, with a sharper picture and sound you feel in your seat.',
          ),
        ),
        p(
          $(
            'Os filmes rodados com câmaras IMAX mostram até 26% mais imagem. Escolha uma sessão IMAX para os grandes filmes de ação, aventura e ficção científica.',
            'Films shot with IMAX cameras show up to 26% more picture. Choose an IMAX session for the big action, adventure and science-fiction films.',
          ),
        ),
      ),
      image: refs.media('cinema-imax'),
      imagePosition: 'right',
    },
    {
      blockType: 'featureGrid',
      heading: $('O que faz a diferença', 'What makes the difference'),
      items: [
        feature(
          'play',
          $('Projeção laser 4K', '4K laser projection'),
          $(
            'Imagem mais brilhante, com pretos profundos e cores fiéis, do primeiro ao último lugar.',
            'A brighter picture with deep blacks and true colours, from the first seat to the last.',
          ),
        ),
        feature(
          'music',
          $('Som de precisão', 'Precision sound'),
          $(
            'Sistema de 12 canais afinado para a sala, do sussurro mais baixo à explosão mais forte.',
            'A 12-channel system tuned to the room, from the softest whisper to the loudest explosion.',
          ),
        ),
        feature(
          'star',
          $('Lugares em bancada', 'Stadium seating'),
          $(
            '300 lugares em bancada inclinada: a cabeça da frente nunca tapa o ecrã.',
            '300 seats on a steep rake: the head in front never blocks the screen.',
          ),
        ),
        feature(
          'film',
          $('IMAX 3D', 'IMAX 3D'),
          $(
            'Alguns filmes são exibidos em IMAX 3D, com óculos próprios entregues à entrada.',
            'Some films are shown in IMAX 3D, with dedicated glasses handed out at the door.',
          ),
        ),
      ],
    },
    {
      blockType: 'cinemaShowtimes',
      heading: $('Sessões IMAX', 'IMAX sessions'),
      intro: $(
        'Só as sessões na sala IMAX, para hoje e para os próximos dias.',
        'Only the sessions in the IMAX room, for today and the coming days.',
      ),
      format: 'IMAX',
      days: 7,
    },
    {
      blockType: 'richText',
      content: doc(
        p(
          $('Os bilhetes IMAX têm preço próprio: veja o ', 'IMAX tickets have their own price: see the '),
          link($('preçário', 'price list'), href(`${BASE}/precario`, lang)),
          '.',
        ),
      ),
    },
  ],
)

const services = page(
  'cinema-services',
  SERVICES,
  ['Serviços', 'Services'],
  [
    ['Serviços · ZAP Cinemas', 'Services · ZAP Cinemas'],
    [
      'Aniversários, sessões exclusivas, aluguer de salas, cheques cinema, cartão de pontos, quiosque e aplicação ZAP Cinemas.',
      'Birthdays, exclusive sessions, room rental, movie checks, the points card, the kiosk and the ZAP Cinemas app.',
    ],
  ],
  (lang, $) => [
    servicesNav(lang, false),
    {
      blockType: 'featureGrid',
      heading: $('Serviços ZAP Cinemas', 'ZAP Cinemas services'),
      intro: $(
        'Mais do que ver um filme: festas, eventos de empresa e vantagens para quem vem muitas vezes. Escolha um serviço no menu acima.',
        'More than watching a film: parties, company events and perks for regulars. Pick a service in the menu above.',
      ),
      items: [
        feature(
          'app',
          $('Aplicação ZAP Cinemas', 'ZAP Cinemas app'),
          $('Horários, bilhetes e escolha de lugar no telemóvel.', 'Showtimes, tickets and seat choice on your phone.'),
        ),
        feature(
          'gift',
          $('Aniversários', 'Birthdays'),
          $(
            'Festas com filme, lanche e animação para os mais novos.',
            'Parties with a film, a snack and entertainment for children.',
          ),
        ),
        feature(
          'star',
          $('Sessões exclusivas', 'Exclusive sessions'),
          $(
            'Uma sala só para o seu grupo, com o filme em cartaz que escolher.',
            'A room just for your group, with the current film of your choice.',
          ),
        ),
        feature(
          'card',
          $('Cheques cinema', 'Movie checks'),
          $(
            'Vales de bilhete para oferecer ou para os colaboradores da sua empresa.',
            'Ticket vouchers to give as gifts or to your company’s staff.',
          ),
        ),
        feature(
          'calendar',
          $('Cartão de pontos', 'Points card'),
          $(
            'Cada bilhete e cada compra no bar dão pontos para trocar por cinema.',
            'Every ticket and bar purchase earns points to swap for cinema.',
          ),
        ),
        feature(
          'cinema',
          $('Aluguer de salas', 'Room rental'),
          $(
            'Salas para conferências, formações e apresentações, com projeção e som.',
            'Rooms for conferences, training and presentations, with projection and sound.',
          ),
        ),
        feature(
          'shop',
          $('Quiosque ZAP', 'ZAP kiosk'),
          $(
            'Compre bilhetes e faça carregamentos ZAP sem filas, no átrio.',
            'Buy tickets and top up ZAP with no queue, in the lobby.',
          ),
        ),
      ],
    },
    {
      blockType: 'richText',
      content: doc(
        h('h2', $('Fale connosco', 'Talk to us')),
        p(
          $(
            'Para reservas de grupos, festas e eventos escreva para ',
            'For group bookings, parties and events write to ',
          ),
          link(EMAIL, `mailto:${EMAIL}`),
          $(
            ' ou dirija-se à bilheteira dos ZAP Cinemas, no Shopping Avenida.',
            ' or visit the ZAP Cinemas box office at Shopping Avenida.',
          ),
        ),
      ),
    },
  ],
)

const application = page(
  'cinema-service-application',
  `${SERVICES}/application`,
  ['Aplicação ZAP Cinemas', 'ZAP Cinemas app'],
  [
    ['Aplicação ZAP Cinemas · bilhetes no telemóvel', 'ZAP Cinemas app · tickets on your phone'],
    [
      'Com a aplicação ZAP Cinemas vê os horários, compra bilhetes, escolhe o lugar e acumula pontos. Gratuita para Android e iOS.',
      'With the ZAP Cinemas app you check showtimes, buy tickets, choose your seat and collect points. Free for Android and iOS.',
    ],
  ],
  (lang, $, refs) => [
    servicesNav(lang, true),
    {
      blockType: 'mediaText',
      heading: $('Aplicação ZAP Cinemas', 'ZAP Cinemas app'),
      body: doc(
        p(
          $(
            'O cinema no bolso: veja o que está em cartaz, compre o bilhete e escolha o lugar antes de sair de casa. À entrada, basta mostrar o código no ecrã do telemóvel.',
            'Cinema in your pocket: see what is showing, buy your ticket and choose your seat before you leave home. At the door, just show the code on your phone screen.',
          ),
        ),
        p(
          $(
            'A aplicação é gratuita e está disponível para Android e iOS.',
            'The app is free and available for Android and iOS.',
          ),
        ),
      ),
      image: refs.media('cinema-app'),
      imagePosition: 'right',
      cta: { label: $('Ver filmes em cartaz', 'See what’s showing'), href: href(`${BASE}/em-exibicao`, lang) },
    },
    {
      blockType: 'featureGrid',
      heading: $('O que pode fazer na aplicação', 'What you can do in the app'),
      items: [
        feature(
          'calendar',
          $('Horários da semana', 'This week’s showtimes'),
          $('Todas as sessões 2D, 3D e IMAX, dia a dia.', 'Every 2D, 3D and IMAX session, day by day.'),
        ),
        feature(
          'card',
          $('Comprar bilhetes', 'Buy tickets'),
          $(
            'Pagamento por Multicaixa Express, sem filas na bilheteira.',
            'Pay with Multicaixa Express, with no box-office queue.',
          ),
        ),
        feature(
          'star',
          $('Escolher o lugar', 'Choose your seat'),
          $(
            'Veja a planta da sala e escolha onde se quer sentar.',
            'See the room plan and pick where you want to sit.',
          ),
        ),
        feature(
          'gift',
          $('Cartão de pontos digital', 'Digital points card'),
          $('Acumule e troque pontos sem cartão físico.', 'Collect and spend points without a physical card.'),
        ),
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes', 'Frequently asked questions'),
      items: [
        faq(
          $('Preciso de imprimir o bilhete?', 'Do I need to print my ticket?'),
          $(
            'Não. O código do bilhete no telemóvel é lido à entrada da sala.',
            'No. The ticket code on your phone is scanned at the room door.',
          ),
        ),
        faq(
          $('Posso trocar ou cancelar um bilhete?', 'Can I change or cancel a ticket?'),
          $(
            'Pode trocar a sessão até duas horas antes do início, na aplicação ou na bilheteira. Os bilhetes não são reembolsáveis.',
            'You can change the session up to two hours before it starts, in the app or at the box office. Tickets are non-refundable.',
          ),
        ),
        faq(
          $('A aplicação tem custos?', 'Does the app cost anything?'),
          $(
            'Não. A aplicação é gratuita e o preço dos bilhetes é o mesmo da bilheteira.',
            'No. The app is free and tickets cost the same as at the box office.',
          ),
        ),
      ],
    },
  ],
)

const birthday = page(
  'cinema-service-birthday',
  `${SERVICES}/birthday`,
  ['Aniversários', 'Birthdays'],
  [
    ['Festas de aniversário · ZAP Cinemas', 'Birthday parties · ZAP Cinemas'],
    [
      'Festeje o aniversário nos ZAP Cinemas, em Luanda: filme, lanche, pipocas e uma sala decorada para os convidados.',
      'Celebrate a birthday at ZAP Cinemas in Luanda: a film, a snack, popcorn and a decorated room for your guests.',
    ],
  ],
  (lang, $, refs) => [
    servicesNav(lang, true),
    {
      blockType: 'mediaText',
      heading: $('Festas de aniversário', 'Birthday parties'),
      body: doc(
        p(
          $(
            'Um aniversário diferente: os convidados veem um filme em cartaz e festejam depois num espaço decorado, com lanche, bolo e animação. Tratamos de tudo, do bilhete ao último balão.',
            'A different kind of birthday: the guests watch a current film and then celebrate in a decorated space, with a snack, cake and entertainment. We take care of everything, from the tickets to the last balloon.',
          ),
        ),
        p(
          $(
            'As festas realizam-se de sexta a domingo e nos feriados, com reserva de pelo menos uma semana.',
            'Parties take place Friday to Sunday and on public holidays, booked at least one week ahead.',
          ),
        ),
      ),
      image: refs.media('cinema-birthday'),
      imagePosition: 'left',
      cta: { label: $('Pedir reserva', 'Ask for a booking'), href: `mailto:${EMAIL}` },
    },
    {
      blockType: 'priceList',
      heading: $('Pacotes de aniversário', 'Birthday packages'),
      intro: $(
        'Preço por festa. Todos os pacotes incluem bilhetes, pipocas e bebida para cada convidado.',
        'Price per party. Every package includes a ticket, popcorn and a drink for each guest.',
      ),
      groups: [
        {
          title: $('Pacotes', 'Packages'),
          rows: [
            {
              label: $('Pacote Pipoca', 'Popcorn package'),
              note: $(
                'Até 10 convidados, sessão 2D, 1 hora de espaço de festa',
                'Up to 10 guests, 2D session, 1 hour in the party room',
              ),
              price: 45000,
            },
            {
              label: $('Pacote Estrela', 'Star package'),
              note: $(
                'Até 20 convidados, sessão 2D ou 3D, bolo e animador',
                'Up to 20 guests, 2D or 3D session, cake and an entertainer',
              ),
              price: 85000,
            },
            {
              label: $('Pacote IMAX', 'IMAX package'),
              note: $(
                'Até 20 convidados, sessão IMAX, bolo, animador e lembranças',
                'Up to 20 guests, IMAX session, cake, entertainer and party favours',
              ),
              price: 140000,
            },
          ],
        },
        {
          title: $('Extras', 'Extras'),
          rows: [
            { label: $('Convidado adicional', 'Extra guest'), price: 4000 },
            { label: $('Hora adicional de espaço de festa', 'Extra hour in the party room'), price: 15000 },
          ],
        },
      ],
      footnote: $(
        'Preços ilustrativos, com IVA incluído. O filme escolhe-se entre os que estiverem em cartaz, de acordo com a idade dos convidados.',
        'Illustrative prices, VAT included. The film is chosen from those showing, according to the guests’ age.',
      ),
    },
    {
      blockType: 'accordion',
      heading: $('Como reservar', 'How to book'),
      items: [
        faq(
          $('Com que antecedência devo reservar?', 'How far ahead should I book?'),
          $(
            'Pelo menos uma semana antes. Em dezembro e nas férias escolares recomendamos duas semanas.',
            'At least one week before. In December and the school holidays we recommend two weeks.',
          ),
        ),
        faq(
          $('Como confirmo a reserva?', 'How do I confirm the booking?'),
          $(
            `Envie a data, o número de convidados e o pacote para ${EMAIL}. A reserva fica confirmada com o pagamento de 50% do valor.`,
            `Send the date, the number of guests and the package to ${EMAIL}. The booking is confirmed with a 50% payment.`,
          ),
        ),
        faq(
          $('Posso levar o meu bolo?', 'Can I bring my own cake?'),
          $(
            'Sim, no Pacote Pipoca. Nos outros pacotes o bolo está incluído.',
            'Yes, with the Popcorn package. The other packages include the cake.',
          ),
        ),
      ],
    },
  ],
)

const exclusive = page(
  'cinema-service-exclusive-sessions',
  `${SERVICES}/exclusive-sessions`,
  ['Sessões exclusivas', 'Exclusive sessions'],
  [
    ['Sessões exclusivas · ZAP Cinemas', 'Exclusive sessions · ZAP Cinemas'],
    [
      'Reserve uma sala dos ZAP Cinemas só para o seu grupo: antestreias privadas, eventos de empresa, escolas e lançamentos.',
      'Book a ZAP Cinemas room just for your group: private previews, company events, schools and launches.',
    ],
  ],
  (lang, $, refs) => [
    servicesNav(lang, true),
    {
      blockType: 'mediaText',
      heading: $('Sessões exclusivas', 'Exclusive sessions'),
      body: doc(
        p(
          $(
            'Uma sala inteira só para os seus convidados, com o filme em cartaz que escolher, à hora que mais lhe convém. Ideal para premiar equipas, receber clientes ou levar uma turma ao cinema.',
            'A whole room just for your guests, with the current film of your choice, at the time that suits you. Ideal for rewarding teams, hosting clients or taking a class to the cinema.',
          ),
        ),
        p(
          $(
            'Pode juntar uma mensagem no ecrã antes do filme, pipocas e bebidas para todos e uma receção no átrio.',
            'You can add an on-screen message before the film, popcorn and drinks for everyone and a reception in the lobby.',
          ),
        ),
      ),
      image: refs.media('cinema-events'),
      imagePosition: 'right',
      cta: { label: $('Pedir proposta', 'Request a quote'), href: `mailto:${EMAIL}` },
    },
    {
      blockType: 'featureGrid',
      heading: $('Para que ocasião?', 'For which occasion?'),
      items: [
        feature(
          'star',
          $('Antestreias privadas', 'Private previews'),
          $('Veja um filme antes da estreia, com os seus convidados.', 'See a film before it opens, with your guests.'),
        ),
        feature(
          'globe',
          $('Eventos de empresa', 'Company events'),
          $(
            'Festas de fim de ano, prémios de equipa e ações com clientes.',
            'Year-end parties, team rewards and client events.',
          ),
        ),
        feature(
          'kids',
          $('Escolas', 'Schools'),
          $(
            'Sessões de manhã para turmas, com preço especial por aluno.',
            'Morning sessions for classes, at a special price per pupil.',
          ),
        ),
        feature(
          'play',
          $('Lançamentos', 'Launches'),
          $('Apresente um produto ou um filme no grande ecrã.', 'Present a product or a film on the big screen.'),
        ),
      ],
    },
    {
      blockType: 'richText',
      content: doc(
        h('h2', $('Como pedir', 'How to ask')),
        p(
          $(
            'Diga-nos a data, o número de convidados e o filme que prefere. Enviamos uma proposta em dois dias úteis. Contacto: ',
            'Tell us the date, the number of guests and the film you would like. We send a quote within two working days. Contact: ',
          ),
          link(EMAIL, `mailto:${EMAIL}`),
          '.',
        ),
        p(
          $(
            'Precisa de uma sala para uma conferência e não para um filme? Veja o ',
            'Need a room for a conference rather than a film? See ',
          ),
          link($('aluguer de salas', 'room rental'), href(`${SERVICES}/room-rental`, lang)),
          '.',
        ),
      ),
    },
  ],
)

const movieChecks = page(
  'cinema-service-movie-checks',
  `${SERVICES}/movie-checks`,
  ['Cheques cinema', 'Movie checks'],
  [
    ['Cheques cinema · ZAP Cinemas', 'Movie checks · ZAP Cinemas'],
    [
      'Ofereça cinema: cheques ZAP Cinemas para bilhetes 2D, 3D ou IMAX, para particulares e para empresas, válidos seis meses.',
      'Give cinema as a gift: ZAP Cinemas checks for 2D, 3D or IMAX tickets, for individuals and companies, valid for six months.',
    ],
  ],
  (lang, $, refs) => [
    servicesNav(lang, true),
    {
      blockType: 'mediaText',
      heading: $('Cheques cinema', 'Movie checks'),
      body: doc(
        p(
          $(
            'Os cheques cinema são vales de bilhete que se trocam na bilheteira por uma sessão à escolha. Uma prenda que agrada sempre, e um prémio simples para as equipas da sua empresa.',
            'Movie checks are ticket vouchers exchanged at the box office for a session of your choice. A gift that always pleases, and a simple reward for your company’s teams.',
          ),
        ),
        p(
          $(
            'Compram-se na bilheteira e, para empresas, por encomenda com fatura.',
            'Buy them at the box office or, for companies, by order with an invoice.',
          ),
        ),
      ),
      image: refs.media('cinema-card'),
      imagePosition: 'left',
    },
    {
      blockType: 'priceList',
      heading: $('Preços dos cheques', 'Check prices'),
      groups: [
        {
          title: $('Cheques individuais', 'Single checks'),
          rows: [
            {
              label: $('Cheque 2D', '2D check'),
              note: $('Qualquer sessão 2D, todos os dias', 'Any 2D session, any day'),
              price: 4500,
            },
            {
              label: $('Cheque 3D', '3D check'),
              note: $('Qualquer sessão 3D, óculos incluídos', 'Any 3D session, glasses included'),
              price: 5500,
            },
            { label: $('Cheque IMAX', 'IMAX check'), note: $('Qualquer sessão IMAX', 'Any IMAX session'), price: 9000 },
          ],
        },
        {
          title: $('Para empresas', 'For companies'),
          rows: [
            { label: $('Caderneta de 10 cheques 2D', 'Book of 10 2D checks'), price: 40000 },
            {
              label: $('Caderneta de 50 cheques 2D', 'Book of 50 2D checks'),
              note: $('Com o logótipo da empresa', 'With your company’s logo'),
              price: 187500,
            },
          ],
        },
      ],
      footnote: $(
        'Preços ilustrativos. Os cheques são válidos seis meses a partir da compra e não são trocados por dinheiro.',
        'Illustrative prices. Checks are valid for six months from purchase and cannot be exchanged for cash.',
      ),
    },
  ],
)

const pointsCard = page(
  'cinema-service-points-card',
  `${SERVICES}/points-card`,
  ['Cartão de pontos', 'Points card'],
  [
    ['Cartão de pontos · ZAP Cinemas', 'Points card · ZAP Cinemas'],
    [
      'Com o cartão de pontos ZAP Cinemas cada bilhete e cada compra no bar dão pontos para trocar por bilhetes, pipocas e antestreias.',
      'With the ZAP Cinemas points card every ticket and bar purchase earns points to swap for tickets, popcorn and previews.',
    ],
  ],
  (lang, $, refs) => [
    servicesNav(lang, true),
    {
      blockType: 'mediaText',
      heading: $('Cartão de pontos', 'Points card'),
      body: doc(
        p(
          $(
            'Quem vem muitas vezes ao cinema merece mais. Apresente o cartão de pontos, ou a aplicação ZAP Cinemas, sempre que comprar um bilhete ou for ao bar e veja os pontos crescer.',
            'Regular cinema-goers deserve more. Show your points card, or the ZAP Cinemas app, whenever you buy a ticket or visit the bar and watch your points grow.',
          ),
        ),
        p(
          $(
            'O cartão é gratuito e pede-se na bilheteira, com um documento de identificação.',
            'The card is free; ask for it at the box office with an ID document.',
          ),
        ),
      ),
      image: refs.media('cinema-card'),
      imagePosition: 'right',
    },
    {
      blockType: 'featureGrid',
      heading: $('Como funciona', 'How it works'),
      items: [
        feature(
          'card',
          $('Ganhe pontos', 'Earn points'),
          $('1 ponto por cada 100 Kz em bilhetes e no bar.', '1 point for every 100 Kz on tickets and at the bar.'),
        ),
        feature(
          'film',
          $('Troque por cinema', 'Swap for cinema'),
          $(
            '400 pontos dão um bilhete 2D; 800 pontos um bilhete IMAX.',
            '400 points get a 2D ticket; 800 points an IMAX ticket.',
          ),
        ),
        feature(
          'gift',
          $('Prenda de aniversário', 'Birthday gift'),
          $('No mês do seu aniversário, pipocas médias oferecidas.', 'In your birthday month, a free medium popcorn.'),
        ),
        feature(
          'star',
          $('Antestreias', 'Previews'),
          $(
            'Convites para antestreias para os clientes com mais pontos.',
            'Preview invitations for the customers with the most points.',
          ),
        ),
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Regras do cartão', 'Card rules'),
      items: [
        faq(
          $('Os pontos expiram?', 'Do points expire?'),
          $(
            'Os pontos são válidos durante 12 meses a partir da compra que os gerou.',
            'Points are valid for 12 months from the purchase that earned them.',
          ),
        ),
        faq(
          $('Perdi o cartão. E agora?', 'I lost my card. What now?'),
          $(
            'Peça um novo cartão na bilheteira: os pontos passam para o novo cartão.',
            'Ask for a new card at the box office: your points move to the new card.',
          ),
        ),
        faq(
          $('Posso juntar pontos com campanhas?', 'Can I earn points during campaigns?'),
          $(
            'As compras em campanha também dão pontos, mas os bilhetes oferecidos não.',
            'Campaign purchases earn points too, but free tickets do not.',
          ),
        ),
      ],
    },
    {
      blockType: 'richText',
      content: doc(
        p(
          $('Veja também o ', 'See also the '),
          link($('Cartão Cliente ZAP Cinemas', 'ZAP Cinemas customer card'), href(`${BASE}/customer-card`, lang)),
          '.',
        ),
      ),
    },
  ],
)

const roomRental = page(
  'cinema-service-room-rental',
  `${SERVICES}/room-rental`,
  ['Aluguer de salas', 'Room rental'],
  [
    ['Aluguer de salas · ZAP Cinemas', 'Room rental · ZAP Cinemas'],
    [
      'Alugue uma sala dos ZAP Cinemas em Luanda para conferências, formações e apresentações, com projeção, som e apoio técnico.',
      'Rent a ZAP Cinemas room in Luanda for conferences, training and presentations, with projection, sound and technical support.',
    ],
  ],
  (lang, $, refs) => [
    servicesNav(lang, true),
    {
      blockType: 'mediaText',
      heading: $('Aluguer de salas', 'Room rental'),
      body: doc(
        p(
          $(
            'As salas dos ZAP Cinemas recebem conferências, formações, assembleias e apresentações de produto, de manhã, antes das sessões de cinema. Cadeiras confortáveis, grande ecrã e som profissional para até 320 pessoas.',
            'ZAP Cinemas rooms host conferences, training, general meetings and product presentations in the morning, before the film sessions. Comfortable seats, a big screen and professional sound for up to 320 people.',
          ),
        ),
        p(
          $(
            'Um técnico acompanha o evento do início ao fim.',
            'A technician supports your event from start to finish.',
          ),
        ),
      ),
      image: refs.media('cinema-rooms'),
      imagePosition: 'left',
      cta: { label: $('Pedir proposta', 'Request a quote'), href: `mailto:${EMAIL}` },
    },
    {
      blockType: 'priceList',
      heading: $('Preços de aluguer', 'Rental prices'),
      groups: [
        {
          title: $('Salas (manhã, até 4 horas)', 'Rooms (morning, up to 4 hours)'),
          rows: [
            {
              label: $('Sala até 120 lugares', 'Room up to 120 seats'),
              note: $('Salas 4 e 5', 'Rooms 4 and 5'),
              price: 180000,
            },
            {
              label: $('Sala até 180 lugares', 'Room up to 180 seats'),
              note: $('Salas 1 a 3', 'Rooms 1 to 3'),
              price: 250000,
            },
            { label: $('Sala IMAX', 'IMAX room'), note: $('320 lugares', '320 seats'), price: 600000 },
          ],
        },
        {
          title: $('Extras', 'Extras'),
          rows: [
            { label: $('Hora adicional', 'Extra hour'), price: 50000 },
            { label: $('Microfones sem fios (2)', 'Wireless microphones (2)'), price: 15000 },
            { label: $('Coffee break', 'Coffee break'), note: $('Por pessoa', 'Per person'), price: 3500 },
          ],
        },
      ],
      footnote: $(
        'Preços ilustrativos, sem IVA. Disponível de segunda a sexta-feira, das 8:00 às 12:30.',
        'Illustrative prices, VAT not included. Available Monday to Friday, 8:00 to 12:30.',
      ),
    },
  ],
)

const kiosk = page(
  'cinema-service-zap-kiosk',
  `${SERVICES}/zap-kiosk`,
  ['Quiosque ZAP', 'ZAP kiosk'],
  [
    ['Quiosque ZAP · ZAP Cinemas', 'ZAP kiosk · ZAP Cinemas'],
    [
      'No átrio dos ZAP Cinemas, o quiosque ZAP vende bilhetes, levanta compras da aplicação e faz carregamentos ZAP, sem filas.',
      'In the ZAP Cinemas lobby, the ZAP kiosk sells tickets, prints app purchases and tops up ZAP, with no queue.',
    ],
  ],
  (lang, $, refs) => [
    servicesNav(lang, true),
    {
      blockType: 'mediaText',
      heading: $('Quiosque ZAP', 'ZAP kiosk'),
      body: doc(
        p(
          $(
            'Os quiosques ZAP ficam no átrio dos ZAP Cinemas e funcionam durante todo o horário de abertura. Em poucos toques compra o bilhete, escolhe o lugar e paga com cartão Multicaixa.',
            'ZAP kiosks stand in the ZAP Cinemas lobby and work throughout opening hours. In a few taps you buy your ticket, choose your seat and pay by Multicaixa card.',
          ),
        ),
        p(
          $(
            'No mesmo quiosque pode carregar o seu pacote ZAP Satélite ou ZAP Fibra.',
            'At the same kiosk you can top up your ZAP Satellite or ZAP Fibra package.',
          ),
        ),
      ),
      image: refs.media('cinema-kiosk'),
      imagePosition: 'right',
    },
    {
      blockType: 'featureGrid',
      heading: $('Em três passos', 'In three steps'),
      items: [
        feature(
          'film',
          $('1. Escolha o filme', '1. Pick the film'),
          $('Veja as sessões do dia e escolha a que prefere.', 'See today’s sessions and choose the one you want.'),
        ),
        feature(
          'star',
          $('2. Escolha o lugar', '2. Pick your seat'),
          $('A planta da sala mostra os lugares livres.', 'The room plan shows the free seats.'),
        ),
        feature(
          'card',
          $('3. Pague e entre', '3. Pay and go in'),
          $('Pague com Multicaixa e leve o bilhete impresso.', 'Pay by Multicaixa and take your printed ticket.'),
        ),
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes', 'Frequently asked questions'),
      items: [
        faq(
          $('Comprei na aplicação. Preciso do quiosque?', 'I bought in the app. Do I need the kiosk?'),
          $(
            'Não, o código no telemóvel chega. Se preferir o bilhete em papel, o quiosque imprime-o.',
            'No, the code on your phone is enough. If you prefer a paper ticket, the kiosk prints it.',
          ),
        ),
        faq(
          $('O quiosque aceita dinheiro?', 'Does the kiosk take cash?'),
          $('Não. Para pagar em dinheiro dirija-se à bilheteira.', 'No. To pay cash, go to the box office.'),
        ),
      ],
    },
  ],
)

const rooms = page(
  'cinema-rooms',
  `${BASE}/salas`,
  ['Salas', 'Rooms'],
  [
    ['Salas · ZAP Cinemas Shopping Avenida', 'Rooms · ZAP Cinemas Shopping Avenida'],
    [
      'As seis salas dos ZAP Cinemas no Shopping Avenida, Morro Bento, Luanda: cinco salas digitais e uma sala IMAX, com acessibilidade.',
      'The six ZAP Cinemas rooms at Shopping Avenida, Morro Bento, Luanda: five digital rooms and an IMAX room, all accessible.',
    ],
  ],
  (lang, $, refs) => [
    {
      blockType: 'mediaText',
      heading: $('As nossas salas', 'Our rooms'),
      body: doc(
        p(
          $(
            `Os ZAP Cinemas ficam no ${PLACE[0]}. São seis salas: cinco salas digitais com projeção 2D e 3D e uma sala IMAX, a maior do país.`,
            `ZAP Cinemas is at ${PLACE[1]}. There are six rooms: five digital rooms with 2D and 3D projection and an IMAX room, the largest in the country.`,
          ),
        ),
        p(
          $(
            'Desde 2018 os ZAP Cinemas estreiam cinema angolano, e aos sábados, às 18:45 e às 20:45, recebem também teatro.',
            'Since 2018 ZAP Cinemas has premiered Angolan films, and on Saturdays at 18:45 and 20:45 it hosts theatre too.',
          ),
        ),
      ),
      image: refs.media('cinema-rooms'),
      imagePosition: 'right',
      cta: { label: $('Ver filmes em cartaz', 'See what’s showing'), href: href(`${BASE}/em-exibicao`, lang) },
    },
    {
      blockType: 'featureGrid',
      heading: $('Seis salas', 'Six rooms'),
      items: [
        feature(
          'cinema',
          $('Sala 1', 'Room 1'),
          $(
            '180 lugares · 2D e 3D · som Dolby 7.1 · 4 lugares para cadeira de rodas',
            '180 seats · 2D and 3D · Dolby 7.1 sound · 4 wheelchair spaces',
          ),
        ),
        feature(
          'cinema',
          $('Sala 2', 'Room 2'),
          $(
            '160 lugares · 2D e 3D · som Dolby 7.1 · 4 lugares para cadeira de rodas',
            '160 seats · 2D and 3D · Dolby 7.1 sound · 4 wheelchair spaces',
          ),
        ),
        feature(
          'cinema',
          $('Sala 3', 'Room 3'),
          $(
            '160 lugares · 2D · som Dolby 7.1 · 4 lugares para cadeira de rodas',
            '160 seats · 2D · Dolby 7.1 sound · 4 wheelchair spaces',
          ),
        ),
        feature(
          'cinema',
          $('Sala 4', 'Room 4'),
          $(
            '120 lugares · 2D · som Dolby 5.1 · 2 lugares para cadeira de rodas',
            '120 seats · 2D · Dolby 5.1 sound · 2 wheelchair spaces',
          ),
        ),
        feature(
          'cinema',
          $('Sala 5', 'Room 5'),
          $(
            '120 lugares · 2D e 3D · som Dolby 5.1 · 2 lugares para cadeira de rodas',
            '120 seats · 2D and 3D · Dolby 5.1 sound · 2 wheelchair spaces',
          ),
        ),
        feature(
          'star',
          $('Sala IMAX', 'IMAX room'),
          $(
            '320 lugares em bancada · IMAX e IMAX 3D · projeção laser 4K · 6 lugares para cadeira de rodas',
            '320 stadium seats · IMAX and IMAX 3D · 4K laser projection · 6 wheelchair spaces',
          ),
        ),
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Acessibilidade', 'Accessibility'),
      items: [
        faq(
          $('Acesso para cadeiras de rodas', 'Wheelchair access'),
          $(
            'Todas as salas têm lugares reservados para cadeiras de rodas, ao nível da entrada, e um lugar ao lado para o acompanhante. O cinema tem acesso por elevador desde o estacionamento.',
            'Every room has reserved wheelchair spaces at entrance level, with a seat beside them for a companion. The cinema can be reached by lift from the car park.',
          ),
        ),
        faq(
          $('Casas de banho adaptadas', 'Accessible toilets'),
          $(
            'Há casas de banho adaptadas no átrio, junto à bilheteira.',
            'There are accessible toilets in the lobby, next to the box office.',
          ),
        ),
        faq(
          $('Audição e legendas', 'Hearing and subtitles'),
          $(
            'Os filmes estrangeiros são legendados em português. As salas 1 e IMAX têm anel de indução magnética para aparelhos auditivos.',
            'Foreign films are subtitled in Portuguese. Room 1 and the IMAX room have a hearing loop for hearing aids.',
          ),
        ),
        faq(
          $('Acompanhantes', 'Companions'),
          $(
            'O acompanhante de um espectador com deficiência tem bilhete gratuito, mediante apresentação de comprovativo.',
            'The companion of a disabled viewer gets a free ticket on showing proof.',
          ),
        ),
      ],
    },
    {
      blockType: 'richText',
      content: doc(
        h('h2', $('Como chegar', 'Getting here')),
        p(
          $(
            `ZAP Cinemas, ${PLACE[0]}. Estacionamento gratuito no centro comercial nas três primeiras horas. A bilheteira abre 30 minutos antes da primeira sessão.`,
            `ZAP Cinemas, ${PLACE[1]}. Free parking at the shopping centre for the first three hours. The box office opens 30 minutes before the first session.`,
          ),
        ),
      ),
    },
  ],
)

const prices = page(
  'cinema-prices',
  `${BASE}/precario`,
  ['Preçário', 'Price list'],
  [
    ['Preçário · ZAP Cinemas', 'Price list · ZAP Cinemas'],
    [
      'Preços dos bilhetes dos ZAP Cinemas em Luanda: 2D, 3D e IMAX, dias úteis e fim de semana, crianças, seniores e menus de bar.',
      'ZAP Cinemas ticket prices in Luanda: 2D, 3D and IMAX, weekdays and weekends, children, seniors and bar menus.',
    ],
  ],
  (lang, $) => [
    {
      blockType: 'priceList',
      heading: $('Preçário', 'Price list'),
      intro: $(
        'Preços por bilhete, em kwanzas, com IVA incluído. Segunda a quinta-feira: preço de semana; sexta a domingo e feriados: preço de fim de semana.',
        'Prices per ticket, in kwanzas, VAT included. Monday to Thursday: weekday price; Friday to Sunday and public holidays: weekend price.',
      ),
      groups: [
        {
          title: $('Bilhetes 2D', '2D tickets'),
          rows: [
            { label: $('Adulto, segunda a quinta', 'Adult, Monday to Thursday'), price: 3595 },
            { label: $('Adulto, sexta a domingo e feriados', 'Adult, Friday to Sunday and holidays'), price: 4500 },
            { label: $('Criança', 'Child'), note: $('Até aos 12 anos', 'Up to 12 years old'), price: 2500 },
            { label: $('Sénior', 'Senior'), note: $('A partir dos 65 anos', 'From 65 years old'), price: 2500 },
            {
              label: $('Estudante', 'Student'),
              note: $('Com cartão de estudante válido', 'With a valid student card'),
              price: 3000,
            },
          ],
        },
        {
          title: $('Bilhetes 3D', '3D tickets'),
          rows: [
            {
              label: $('Adulto, segunda a quinta', 'Adult, Monday to Thursday'),
              note: $('Óculos 3D incluídos', '3D glasses included'),
              price: 4500,
            },
            {
              label: $('Adulto, sexta a domingo e feriados', 'Adult, Friday to Sunday and holidays'),
              note: $('Óculos 3D incluídos', '3D glasses included'),
              price: 5500,
            },
            { label: $('Criança ou sénior', 'Child or senior'), price: 3500 },
          ],
        },
        {
          title: 'IMAX',
          rows: [
            { label: $('Adulto, segunda a quinta', 'Adult, Monday to Thursday'), price: 7500 },
            { label: $('Adulto, sexta a domingo e feriados', 'Adult, Friday to Sunday and holidays'), price: 9000 },
            { label: $('Criança ou sénior', 'Child or senior'), price: 6000 },
            { label: $('Suplemento IMAX 3D', 'IMAX 3D supplement'), price: 1000 },
          ],
        },
        {
          title: $('Menus do bar', 'Bar menus'),
          rows: [
            {
              label: $('Menu médio', 'Medium menu'),
              note: $('Pipocas médias e bebida de 50 cl', 'Medium popcorn and a 50 cl drink'),
              price: 3200,
            },
            {
              label: $('Menu grande', 'Large menu'),
              note: $('Pipocas grandes e duas bebidas de 50 cl', 'Large popcorn and two 50 cl drinks'),
              price: 5500,
            },
            {
              label: $('Menu criança', 'Kids’ menu'),
              note: $('Pipocas pequenas, sumo e surpresa', 'Small popcorn, juice and a surprise'),
              price: 2500,
            },
            {
              label: $('Menu IMAX', 'IMAX menu'),
              note: $(
                'Bilhete IMAX, pipocas médias e bebida, segunda a quinta',
                'IMAX ticket, medium popcorn and a drink, Monday to Thursday',
              ),
              price: 9900,
            },
          ],
        },
      ],
      footnote: $(
        'Preços ilustrativos, sujeitos a alteração. Os descontos de criança, sénior e estudante não se acumulam com campanhas. Às terças-feiras, dois bilhetes 2D pelo preço de um.',
        'Illustrative prices, subject to change. Child, senior and student discounts cannot be combined with campaigns. On Tuesdays, two 2D tickets for the price of one.',
      ),
    },
    {
      blockType: 'richText',
      content: doc(
        h('h2', $('Poupe mais', 'Save more')),
        p(
          $('Veja as ', 'See the '),
          link($('campanhas em vigor', 'current campaigns'), href(`${BASE}/campanhas`, lang)),
          $(', acumule pontos com o ', ', collect points with the '),
          link($('cartão de pontos', 'points card'), href(`${SERVICES}/points-card`, lang)),
          $(' e ofereça ', ' and give '),
          link($('cheques cinema', 'movie checks'), href(`${SERVICES}/movie-checks`, lang)),
          '.',
        ),
      ),
    },
  ],
)

const customerCard = page(
  'cinema-customer-card',
  `${BASE}/customer-card`,
  ['Cartão Cliente', 'Customer card'],
  [
    ['Cartão Cliente · ZAP Cinemas', 'Customer card · ZAP Cinemas'],
    [
      'O Cartão Cliente ZAP Cinemas é gratuito e dá descontos no bar, preços especiais às segundas-feiras e acesso ao cartão de pontos.',
      'The ZAP Cinemas customer card is free and gives bar discounts, special Monday prices and access to the points card.',
    ],
  ],
  (lang, $, refs) => [
    {
      blockType: 'mediaText',
      heading: $('Cartão Cliente ZAP Cinemas', 'ZAP Cinemas customer card'),
      body: doc(
        p(
          $(
            'O Cartão Cliente é o seu cartão de espectador dos ZAP Cinemas. É gratuito, pessoal e dá vantagens desde o primeiro dia. Também é nele que acumula os pontos do cartão de pontos.',
            'The customer card is your ZAP Cinemas viewer card. It is free, personal and gives perks from day one. It is also where your points card points are collected.',
          ),
        ),
        p(
          $(
            'Clientes ZAP Satélite e ZAP Fibra têm ainda um bilhete 2D oferecido no mês de adesão ao cartão.',
            'ZAP Satellite and ZAP Fibra customers also get a free 2D ticket in the month they join.',
          ),
        ),
      ),
      image: refs.media('cinema-card'),
      imagePosition: 'right',
    },
    {
      blockType: 'featureGrid',
      heading: $('Vantagens', 'Perks'),
      items: [
        feature(
          'card',
          $('10% no bar', '10% off at the bar'),
          $('Em todos os menus e produtos do bar, todos os dias.', 'On every bar menu and product, every day.'),
        ),
        feature(
          'calendar',
          $('Segundas especiais', 'Special Mondays'),
          $('Bilhete 2D a 3.000,00 Kz às segundas-feiras.', '2D tickets at 3.000,00 Kz on Mondays.'),
        ),
        feature(
          'star',
          $('Reserva prioritária', 'Priority booking'),
          $(
            'Compre bilhetes para as estreias um dia antes de todos.',
            'Buy premiere tickets a day before everyone else.',
          ),
        ),
        feature(
          'gift',
          $('Pontos', 'Points'),
          $('Acumule pontos e troque-os por bilhetes e menus.', 'Collect points and swap them for tickets and menus.'),
        ),
      ],
    },
    {
      blockType: 'accordion',
      heading: $('Perguntas frequentes', 'Frequently asked questions'),
      items: [
        faq(
          $('Como peço o cartão?', 'How do I get the card?'),
          $(
            'Na bilheteira dos ZAP Cinemas, com um documento de identificação. O cartão é entregue na hora.',
            'At the ZAP Cinemas box office, with an ID document. You get the card on the spot.',
          ),
        ),
        faq(
          $('Tem algum custo?', 'Does it cost anything?'),
          $(
            'Não. O cartão é gratuito; a segunda via custa 1.000,00 Kz.',
            'No. The card is free; a replacement costs 1.000,00 Kz.',
          ),
        ),
        faq(
          $('Posso usá-lo na aplicação?', 'Can I use it in the app?'),
          $(
            'Sim. Associe o número do cartão à sua conta na aplicação ZAP Cinemas.',
            'Yes. Link the card number to your account in the ZAP Cinemas app.',
          ),
        ),
      ],
    },
    {
      blockType: 'richText',
      content: doc(
        p(
          $('Saiba como funcionam os ', 'Find out how '),
          link($('pontos do cartão', 'card points'), href(`${SERVICES}/points-card`, lang)),
          $('.', ' work.'),
        ),
      ),
    },
  ],
)

const campaigns = page(
  'cinema-campaigns',
  `${BASE}/campanhas`,
  ['Campanhas', 'Campaigns'],
  [
    ['Campanhas · ZAP Cinemas', 'Campaigns · ZAP Cinemas'],
    [
      'As campanhas em vigor nos ZAP Cinemas em Luanda: bilhetes 2 por 1, menus IMAX e sessões de férias para a família.',
      'Current campaigns at ZAP Cinemas in Luanda: two-for-one tickets, IMAX menus and holiday sessions for the family.',
    ],
  ],
  (_lang, $) => [
    {
      blockType: 'campaignList',
      heading: $('Campanhas ZAP Cinemas', 'ZAP Cinemas campaigns'),
      intro: $(
        'Aproveite as campanhas em vigor. Cada campanha tem datas e condições próprias.',
        'Make the most of the current campaigns. Each campaign has its own dates and conditions.',
      ),
      service: 'cinema',
    },
  ],
  true,
)

const news = page(
  'cinema-news',
  `${BASE}/news`,
  ['Notícias', 'News'],
  [
    ['Notícias · ZAP Cinemas', 'News · ZAP Cinemas'],
    [
      'Estreias, antestreias, festivais e novidades dos ZAP Cinemas em Luanda, contadas pela ZAP.',
      'Premieres, previews, festivals and news from ZAP Cinemas in Luanda, told by ZAP.',
    ],
  ],
  (_lang, $) => [
    {
      blockType: 'newsList',
      heading: $('Notícias ZAP Cinemas', 'ZAP Cinemas news'),
      intro: $(
        'Estreias, antestreias e o que acontece nas nossas salas.',
        'Premieres, previews and what is happening in our rooms.',
      ),
      category: 'cinema',
      pageSize: 6,
      paginate: false,
    },
  ],
)

/** The cinema area's pages of a country: ZAP Cinemas are in Angola only. */
export function cinemaPages(country: CountryCode): SeedPage[] {
  if (country !== 'ao') return []
  return [
    nowShowing,
    imax,
    services,
    application,
    birthday,
    exclusive,
    movieChecks,
    pointsCard,
    roomRental,
    kiosk,
    rooms,
    prices,
    customerCard,
    campaigns,
    news,
  ]
}
