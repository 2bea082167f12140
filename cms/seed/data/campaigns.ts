import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { doc, h, p, ul } from '@/cms/seed/lexical'
import { toEnglish } from './settings'
import type { SeedCampaign } from './campaign-types'
import { cinemaCampaigns } from './cinema-campaigns'

const ILLUSTRATIVE = {
  pt: 'Campanha, preços e condições ilustrativos. Consulte as condições gerais do serviço.',
  en: 'Illustrative campaign, prices and conditions. See the general conditions of service.',
}

type Place = {
  country: CountryCode
  maxPrice: string
  premiumPrice: string
  plusPrice: string
  kitPrice: string
  towns: [pt: string, en: string]
}
const PLACES: Record<CountryCode, Place> = {
  ao: {
    country: 'ao',
    maxPrice: '7.190,00 Kz',
    premiumPrice: '14.000,00 Kz',
    plusPrice: '10.790,00 Kz',
    kitPrice: '19.990,00 Kz',
    towns: ['Luanda, Benguela, Huambo e Lubango', 'Luanda, Benguela, Huambo and Lubango'],
  },
  mz: {
    country: 'mz',
    maxPrice: '999,00 MT',
    premiumPrice: '2.199,00 MT',
    plusPrice: '1.499,00 MT',
    kitPrice: '2.990,00 MT',
    towns: ['Maputo, Matola, Beira e Nampula', 'Maputo, Matola, Beira and Nampula'],
  },
}

/** Three satellite campaigns, told for the country's money and towns. */
function satellite(place: Place): SeedCampaign[] {
  const facilita = place.country === 'ao'
  return [
    {
      key: 'sat-natal',
      service: 'satelite',
      image: 'campaign-sat-natal',
      startsAt: '2026-12-01',
      endsAt: '2027-01-06',
      ctaHref: '/zap-satelite/pacotes-de-canais',
      pt: {
        title: 'Natal ZAP: o Premium pelo preço do Max',
        summary: `Carregue o ZAP Max (${place.maxPrice}) entre 1 de dezembro e 6 de janeiro e veja todos os canais do ZAP Premium durante 30 dias.`,
        body: doc(
          h('h2', 'Como funciona'),
          p(
            `Faça um carregamento do pacote ZAP Max durante o período da campanha. No mesmo dia, o seu descodificador passa a receber todos os canais do ZAP Premium, que custa ${place.premiumPrice}, sem pagar mais.`,
          ),
          ul(
            'TVCine Top, TVCine Edition e ZAP Filmes HD incluídos',
            'Desporto com LaLiga na ZAP e ZAP Ligue 1',
            'Válido para um carregamento por cartão de cliente',
          ),
          h('h2', 'Condições'),
          p(
            'Os canais Premium ficam disponíveis durante os 30 dias do carregamento. No carregamento seguinte volta ao pacote que escolher.',
          ),
          p(ILLUSTRATIVE.pt),
        ),
        ctaLabel: 'Ver pacotes',
      },
      en: {
        title: 'ZAP Christmas: Premium for the price of Max',
        summary: `Top up ZAP Max (${place.maxPrice}) between 1 December and 6 January and watch every ZAP Premium channel for 30 days.`,
        body: doc(
          h('h2', 'How it works'),
          p(
            `Top up the ZAP Max package during the campaign. The same day your decoder starts receiving every ZAP Premium channel, normally ${place.premiumPrice}, at no extra cost.`,
          ),
          ul(
            'TVCine Top, TVCine Edition and ZAP Filmes HD included',
            'Sport with LaLiga na ZAP and ZAP Ligue 1',
            'One top-up per customer card',
          ),
          h('h2', 'Conditions'),
          p(
            'The Premium channels stay on for the 30 days of the top-up. At your next top-up you go back to the package you choose.',
          ),
          p(ILLUSTRATIVE.en),
        ),
        ctaLabel: 'See packages',
      },
    },
    {
      key: 'sat-kit',
      service: 'satelite',
      image: 'campaign-sat-kit',
      startsAt: '2026-10-15',
      endsAt: '2026-12-31',
      ctaHref: '/apoio-ao-cliente/encontrar-lojas',
      pt: {
        title: 'Kit ZAP com instalação incluída',
        summary: `Compre o kit ZAP (antena, LNB e descodificador) por ${place.kitPrice} numa loja ZAP e a instalação fica por nossa conta.`,
        body: doc(
          h('h2', 'O que inclui'),
          ul(
            'Antena parabólica de 60 cm com LNB',
            'Descodificador ZAP HD com comando',
            'Instalação por um técnico ZAP',
            'Primeiro mês do pacote ZAP Mini',
          ),
          p(
            `A instalação gratuita está disponível em ${place.towns[0]}. Noutras localidades, pergunte na loja pelo técnico mais próximo.`,
          ),
          ...(facilita ? [p('Prefere pagar em prestações? Veja o plano ZAP Facilita.')] : []),
          p(ILLUSTRATIVE.pt),
        ),
        ctaLabel: 'Encontrar uma loja',
      },
      en: {
        title: 'ZAP kit with installation included',
        summary: `Buy the ZAP kit (dish, LNB and decoder) for ${place.kitPrice} at a ZAP store and we install it for free.`,
        body: doc(
          h('h2', 'What you get'),
          ul(
            '60 cm satellite dish with LNB',
            'ZAP HD decoder with remote control',
            'Installation by a ZAP technician',
            'First month of the ZAP Mini package',
          ),
          p(
            `Free installation is available in ${place.towns[1]}. Elsewhere, ask the store for the nearest technician.`,
          ),
          ...(facilita ? [p('Would you rather pay in instalments? See the ZAP Facilita plan.')] : []),
          p(ILLUSTRATIVE.en),
        ),
        ctaLabel: 'Find a store',
      },
    },
    {
      key: 'sat-futebol',
      service: 'satelite',
      image: 'campaign-sat-futebol',
      startsAt: '2026-08-15',
      endsAt: '2027-05-31',
      ctaHref: '/zap-satelite/comparacao-de-pacotes',
      pt: {
        title: 'Futebol europeu no ZAP Plus',
        summary: `LaLiga na ZAP, ZAP Ligue 1 e Benfica TV a partir do ZAP Plus (${place.plusPrice}), toda a época, com relato em português.`,
        body: doc(
          h('h2', 'Toda a época, em português'),
          p(
            'Os campeonatos espanhol e francês chegam em direto aos canais LaLiga na ZAP e ZAP Ligue 1, com relato e comentário em português. A Benfica TV junta-se a partir do mesmo pacote.',
          ),
          ul(
            'LaLiga na ZAP (posição 83)',
            'ZAP Ligue 1 (posição 82)',
            'Benfica TV (posição 81)',
            'SportTV África já a partir do ZAP Max',
          ),
          p('Mude para o ZAP Plus no próximo carregamento: o novo pacote fica ativo logo a seguir.'),
          p(ILLUSTRATIVE.pt),
        ),
        ctaLabel: 'Comparar pacotes',
      },
      en: {
        title: 'European football on ZAP Plus',
        summary: `LaLiga na ZAP, ZAP Ligue 1 and Benfica TV from ZAP Plus (${place.plusPrice}), all season long, with Portuguese commentary.`,
        body: doc(
          h('h2', 'All season, in Portuguese'),
          p(
            'The Spanish and French leagues are live on LaLiga na ZAP and ZAP Ligue 1, with Portuguese commentary. Benfica TV comes with the same package.',
          ),
          ul(
            'LaLiga na ZAP (position 83)',
            'ZAP Ligue 1 (position 82)',
            'Benfica TV (position 81)',
            'SportTV África from ZAP Max',
          ),
          p('Switch to ZAP Plus at your next top-up: the new package starts straight away.'),
          p(ILLUSTRATIVE.en),
        ),
        ctaLabel: 'Compare packages',
      },
    },
  ]
}

/** ZAP Fibra campaigns (Angola only). */
const fibre: SeedCampaign[] = [
  {
    key: 'fibra-50',
    service: 'fibra',
    image: 'campaign-fibra-velocidade',
    startsAt: '2026-11-01',
    endsAt: '2027-01-31',
    ctaHref: '/zap-fibra/pesquisa-de-cobertura',
    pt: {
      title: 'ZAP Fibra 50 pelo preço da Fibra 20',
      summary:
        'Adira à ZAP Fibra 50 até 31 de janeiro e pague 20.150,00 Kz nos dois primeiros meses, em vez de 30.300,00 Kz.',
      body: doc(
        h('h2', 'Mais velocidade, o mesmo preço'),
        p(
          'Durante os dois primeiros meses, a ZAP Fibra 50 custa o mesmo que a ZAP Fibra 20. A partir do terceiro mês aplica-se o preço normal do pacote.',
        ),
        ul('Internet ilimitada até 50 Mbps', 'Canais de televisão ZAP incluídos', 'Router Wi-Fi incluído na adesão'),
        p('Confirme primeiro se a sua morada tem cobertura de fibra.'),
        p(ILLUSTRATIVE.pt),
      ),
      ctaLabel: 'Pesquisar cobertura',
    },
    en: {
      title: 'ZAP Fibra 50 for the price of Fibra 20',
      summary:
        'Sign up for ZAP Fibra 50 by 31 January and pay 20.150,00 Kz for the first two months instead of 30.300,00 Kz.',
      body: doc(
        h('h2', 'More speed, same price'),
        p(
          'For the first two months ZAP Fibra 50 costs the same as ZAP Fibra 20. From the third month the package’s normal price applies.',
        ),
        ul('Unlimited internet up to 50 Mbps', 'ZAP TV channels included', 'Wi-Fi router included when you sign up'),
        p('First check that your address has fibre coverage.'),
        p(ILLUSTRATIVE.en),
      ),
      ctaLabel: 'Check coverage',
    },
  },
  {
    key: 'fibra-wifi',
    service: 'fibra',
    image: 'campaign-fibra-wifi',
    startsAt: '2026-09-01',
    endsAt: '2026-12-31',
    ctaHref: '/zap-fibra/pacotes-tv-net',
    pt: {
      title: 'Router Wi-Fi 6 oferecido na adesão',
      summary:
        'Quem aderir a um pacote ZAP Fibra até 31 de dezembro recebe um router Wi-Fi 6, com mais alcance e mais aparelhos ligados ao mesmo tempo.',
      body: doc(
        h('h2', 'Wi-Fi para toda a casa'),
        p(
          'O router Wi-Fi 6 liga mais telemóveis, televisores e computadores ao mesmo tempo, com menos quebras. É instalado e configurado pelo técnico no dia da ligação.',
        ),
        ul(
          'Válido para novas adesões à ZAP Fibra 20 e ZAP Fibra 50',
          'O router é propriedade do cliente',
          'Limitado ao stock disponível',
        ),
        p(ILLUSTRATIVE.pt),
      ),
      ctaLabel: 'Ver pacotes TV + Net',
    },
    en: {
      title: 'Free Wi-Fi 6 router when you sign up',
      summary:
        'Sign up for a ZAP Fibra package by 31 December and get a Wi-Fi 6 router, with more range and more devices online at once.',
      body: doc(
        h('h2', 'Wi-Fi for the whole home'),
        p(
          'The Wi-Fi 6 router connects more phones, TVs and computers at once, with fewer drop-outs. The technician installs and sets it up on connection day.',
        ),
        ul('For new ZAP Fibra 20 and ZAP Fibra 50 customers', 'The router is yours to keep', 'While stocks last'),
        p(ILLUSTRATIVE.en),
      ),
      ctaLabel: 'See TV + Net packages',
    },
  },
]

/** Campaigns of each country: satellite in both, fibre and cinema in Angola only. */
export const seedCampaignData: Record<CountryCode, SeedCampaign[]> = {
  ao: [...satellite(PLACES.ao), ...fibre, ...cinemaCampaigns],
  mz: satellite(PLACES.mz),
}

/** Creates the country's missing campaigns (found by Portuguese title), published in pt and en. */
export async function seedCampaigns(
  payload: Payload,
  code: CountryCode,
  countryId: number,
  media: Map<string, number>,
): Promise<void> {
  for (const campaign of seedCampaignData[code]) {
    const where: Where = { and: [{ title: { equals: campaign.pt.title } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'campaigns', where, locale: 'pt', limit: 1, depth: 0, draft: true })
    if (found.docs[0]) continue
    const image = media.get(campaign.image)
    if (image === undefined) throw new Error(`seed: unknown media "${campaign.image}" for campaign ${campaign.key}`)
    const { pt, en } = campaign
    const created = await payload.create({
      collection: 'campaigns',
      locale: 'pt',
      draft: false,
      data: {
        title: pt.title,
        service: campaign.service,
        summary: pt.summary,
        body: pt.body,
        image,
        startsAt: campaign.startsAt,
        endsAt: campaign.endsAt ?? null,
        cta: { label: pt.ctaLabel, href: campaign.ctaHref },
        country: countryId,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'campaigns',
      id: created.id,
      locale: 'en',
      draft: false,
      data: {
        title: en.title,
        summary: en.summary,
        body: en.body,
        cta: { label: en.ctaLabel, href: toEnglish(campaign.ctaHref) },
        _status: 'published',
      },
    })
  }
}
