import { doc, h, p, ul } from '@/cms/seed/lexical'
import type { SeedCampaign } from './campaign-types'

const ILLUSTRATIVE = {
  pt: 'Campanha, preços e condições ilustrativos. Sujeita à lotação das salas.',
  en: 'Illustrative campaign, prices and conditions. Subject to seat availability.',
}

/** ZAP Cinemas campaigns (Angola only), listed on /zap-cinemas/campanhas. */
export const cinemaCampaigns: SeedCampaign[] = [
  {
    key: 'cinema-terca',
    service: 'cinema',
    image: 'cinema-campaign-terca',
    startsAt: '2026-01-06',
    endsAt: '2027-06-29',
    ctaHref: '/zap-cinemas/em-exibicao',
    pt: {
      title: 'Terças 2 por 1 nos ZAP Cinemas',
      summary:
        'Todas as terças-feiras, compre um bilhete 2D para qualquer sessão e leve um segundo bilhete para a mesma sessão sem pagar mais.',
      body: doc(
        h('h2', 'Como funciona'),
        p(
          'Às terças-feiras, na bilheteira ou no quiosque ZAP, cada bilhete 2D de adulto dá direito a um segundo bilhete para a mesma sessão. Basta pedir a campanha no momento da compra.',
        ),
        ul(
          'Válido em todas as sessões 2D de terça-feira',
          'Os dois bilhetes são para a mesma sessão e sala',
          'Não acumula com outros descontos nem com o cartão de pontos',
        ),
        h('h2', 'Condições'),
        p('Não se aplica a sessões 3D, IMAX, antestreias nem eventos especiais.'),
        p(ILLUSTRATIVE.pt),
      ),
      ctaLabel: 'Ver filmes em cartaz',
    },
    en: {
      title: 'Two-for-one Tuesdays at ZAP Cinemas',
      summary:
        'Every Tuesday, buy a 2D ticket for any session and get a second ticket for the same session at no extra cost.',
      body: doc(
        h('h2', 'How it works'),
        p(
          'On Tuesdays, at the box office or the ZAP kiosk, every adult 2D ticket comes with a second ticket for the same session. Just ask for the offer when you buy.',
        ),
        ul(
          'Valid for every 2D session on Tuesdays',
          'Both tickets are for the same session and room',
          'Cannot be combined with other discounts or the points card',
        ),
        h('h2', 'Conditions'),
        p('Does not apply to 3D or IMAX sessions, previews or special events.'),
        p(ILLUSTRATIVE.en),
      ),
      ctaLabel: 'See what’s showing',
    },
  },
  {
    key: 'cinema-combo',
    service: 'cinema',
    image: 'cinema-campaign-combo',
    startsAt: '2026-11-01',
    endsAt: '2027-01-31',
    ctaHref: '/zap-cinemas/precario',
    pt: {
      title: 'Menu IMAX: bilhete, pipocas e bebida por 9.900,00 Kz',
      summary:
        'Um bilhete IMAX, pipocas médias e uma bebida de 50 cl por 9.900,00 Kz, de segunda a quinta-feira, até 31 de janeiro.',
      body: doc(
        h('h2', 'O que inclui'),
        ul(
          'Um bilhete para uma sessão IMAX de segunda a quinta-feira',
          'Pipocas médias, doces ou salgadas',
          'Uma bebida de 50 cl à escolha',
        ),
        p(
          'O menu compra-se na bilheteira, no quiosque ZAP ou na aplicação ZAP Cinemas, e é levantado no bar com o bilhete.',
        ),
        p(ILLUSTRATIVE.pt),
      ),
      ctaLabel: 'Ver o preçário',
    },
    en: {
      title: 'IMAX menu: ticket, popcorn and a drink for 9.900,00 Kz',
      summary:
        'An IMAX ticket, medium popcorn and a 50 cl drink for 9.900,00 Kz, Monday to Thursday, until 31 January.',
      body: doc(
        h('h2', 'What you get'),
        ul(
          'One ticket for an IMAX session from Monday to Thursday',
          'Medium popcorn, sweet or salted',
          'A 50 cl drink of your choice',
        ),
        p(
          'Buy the menu at the box office, the ZAP kiosk or in the ZAP Cinemas app, and collect it at the bar with your ticket.',
        ),
        p(ILLUSTRATIVE.en),
      ),
      ctaLabel: 'See the price list',
    },
  },
  {
    key: 'cinema-ferias',
    service: 'cinema',
    image: 'cinema-campaign-ferias',
    startsAt: '2026-12-15',
    endsAt: '2027-02-15',
    ctaHref: '/zap-cinemas/servicos/birthday',
    pt: {
      title: 'Férias no cinema: matinés a 2.000,00 Kz',
      summary:
        'Durante as férias escolares, as sessões das 13:30 custam 2.000,00 Kz para crianças até aos 12 anos e para o adulto que as acompanha.',
      body: doc(
        h('h2', 'Sessões da tarde para a família'),
        p(
          'Nas férias escolares, as sessões das 13:30 dos filmes para toda a família têm preço único de 2.000,00 Kz por pessoa, para crianças até aos 12 anos e um adulto acompanhante.',
        ),
        ul(
          'Válido todos os dias das férias escolares',
          'Em 2D e 3D; não inclui IMAX',
          'Um adulto acompanhante por cada grupo de crianças',
        ),
        p('Quer festejar um aniversário? Veja também as festas de aniversário nos ZAP Cinemas.'),
        p(ILLUSTRATIVE.pt),
      ),
      ctaLabel: 'Festas de aniversário',
    },
    en: {
      title: 'Holidays at the cinema: matinees at 2.000,00 Kz',
      summary:
        'During the school holidays, the 13:30 sessions cost 2.000,00 Kz for children up to 12 and the adult who comes with them.',
      body: doc(
        h('h2', 'Afternoon sessions for the family'),
        p(
          'During the school holidays, the 13:30 sessions of family films have a single price of 2.000,00 Kz per person, for children up to 12 and one accompanying adult.',
        ),
        ul(
          'Valid every day of the school holidays',
          'In 2D and 3D; IMAX not included',
          'One accompanying adult per group of children',
        ),
        p('Planning a birthday? See the birthday parties at ZAP Cinemas too.'),
        p(ILLUSTRATIVE.en),
      ),
      ctaLabel: 'Birthday parties',
    },
  },
]
