import type { CountryCode } from '@/lib/countries'
import type { SeedPage } from './page-types'

const where = { ao: ['Angola', 'Angola'], mz: ['Moçambique', 'Mozambique'] } as const

/** The terms-and-conditions page: what a terms link's address shows when visited directly. */
function terms(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return {
    key: 'terms',
    pt: {
      title: 'Termos e condições',
      path: '/termos-e-condicoes',
      seo: {
        title: 'Termos e condições · ZAP',
        description: `Termos e condições dos serviços e do site da ZAP em ${pt}: carregamentos, equipamento, dados pessoais e reclamações.`,
      },
      layout: () => [{ blockType: 'terms', heading: 'Termos e condições' }],
    },
    en: {
      title: 'Terms and conditions',
      path: '/terms-and-conditions',
      seo: {
        title: 'Terms and conditions · ZAP',
        description: `Terms and conditions of ZAP services and website in ${en}: top-ups, equipment, personal data and complaints.`,
      },
      layout: () => [{ blockType: 'terms', heading: 'Terms and conditions' }],
    },
  }
}

/** Find a store (support section): the country's shops and agents with the store search, nothing above it. */
function findStores(country: CountryCode): SeedPage {
  const [pt, en] = where[country]
  return {
    key: 'find-stores',
    pt: {
      title: 'Encontrar lojas',
      path: '/apoio-ao-cliente/encontrar-lojas',
      seo: {
        title: 'Encontrar lojas ZAP',
        description: `Lojas ZAP e agentes autorizados em ${pt}: moradas, telefones e horários por província e cidade.`,
      },
      layout: () => [
        {
          blockType: 'storeSearch',
          heading: 'Encontrar lojas',
          // One short line: on a phone the search and the first store must fit the first screen under the heading.
          intro: `Lojas ZAP e agentes autorizados em ${pt}, por província.`,
        },
      ],
    },
    en: {
      title: 'Find stores',
      path: '/help/find-stores',
      seo: {
        title: 'Find ZAP stores',
        description: `ZAP stores and authorised agents in ${en}: addresses, phone numbers and opening hours by province and city.`,
      },
      layout: () => [
        {
          blockType: 'storeSearch',
          heading: 'Find stores',
          intro: `ZAP stores and authorised agents in ${en}, by province.`,
        },
      ],
    },
  }
}

/** Legal and support pages of a country: the terms page (what the terms modal's address shows) and store search. */
export const legalPages = (country: CountryCode): SeedPage[] => [terms(country), findStores(country)]
