import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { News } from '@/cms/payload-types'
import { doc, h, link, p } from '@/cms/seed/lexical'
import { PAYMENT_ANCHORS, paymentsLink } from './pages-satellite'

/** One article in both languages; `image` is a seed media key. Filled by the corporate area. */
export type SeedNews = {
  slug: string
  publishedAt: string
  category: News['category']
  featured?: boolean
  image?: string
  pt: { title: string; excerpt: string; body: News['body'] }
  en: { title: string; excerpt: string; body: News['body'] }
}

/** A paragraph built with `p` (one with links in it). */
type Paragraph = ReturnType<typeof p>
type Copy = [title: string, excerpt: string, ...body: (string | Paragraph)[]]
type Options = { featured?: boolean; image?: string }

/** A body in short prose: each string a paragraph, "## " a subheading; a built paragraph as it is. */
const bodyOf = (lines: (string | Paragraph)[]): News['body'] =>
  doc(
    ...lines.map((line) =>
      typeof line !== 'string' ? line : line.startsWith('## ') ? h('h2', line.slice(3)) : p(line),
    ),
  )

function article(
  slug: string,
  day: string,
  category: News['category'],
  options: Options,
  pt: Copy,
  en: Copy,
): SeedNews {
  const [ptTitle, ptExcerpt, ...ptBody] = pt
  const [enTitle, enExcerpt, ...enBody] = en
  return {
    slug,
    category,
    featured: options.featured,
    image: options.image,
    // Midday in Luanda/Maputo, so the date reads the same in both countries' time zones.
    publishedAt: `${day}T11:00:00.000Z`,
    pt: { title: ptTitle, excerpt: ptExcerpt, body: bodyOf(ptBody) },
    en: { title: enTitle, excerpt: enExcerpt, body: bodyOf(enBody) },
  }
}

/** Angola: company news, Vidas ZAP and ZAP Cinemas (the cinema area lists the 'cinema' ones). Fixed dates, newest first. */
const ANGOLA: SeedNews[] = [
  article(
    'orbita-zero-estreia-no-imax',
    '2026-11-06',
    'cinema',
    { featured: true, image: 'corporate-imax' },
    [
      'Órbita Zero estreia na sala IMAX dos ZAP Cinemas',
      'A ficção científica com protagonista angolana chega ao ecrã IMAX do Shopping Avenida, no Morro Bento, com sessões todos os dias.',
      'Os ZAP Cinemas estreiam esta semana Órbita Zero, filmado de raiz para o formato IMAX. A sala do Shopping Avenida, no Morro Bento, tem sessões diárias à tarde e à noite.',
      '## Bilhetes',
      'Os bilhetes estão à venda na bilheteira e nos quiosques ZAP Kiosk do cinema. Os titulares do cartão de pontos acumulam pontos a dobrar na semana de estreia.',
    ],
    [
      'Órbita Zero opens in the ZAP Cinemas IMAX room',
      'The science-fiction film with an Angolan lead comes to the IMAX screen at Shopping Avenida, Morro Bento, with sessions every day.',
      'ZAP Cinemas opens Órbita Zero this week, a film shot for the IMAX format from the start. The Shopping Avenida room in Morro Bento has daily afternoon and evening sessions.',
      '## Tickets',
      'Tickets are on sale at the box office and at the cinema’s ZAP Kiosk machines. Points card holders earn double points in the opening week.',
    ],
  ),
  article(
    'cantinho-da-leitura-chega-a-viana',
    '2026-10-15',
    'vida-zap',
    { image: 'corporate-reading' },
    [
      'Cantinho da Leitura chega a Viana',
      'O Lar da Esperança, em Viana, recebeu um espaço de leitura com 600 livros, estantes e almofadas, oferecido pela Vidas ZAP.',
      'A Vidas ZAP inaugurou mais um Cantinho da Leitura, desta vez no Lar da Esperança, em Viana, onde vivem 48 crianças e jovens.',
      'Os livros foram escolhidos com os educadores do lar e incluem autores angolanos, banda desenhada e manuais escolares. Voluntários da ZAP vão ler com as crianças uma vez por mês.',
    ],
    [
      'Cantinho da Leitura comes to Viana',
      'The Lar da Esperança children’s home in Viana received a reading corner with 600 books, shelves and cushions from Vidas ZAP.',
      'Vidas ZAP has opened another Cantinho da Leitura reading corner, this time at the Lar da Esperança in Viana, home to 48 children and young people.',
      'The books were chosen with the home’s educators and include Angolan authors, comics and school books. ZAP volunteers will read with the children once a month.',
    ],
  ),
  article(
    'zap-fibra-alarga-cobertura-luanda',
    '2026-09-22',
    'empresa',
    { image: 'campaign-fibra-velocidade' },
    [
      'ZAP Fibra chega a mais bairros de Luanda',
      'A rede de fibra ótica da ZAP alarga-se a novas zonas de Talatona e do Kilamba. Confirme a cobertura da sua morada online.',
      'A ZAP Fibra concluiu a instalação de rede em novas zonas de Talatona e da centralidade do Kilamba, o que permite ligar mais alguns milhares de casas à internet por fibra com televisão incluída.',
      'Quem mora nestas zonas pode pedir a pesquisa de cobertura no site: a equipa comercial liga de volta com a resposta e marca a instalação.',
    ],
    [
      'ZAP Fibra reaches more Luanda neighbourhoods',
      'ZAP’s fibre-optic network extends to new areas of Talatona and Kilamba. Check coverage at your address online.',
      'ZAP Fibra has finished building its network in new areas of Talatona and the Kilamba centrality, so a few thousand more homes can get fibre internet with television included.',
      'People living in these areas can request a coverage survey on the website: the sales team calls back with the answer and books the installation.',
    ],
  ),
  article(
    'antestreia-o-ultimo-semba',
    '2026-08-30',
    'cinema',
    { image: 'corporate-premiere' },
    [
      'Antestreia de O Último Semba enche os ZAP Cinemas',
      'Realizador, elenco e convidados estiveram no Morro Bento para a antestreia do novo filme angolano, que fica em cartaz a partir de sexta-feira.',
      'Os ZAP Cinemas receberam a antestreia de O Último Semba, um drama musical rodado em Luanda e em Benguela. A sessão esgotou e terminou com uma conversa entre o público e o elenco.',
      'Desde 2018 os ZAP Cinemas estreiam filmes angolanos em sala, e este é o terceiro deste ano.',
    ],
    [
      'O Último Semba premiere fills ZAP Cinemas',
      'The director, cast and guests came to Morro Bento for the premiere of the new Angolan film, showing from Friday.',
      'ZAP Cinemas hosted the premiere of O Último Semba, a musical drama shot in Luanda and Benguela. The screening sold out and ended with a talk between the audience and the cast.',
      'ZAP Cinemas has premiered Angolan films since 2018, and this is the third one this year.',
    ],
  ),
  article(
    'stars-on-stage-castings-2026',
    '2026-07-18',
    'empresa',
    { featured: true, image: 'tv-stars-on-stage' },
    [
      'Stars on Stage regressa com castings em cinco províncias',
      'O concurso de canto da ZAP Viva procura novas vozes em Luanda, Benguela, Huíla, Huambo e Cabinda.',
      'Os castings da nova temporada do Stars on Stage decorrem entre agosto e setembro. Podem participar cantores a partir dos 18 anos, a solo ou em dupla.',
      '## Como participar',
      'A inscrição é gratuita. Os selecionados nos castings seguem para as galas em direto na ZAP Viva.',
    ],
    [
      'Stars on Stage returns with castings in five provinces',
      'ZAP Viva’s singing contest is looking for new voices in Luanda, Benguela, Huíla, Huambo and Cabinda.',
      'Castings for the new Stars on Stage season run from August to September. Singers aged 18 and over can take part, solo or as a duo.',
      '## How to take part',
      'Entry is free. Those selected at the castings go on to the live shows on ZAP Viva.',
    ],
  ),
  article(
    'vidas-zap-kits-escolares',
    '2026-06-05',
    'vida-zap',
    { image: 'corporate-children-home' },
    [
      'Vidas ZAP entrega kits escolares em 70 lares de infância',
      'Cadernos, mochilas e material de desenho chegaram a cerca de 3 000 crianças antes do novo ano letivo.',
      'A Vidas ZAP, o programa social da ZAP criado em 2013, entregou kits escolares aos cerca de 70 lares de infância que apoia em Angola.',
      'A distribuição contou com colaboradores voluntários da ZAP em todas as províncias onde a empresa tem lojas.',
    ],
    [
      'Vidas ZAP delivers school kits to 70 children’s homes',
      'Notebooks, backpacks and drawing materials reached about 3,000 children before the new school year.',
      'Vidas ZAP, the social programme ZAP created in 2013, delivered school kits to the roughly 70 children’s homes it supports in Angola.',
      'ZAP staff volunteers helped with the deliveries in every province where the company has stores.',
    ],
  ),
  article(
    'zap-assinala-16-anos',
    '2026-04-01',
    'empresa',
    { featured: true, image: 'corporate-15-anos' },
    [
      'A ZAP assinala 16 anos com uma semana de canais abertos',
      'Para agradecer aos clientes, todos os canais do pacote Premium ficam abertos de 1 a 7 de abril.',
      'A 1 de abril de 2010 a ZAP começou a emitir em Angola. Dezasseis anos depois, leva televisão a milhões de lares e é também fibra ótica e cinema.',
      'Durante a semana de aniversário, todos os clientes com o pacote ativo veem os canais do Premium sem pagar mais.',
    ],
    [
      'ZAP turns 16 with a week of free channels',
      'To thank its customers, every Premium package channel is open from 1 to 7 April.',
      'On 1 April 2010 ZAP started broadcasting in Angola. Sixteen years on, it brings television to millions of homes and also offers fibre and cinema.',
      'During the anniversary week, every customer with an active package can watch the Premium channels at no extra cost.',
    ],
  ),
  article(
    'nova-loja-zap-lubango',
    '2026-02-20',
    'empresa',
    { image: 'home-spot-stores' },
    [
      'Nova loja ZAP no Lubango',
      'A nova loja no centro do Lubango faz carregamentos, vendas de kits e assistência técnica, de segunda a sábado.',
      'A ZAP abriu uma nova loja no centro do Lubango, com mais espaço e mais balcões de atendimento.',
      'Na loja pode carregar o seu pacote, comprar um kit de satélite, trocar equipamento e pedir assistência técnica. Veja a morada e o horário em Encontrar lojas.',
    ],
    [
      'New ZAP store in Lubango',
      'The new store in central Lubango handles top-ups, kit sales and technical support, Monday to Saturday.',
      'ZAP has opened a new store in central Lubango, with more room and more service desks.',
      'At the store you can top up your package, buy a satellite kit, swap equipment and ask for technical support. See the address and opening hours under Find stores.',
    ],
  ),
  article(
    'imax-recorde-de-espectadores',
    '2026-01-12',
    'cinema',
    { image: 'corporate-imax' },
    [
      'Sala IMAX dos ZAP Cinemas bate recorde de espectadores',
      'Em 2025 a sala IMAX do Morro Bento recebeu mais espectadores do que em qualquer ano desde a abertura, em 2016.',
      'A sala IMAX dos ZAP Cinemas, aberta em 2016, teve em 2025 o seu melhor ano. As estreias de ação e de animação foram as mais procuradas.',
      'Para 2026 estão previstas sessões especiais às terças-feiras e ciclos dedicados ao cinema angolano.',
    ],
    [
      'ZAP Cinemas IMAX room sets an audience record',
      'In 2025 the Morro Bento IMAX room welcomed more viewers than in any year since it opened in 2016.',
      'The ZAP Cinemas IMAX room, open since 2016, had its best year in 2025. Action and animation premieres were the most popular.',
      'Special Tuesday screenings and seasons dedicated to Angolan cinema are planned for 2026.',
    ],
  ),
  article(
    'natal-solidario-vidas-zap-2025',
    '2025-12-10',
    'vida-zap',
    { image: 'corporate-children-home' },
    [
      'Natal solidário: colaboradores ZAP visitam lares em Luanda e Benguela',
      'Equipas de voluntários da ZAP levaram presentes, lanches e uma sessão de cinema a lares de infância apoiados pela Vidas ZAP.',
      'Mais de 200 colaboradores participaram no Natal solidário da Vidas ZAP, com visitas a lares de infância em Luanda e em Benguela.',
      'Cada visita incluiu a entrega de presentes, um lanche e a projeção de um filme de animação.',
    ],
    [
      'Christmas of giving: ZAP staff visit homes in Luanda and Benguela',
      'Teams of ZAP volunteers brought gifts, snacks and a film screening to children’s homes supported by Vidas ZAP.',
      'More than 200 staff took part in the Vidas ZAP Christmas of giving, visiting children’s homes in Luanda and Benguela.',
      'Each visit included gifts, a snack and the screening of an animated film.',
    ],
  ),
  article(
    'zap-facilita-kit-em-prestacoes',
    '2025-10-28',
    'empresa',
    { image: 'campaign-sat-kit' },
    [
      'ZAP Facilita: o kit de satélite em prestações',
      'Com o ZAP Facilita pode levar o kit para casa e pagá-lo em prestações, juntamente com o carregamento do pacote.',
      'O ZAP Facilita permite comprar o kit de satélite (antena, descodificador e instalação) em prestações mensais.',
      'A adesão faz-se numa loja ZAP, com o documento de identificação e um comprovativo de morada.',
    ],
    [
      'ZAP Facilita: the satellite kit in instalments',
      'With ZAP Facilita you can take the kit home and pay for it in instalments, together with your package top-up.',
      'ZAP Facilita lets you buy the satellite kit (dish, decoder and installation) in monthly instalments.',
      'Sign up at a ZAP store with your identity document and proof of address.',
    ],
  ),
  article(
    'cantinho-da-leitura-25-espacos',
    '2025-09-15',
    'vida-zap',
    { image: 'corporate-reading' },
    [
      'Cantinho da Leitura soma 25 espaços abertos',
      'O projeto de leitura da Vidas ZAP chegou ao 25.º espaço, com mais de 12 000 livros entregues desde o início.',
      'O Cantinho da Leitura leva livros e um lugar tranquilo para ler a lares de infância e escolas. O 25.º espaço abriu em Benguela.',
      'Editoras, livrarias e colaboradores da ZAP continuam a doar livros ao projeto.',
    ],
    [
      'Cantinho da Leitura reaches 25 reading corners',
      'The Vidas ZAP reading project has opened its 25th corner, with more than 12,000 books delivered since it began.',
      'Cantinho da Leitura brings books and a quiet place to read to children’s homes and schools. The 25th corner opened in Benguela.',
      'Publishers, bookshops and ZAP staff keep donating books to the project.',
    ],
  ),
  article(
    'laliga-na-zap-nova-epoca',
    '2025-07-30',
    'empresa',
    { image: 'tv-football' },
    [
      'LaLiga na ZAP: a nova época com todos os jogos',
      'O canal LaLiga na ZAP transmite todos os jogos do campeonato espanhol, com relato em português.',
      'A nova época do campeonato espanhol começa em agosto e pode ser vista por inteiro no canal LaLiga na ZAP.',
      'O canal faz parte dos pacotes Plus e Premium.',
    ],
    [
      'LaLiga on ZAP: the new season, every match',
      'The LaLiga na ZAP channel shows every Spanish league match, with Portuguese commentary.',
      'The new Spanish league season starts in August and can be watched in full on the LaLiga na ZAP channel.',
      'The channel is included in the Plus and Premium packages.',
    ],
  ),
  article(
    'concerto-15-anos-zap',
    '2025-06-14',
    'empresa',
    { featured: true, image: 'corporate-15-anos' },
    [
      'A ZAP fecha os 15 anos com um concerto em Luanda',
      'Milhares de pessoas assistiram ao concerto gratuito que encerrou as celebrações dos 15 anos da ZAP, com transmissão em direto na ZAP Viva.',
      'O concerto dos 15 anos juntou artistas angolanos de várias gerações na marginal de Luanda e foi transmitido em direto na ZAP Viva.',
      'Foi o ponto final de um ano de celebrações que começou a 1 de abril, dia do 15.º aniversário.',
    ],
    [
      'ZAP closes its 15th year with a concert in Luanda',
      'Thousands watched the free concert that closed ZAP’s 15th anniversary celebrations, broadcast live on ZAP Viva.',
      'The 15th anniversary concert brought together Angolan artists of several generations on the Luanda seafront and was broadcast live on ZAP Viva.',
      'It closed a year of celebrations that began on 1 April, the 15th anniversary.',
    ],
  ),
]

/** Mozambique: company news and Vidas ZAP (no cinema). Fixed dates, newest first. */
const MOZAMBIQUE: SeedNews[] = [
  article(
    'zap-novelas-estreia-mar-de-segredos',
    '2026-11-03',
    'empresa',
    { featured: true, image: 'home-spot-novelas' },
    [
      'ZAP Novelas estreia Mar de Segredos',
      'A nova novela chega dobrada em português, de segunda a sábado, no ZAP Novelas.',
      'O ZAP Novelas estreia Mar de Segredos, uma história de famílias rivais numa vila piscatória. Os episódios são transmitidos de segunda a sábado, ao fim da tarde, com repetição no dia seguinte.',
      'Veja a programação completa na página do ZAP Novelas.',
    ],
    [
      'ZAP Novelas premieres Mar de Segredos',
      'The new novela arrives dubbed in Portuguese, Monday to Saturday, on ZAP Novelas.',
      'ZAP Novelas premieres Mar de Segredos, a story of rival families in a fishing village. Episodes air Monday to Saturday in the early evening, repeated the next day.',
      'See the full schedule on the ZAP Novelas page.',
    ],
  ),
  article(
    'cantinho-da-leitura-matola',
    '2026-10-09',
    'vida-zap',
    { image: 'corporate-reading' },
    [
      'Cantinho da Leitura inaugura espaço na Matola',
      'Um centro de acolhimento da Matola recebeu estantes, 500 livros e um espaço de leitura oferecidos pela Vidas ZAP.',
      'A Vidas ZAP abriu um novo Cantinho da Leitura na Matola, num centro de acolhimento que recebe 40 crianças.',
      'Os livros incluem autores moçambicanos, contos tradicionais e livros escolares, escolhidos com os educadores.',
    ],
    [
      'Cantinho da Leitura opens a corner in Matola',
      'A care centre in Matola received shelves, 500 books and a reading corner from Vidas ZAP.',
      'Vidas ZAP has opened a new Cantinho da Leitura in Matola, at a care centre that looks after 40 children.',
      'The books include Mozambican authors, traditional tales and school books, chosen with the educators.',
    ],
  ),
  article(
    'carregamentos-mpesa-emola',
    '2026-09-01',
    'empresa',
    { image: 'home-ad-topup' },
    [
      'Carregamentos por M-Pesa e e-Mola ativos em minutos',
      'Quem carrega o pacote pelo telemóvel passa a ver os canais ativos poucos minutos depois do pagamento.',
      'A Mstar-ZAP Moçambique melhorou a ligação aos pagamentos móveis: um carregamento feito por M-Pesa ou e-Mola ativa agora os canais em poucos minutos.',
      'Tenha à mão o número do cartão de cliente, que está no cartão do descodificador.',
      p(
        'Os passos e os números para pagar estão em Carregamentos e pagamentos: ',
        link('pagar com M-Pesa', paymentsLink('pt', PAYMENT_ANCHORS.mpesa)),
        ' ou ',
        link('pagar com e-Mola', paymentsLink('pt', PAYMENT_ANCHORS.emola)),
        '.',
      ),
    ],
    [
      'M-Pesa and e-Mola top-ups active within minutes',
      'Top up your package by phone and your channels are on a few minutes after you pay.',
      'Mstar-ZAP Moçambique has improved its link to mobile payments: a top-up made with M-Pesa or e-Mola now switches the channels on within minutes.',
      'Have your customer card number to hand; it is on the card in your decoder.',
      p(
        'The steps and the numbers to pay to are on Top-ups and payments: ',
        link('pay with M-Pesa', paymentsLink('en', PAYMENT_ANCHORS.mpesa)),
        ' or ',
        link('pay with e-Mola', paymentsLink('en', PAYMENT_ANCHORS.emola)),
        '.',
      ),
    ],
  ),
  article(
    'nova-loja-zap-beira',
    '2026-07-25',
    'empresa',
    { image: 'home-spot-stores' },
    [
      'Nova loja ZAP na Beira',
      'A loja da Beira mudou-se para um espaço maior, com atendimento de segunda a sábado.',
      'A loja ZAP da Beira tem nova morada, com mais balcões e uma zona de demonstração dos pacotes.',
      'Pode carregar, comprar o kit de satélite e pedir assistência técnica. A morada e o horário estão em Encontrar lojas.',
    ],
    [
      'New ZAP store in Beira',
      'The Beira store has moved to a larger space, open Monday to Saturday.',
      'The ZAP store in Beira has a new address, with more service desks and an area to try out the packages.',
      'You can top up, buy the satellite kit and ask for technical support. The address and opening hours are under Find stores.',
    ],
  ),
  article(
    'vidas-zap-dia-da-crianca-2026',
    '2026-06-02',
    'vida-zap',
    { image: 'corporate-children-home' },
    [
      'Dia da Criança com a Vidas ZAP em Maputo',
      'Voluntários da ZAP passaram o 1 de junho com as crianças de três lares de Maputo, com jogos, lanche e cinema.',
      'No Dia Internacional da Criança, equipas de voluntários da Mstar-ZAP Moçambique visitaram três lares de infância de Maputo.',
      'Houve jogos, um lanche partilhado e a projeção de um filme de animação.',
    ],
    [
      'Children’s Day with Vidas ZAP in Maputo',
      'ZAP volunteers spent 1 June with the children of three Maputo homes, with games, snacks and a film.',
      'On International Children’s Day, volunteer teams from Mstar-ZAP Moçambique visited three children’s homes in Maputo.',
      'There were games, a shared snack and the screening of an animated film.',
    ],
  ),
  article(
    'stars-on-stage-mocambique-inscricoes',
    '2026-05-12',
    'empresa',
    { featured: true, image: 'tv-stars-on-stage' },
    [
      'Stars on Stage abre inscrições em Moçambique',
      'O concurso de canto procura vozes em Maputo, Beira e Nampula. A inscrição é gratuita.',
      'As inscrições para a nova temporada do Stars on Stage estão abertas a cantores a partir dos 18 anos.',
      'Os castings decorrem em junho em Maputo, na Beira e em Nampula; os selecionados seguem para as galas transmitidas pela ZAP.',
    ],
    [
      'Stars on Stage opens entries in Mozambique',
      'The singing contest is looking for voices in Maputo, Beira and Nampula. Entry is free.',
      'Entries for the new Stars on Stage season are open to singers aged 18 and over.',
      'Castings take place in June in Maputo, Beira and Nampula; those selected go on to the shows broadcast by ZAP.',
    ],
  ),
  article(
    'zap-viva-novo-magazine',
    '2026-03-20',
    'empresa',
    { image: 'home-ad-viva' },
    [
      'ZAP Viva estreia um magazine semanal',
      'Música, moda e histórias de quem faz acontecer, todos os sábados à tarde na ZAP Viva.',
      'A ZAP Viva estreia um magazine semanal com reportagens em Moçambique e em Angola.',
      'O programa passa aos sábados à tarde, com repetição ao domingo de manhã.',
    ],
    [
      'ZAP Viva launches a weekly magazine show',
      'Music, fashion and stories of people who make things happen, every Saturday afternoon on ZAP Viva.',
      'ZAP Viva launches a weekly magazine show with reports from Mozambique and Angola.',
      'It airs on Saturday afternoons and is repeated on Sunday mornings.',
    ],
  ),
  article(
    'zap-max-novos-canais',
    '2026-02-05',
    'empresa',
    { image: 'tv-highlights' },
    [
      'Pacote ZAP Max ganha quatro novos canais',
      'Documentários, desenhos animados e dois canais de séries passam a fazer parte do ZAP Max, sem aumento de preço.',
      'Os clientes do pacote ZAP Max têm, a partir deste mês, quatro novos canais: dois de séries, um de documentários e um infantil.',
      'Os novos canais aparecem automaticamente no descodificador; basta procurar na lista de canais.',
    ],
    [
      'ZAP Max package gains four new channels',
      'Documentaries, cartoons and two series channels join ZAP Max, at no extra cost.',
      'From this month ZAP Max customers get four new channels: two series channels, one documentary channel and one for children.',
      'The new channels appear on the decoder automatically; just look them up in the channel list.',
    ],
  ),
  article(
    'natal-solidario-mocambique-2025',
    '2025-12-15',
    'vida-zap',
    { image: 'corporate-children-home' },
    [
      'Natal solidário em Maputo e Nampula',
      'A Vidas ZAP levou presentes e uma tarde de festa a lares de infância de Maputo e de Nampula.',
      'Colaboradores da Mstar-ZAP Moçambique juntaram presentes para as crianças de lares apoiados pela Vidas ZAP.',
      'As entregas fizeram-se em Maputo e em Nampula, com lanche e música.',
    ],
    [
      'Christmas of giving in Maputo and Nampula',
      'Vidas ZAP brought gifts and an afternoon party to children’s homes in Maputo and Nampula.',
      'Mstar-ZAP Moçambique staff collected gifts for the children of homes supported by Vidas ZAP.',
      'The gifts were delivered in Maputo and Nampula, with snacks and music.',
    ],
  ),
  article(
    'rede-de-agentes-reforcada',
    '2025-11-10',
    'empresa',
    { featured: true, image: 'corporate-agent' },
    [
      'Mais agentes ZAP nas províncias',
      'A rede de agentes autorizados cresceu em Sofala, Nampula e Tete: mais sítios perto de si para carregar e comprar o kit.',
      'A Mstar-ZAP Moçambique reforçou a rede de agentes autorizados, sobretudo em Sofala, Nampula e Tete.',
      'Os agentes fazem carregamentos, vendem kits e encaminham pedidos de assistência. Quer ser agente? Veja a página Ser agente ZAP.',
    ],
    [
      'More ZAP agents in the provinces',
      'The authorised agent network has grown in Sofala, Nampula and Tete: more places near you to top up and buy the kit.',
      'Mstar-ZAP Moçambique has expanded its network of authorised agents, especially in Sofala, Nampula and Tete.',
      'Agents handle top-ups, sell kits and pass on support requests. Want to become an agent? See the Become a ZAP agent page.',
    ],
  ),
  article(
    'futebol-europeu-nova-epoca',
    '2025-10-01',
    'empresa',
    { image: 'tv-football' },
    [
      'Futebol europeu na ZAP: arranca a nova época',
      'A Ligue 1 e a LaLiga estão de volta aos canais ZAP, com relato em português.',
      'A nova época dos campeonatos francês e espanhol já começou e pode ser vista nos canais ZAP Ligue 1 e LaLiga na ZAP.',
      'Os dois canais fazem parte dos pacotes Plus e Premium.',
    ],
    [
      'European football on ZAP: the new season kicks off',
      'Ligue 1 and LaLiga are back on the ZAP channels, with Portuguese commentary.',
      'The new French and Spanish league seasons have started and can be watched on ZAP Ligue 1 and LaLiga na ZAP.',
      'Both channels are in the Plus and Premium packages.',
    ],
  ),
  article(
    'cantinho-da-leitura-10-mil-livros',
    '2025-08-20',
    'vida-zap',
    { image: 'corporate-reading' },
    [
      'Cantinho da Leitura: 10 000 livros entregues em Moçambique',
      'Desde o arranque, o projeto de leitura da Vidas ZAP entregou 10 000 livros a lares e escolas moçambicanas.',
      'O Cantinho da Leitura chegou aos 10 000 livros entregues em Moçambique, em espaços de leitura de lares de infância e de escolas.',
      'O próximo espaço abre em Quelimane no final do ano.',
    ],
    [
      'Cantinho da Leitura: 10,000 books delivered in Mozambique',
      'Since it began, the Vidas ZAP reading project has delivered 10,000 books to Mozambican homes and schools.',
      'Cantinho da Leitura has now delivered 10,000 books in Mozambique, to reading corners in children’s homes and schools.',
      'The next corner opens in Quelimane at the end of the year.',
    ],
  ),
  article(
    'whatsapp-todos-os-dias',
    '2025-07-07',
    'empresa',
    {},
    [
      'Apoio ao cliente por WhatsApp todos os dias',
      'O atendimento por WhatsApp passa a funcionar sete dias por semana, das 8h às 20h.',
      'Os clientes ZAP em Moçambique podem agora falar com o apoio ao cliente por WhatsApp todos os dias, incluindo fins de semana e feriados.',
      'O número está na página de contactos e no botão de contacto do site.',
    ],
    [
      'WhatsApp customer support every day',
      'WhatsApp support is now open seven days a week, from 8am to 8pm.',
      'ZAP customers in Mozambique can now reach customer support on WhatsApp every day, weekends and public holidays included.',
      'The number is on the contacts page and in the website’s contact button.',
    ],
  ),
  article(
    'zap-15-anos-mocambique',
    '2025-06-10',
    'empresa',
    { featured: true, image: 'corporate-15-anos' },
    [
      'Quinze anos de ZAP, celebrados com os clientes moçambicanos',
      'A marca ZAP assinalou 15 anos com uma semana de canais abertos e sorteios para os clientes em Moçambique.',
      'Os 15 anos da marca ZAP foram celebrados em Moçambique com uma semana de canais abertos e sorteios de kits entre os clientes.',
      'A Mstar-ZAP Moçambique leva a televisão ZAP aos lares moçambicanos desde 2011.',
    ],
    [
      'Fifteen years of ZAP, celebrated with Mozambican customers',
      'The ZAP brand marked 15 years with a week of open channels and prize draws for customers in Mozambique.',
      'The ZAP brand’s 15 years were celebrated in Mozambique with a week of open channels and prize draws of kits among customers.',
      'Mstar-ZAP Moçambique has brought ZAP television to Mozambican homes since 2011.',
    ],
  ),
]

/** About 14 articles per country, over the last 18 months: two pages of nine on the news page. */
export const seedNewsData = (country: CountryCode): SeedNews[] => (country === 'ao' ? ANGOLA : MOZAMBIQUE)

/** Creates the country's seed articles that do not exist yet (found by slug), published. */
export async function seedNews(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  media: Map<string, number>,
): Promise<void> {
  for (const item of seedNewsData(code)) {
    const where: Where = { and: [{ slug: { equals: item.slug } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'news', where, limit: 1, depth: 0, draft: true, pagination: false })
    if (found.docs[0]) continue
    const image = item.image ? media.get(item.image) : undefined
    if (item.image && image === undefined) throw new Error(`seed: news ${item.slug} names unknown media ${item.image}`)
    const created = await payload.create({
      collection: 'news',
      locale: 'pt',
      draft: false,
      data: {
        slug: item.slug,
        publishedAt: item.publishedAt,
        category: item.category,
        featured: item.featured ?? false,
        image,
        title: item.pt.title,
        excerpt: item.pt.excerpt,
        body: item.pt.body,
        country: countryId,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'news',
      id: created.id,
      locale: 'en',
      draft: false,
      data: { title: item.en.title, excerpt: item.en.excerpt, body: item.en.body, _status: 'published' },
    })
  }
}
