import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Store } from '@/cms/payload-types'

type Hours = [pt: string, en: string]
type SeedSeller = Pick<Store, 'name' | 'province' | 'city' | 'neighbourhood' | 'address' | 'phone'> & {
  hours: Hours
  latitude: number
  longitude: number
}

const WEEKDAYS: Hours = ['Seg–Sex 8h–17h', 'Mon–Fri 8am–5pm']
const WEEK_AND_SATURDAY: Hours = ['Seg–Sex 8h–18h, Sáb 9h–13h', 'Mon–Fri 8am–6pm, Sat 9am–1pm']

/**
 * Accredited ZAP Fibra sellers (stores of kind 'comercial'), listed on /zap-fibra/comerciais-credenciados.
 * Fibre is sold in Angola only. Plainly fictional names, addresses (n.º 00) and phone numbers; their
 * places are points in their real towns, so "Perto de mim" orders them as it will real ones.
 */
export const seedSellerData: SeedSeller[] = [
  {
    name: 'Kianda Conecta',
    province: 'Luanda',
    city: 'Luanda',
    neighbourhood: 'Ingombota',
    address: 'Rua Rainha Ginga, n.º 00, Ingombota',
    phone: '+244 900 000 101',
    hours: WEEK_AND_SATURDAY,
    latitude: -8.8147,
    longitude: 13.2318,
  },
  {
    name: 'Talatona Net Serviços',
    province: 'Luanda',
    city: 'Talatona',
    neighbourhood: 'Talatona',
    address: 'Rua do Centro de Convenções, n.º 00',
    phone: '+244 900 000 102',
    hours: WEEKDAYS,
    latitude: -8.9158,
    longitude: 13.1903,
  },
  {
    name: 'Kilamba Digital',
    province: 'Luanda',
    city: 'Kilamba',
    neighbourhood: 'Kilamba',
    address: 'Centralidade do Kilamba, bloco 00, loja 0',
    phone: '+244 900 000 103',
    hours: WEEK_AND_SATURDAY,
    latitude: -8.9964,
    longitude: 13.2724,
  },
  {
    name: 'Benguela Fibra Comercial',
    province: 'Benguela',
    city: 'Benguela',
    neighbourhood: 'Centro',
    address: 'Avenida Norton de Matos, n.º 00',
    phone: '+244 900 000 104',
    hours: WEEKDAYS,
    latitude: -12.5802,
    longitude: 13.4101,
  },
  {
    name: 'Restinga Telecom',
    province: 'Benguela',
    city: 'Lobito',
    neighbourhood: 'Restinga',
    address: 'Avenida 28 de Julho, n.º 00, Restinga',
    phone: '+244 900 000 105',
    hours: WEEK_AND_SATURDAY,
    latitude: -12.3381,
    longitude: 13.5497,
  },
  {
    name: 'Planalto Conecta',
    province: 'Huambo',
    city: 'Huambo',
    neighbourhood: 'Cidade Alta',
    address: 'Rua Major Kanhangulo, n.º 00',
    phone: '+244 900 000 106',
    hours: WEEKDAYS,
    latitude: -12.7797,
    longitude: 15.7351,
  },
  {
    name: 'Serra da Leba Redes',
    province: 'Huíla',
    city: 'Lubango',
    neighbourhood: 'Centro',
    address: 'Rua Deolinda Rodrigues, n.º 00',
    phone: '+244 900 000 107',
    hours: WEEKDAYS,
    latitude: -14.9203,
    longitude: 13.4951,
  },
  {
    name: 'Cabinda Fibra & Serviços',
    province: 'Cabinda',
    city: 'Cabinda',
    neighbourhood: 'Centro',
    address: 'Avenida Duque de Chiazi, n.º 00',
    phone: '+244 900 000 108',
    hours: WEEK_AND_SATURDAY,
    latitude: -5.5497,
    longitude: 12.1948,
  },
]

/** Creates the accredited sellers that are missing (found by name in the country); Angola only. */
export async function seedSellers(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  if (code !== 'ao') return
  for (const { hours, ...seller } of seedSellerData) {
    const where: Where = { and: [{ name: { equals: seller.name } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'stores', where, limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) continue
    const created = await payload.create({
      collection: 'stores',
      locale: 'pt',
      data: { ...seller, kind: 'comercial', hours: hours[0], country: countryId, _status: 'published' },
    })
    await payload.update({
      collection: 'stores',
      id: created.id,
      locale: 'en',
      data: { hours: hours[1], _status: 'published' },
    })
  }
}
