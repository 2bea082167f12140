import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Store } from '@/cms/payload-types'

type Hours = [pt: string, en: string]
type SeedStore = Pick<Store, 'name' | 'kind' | 'province' | 'city' | 'neighbourhood' | 'address' | 'phone'> & {
  hours: Hours
  latitude: number
  longitude: number
}

const SHOP: Hours = ['Seg–Sex 8h–18h, Sáb 8h–13h', 'Mon–Fri 8am–6pm, Sat 8am–1pm']
const MALL: Hours = ['Todos os dias 10h–22h', 'Every day 10am–10pm']
const AGENT: Hours = ['Seg–Sáb 8h–17h', 'Mon–Sat 8am–5pm']

/**
 * Plainly fictional shops and agents (addresses with n.º 00, phone numbers in a reserved-looking range).
 * Their places are points in their real towns, in or near the named neighbourhood, so "Perto de mim" and
 * "Direções" behave as they will with real stores; the shops themselves are not there.
 */
export const seedStoreData: Record<CountryCode, SeedStore[]> = {
  ao: [
    {
      name: 'Loja ZAP Kinaxixi',
      kind: 'loja',
      province: 'Luanda',
      city: 'Luanda',
      neighbourhood: 'Kinaxixi',
      address: 'Largo do Kinaxixi, n.º 00',
      phone: '+244 900 000 001',
      hours: SHOP,
      latitude: -8.8186,
      longitude: 13.2396,
    },
    {
      name: 'Loja ZAP Maianga',
      kind: 'loja',
      province: 'Luanda',
      city: 'Luanda',
      neighbourhood: 'Maianga',
      address: 'Rua Che Guevara, n.º 00, Maianga',
      phone: '+244 900 000 002',
      hours: SHOP,
      latitude: -8.8297,
      longitude: 13.2262,
    },
    {
      name: 'Loja ZAP Talatona Shopping',
      kind: 'loja',
      province: 'Luanda',
      city: 'Talatona',
      neighbourhood: 'Talatona',
      address: 'Talatona Shopping, piso 0, loja 00',
      phone: '+244 900 000 003',
      hours: MALL,
      latitude: -8.9185,
      longitude: 13.1838,
    },
    {
      name: 'Agente Viana Comércio',
      kind: 'agente',
      province: 'Luanda',
      city: 'Viana',
      neighbourhood: 'Viana',
      address: 'Estrada de Catete, km 00, Viana',
      phone: '+244 900 000 004',
      hours: AGENT,
      latitude: -8.9036,
      longitude: 13.3741,
    },
    {
      name: 'Loja ZAP Benguela',
      kind: 'loja',
      province: 'Benguela',
      city: 'Benguela',
      neighbourhood: 'Centro',
      address: 'Rua Sacadura Cabral, n.º 00',
      phone: '+244 900 000 005',
      hours: SHOP,
      latitude: -12.5783,
      longitude: 13.4072,
    },
    {
      name: 'Loja ZAP Lobito',
      kind: 'loja',
      province: 'Benguela',
      city: 'Lobito',
      neighbourhood: 'Restinga',
      address: 'Avenida da Independência, n.º 00, Restinga',
      phone: '+244 900 000 006',
      hours: SHOP,
      latitude: -12.3336,
      longitude: 13.5532,
    },
    {
      name: 'Loja ZAP Huambo',
      kind: 'loja',
      province: 'Huambo',
      city: 'Huambo',
      neighbourhood: 'Cidade Alta',
      address: 'Rua Norton de Matos, n.º 00',
      phone: '+244 900 000 007',
      hours: SHOP,
      latitude: -12.7761,
      longitude: 15.7392,
    },
    {
      name: 'Loja ZAP Lubango',
      kind: 'loja',
      province: 'Huíla',
      city: 'Lubango',
      neighbourhood: 'Centro',
      address: 'Avenida Hoji-ya-Henda, n.º 00',
      phone: '+244 900 000 008',
      hours: SHOP,
      latitude: -14.9172,
      longitude: 13.4925,
    },
    {
      name: 'Agente Matala Eletrónica',
      kind: 'agente',
      province: 'Huíla',
      city: 'Matala',
      neighbourhood: 'Centro',
      address: 'Rua Principal, n.º 00',
      phone: '+244 900 000 009',
      hours: AGENT,
      latitude: -14.7314,
      longitude: 15.0428,
    },
    {
      name: 'Loja ZAP Cabinda',
      kind: 'loja',
      province: 'Cabinda',
      city: 'Cabinda',
      neighbourhood: 'Centro',
      address: 'Rua Comandante Gika, n.º 00',
      phone: '+244 900 000 010',
      hours: SHOP,
      latitude: -5.5536,
      longitude: 12.1964,
    },
    {
      name: 'Agente Moçâmedes Digital',
      kind: 'agente',
      province: 'Namibe',
      city: 'Moçâmedes',
      neighbourhood: 'Marginal',
      address: 'Avenida Marginal, n.º 00',
      phone: '+244 900 000 011',
      hours: AGENT,
      latitude: -15.1961,
      longitude: 12.1522,
    },
  ],
  mz: [
    {
      name: 'Loja ZAP Julius Nyerere',
      kind: 'loja',
      province: 'Maputo Cidade',
      city: 'Maputo',
      neighbourhood: 'Polana Cimento',
      address: 'Av. Julius Nyerere, n.º 0000',
      phone: '+258 84 000 0001',
      hours: SHOP,
      latitude: -25.9642,
      longitude: 32.5969,
    },
    {
      name: 'Loja ZAP Baixa',
      kind: 'loja',
      province: 'Maputo Cidade',
      city: 'Maputo',
      neighbourhood: 'Baixa',
      address: 'Av. 25 de Setembro, n.º 0000',
      phone: '+258 84 000 0002',
      hours: SHOP,
      latitude: -25.9712,
      longitude: 32.5725,
    },
    {
      name: 'Loja ZAP Matola',
      kind: 'loja',
      province: 'Maputo Província',
      city: 'Matola',
      neighbourhood: 'Matola C',
      address: 'Av. União Africana, n.º 000',
      phone: '+258 84 000 0003',
      hours: MALL,
      latitude: -25.9622,
      longitude: 32.4589,
    },
    {
      name: 'Agente Boane Electrónica',
      kind: 'agente',
      province: 'Maputo Província',
      city: 'Boane',
      neighbourhood: 'Boane Sede',
      address: 'Estrada Nacional 2, n.º 00',
      phone: '+258 84 000 0004',
      hours: AGENT,
      latitude: -26.0439,
      longitude: 32.3269,
    },
    {
      name: 'Loja ZAP Beira',
      kind: 'loja',
      province: 'Sofala',
      city: 'Beira',
      neighbourhood: 'Ponta-Gêa',
      address: 'Av. Eduardo Mondlane, n.º 000',
      phone: '+258 84 000 0005',
      hours: SHOP,
      latitude: -19.8436,
      longitude: 34.8389,
    },
    {
      name: 'Loja ZAP Nampula',
      kind: 'loja',
      province: 'Nampula',
      city: 'Nampula',
      neighbourhood: 'Centro',
      address: 'Av. do Trabalho, n.º 000',
      phone: '+258 84 000 0006',
      hours: SHOP,
      latitude: -15.1165,
      longitude: 39.2666,
    },
  ],
}

/** Creates the country's seed stores that are missing (found by name), with opening hours in both languages. */
export async function seedStores(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  for (const { hours, ...store } of seedStoreData[code]) {
    const where: Where = { and: [{ name: { equals: store.name } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'stores', where, limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) continue
    const created = await payload.create({
      collection: 'stores',
      locale: 'pt',
      data: { ...store, hours: hours[0], country: countryId, _status: 'published' },
    })
    await payload.update({
      collection: 'stores',
      id: created.id,
      locale: 'en',
      data: { hours: hours[1], _status: 'published' },
    })
  }
}
