import type { Payload, Where } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Store } from '@/cms/payload-types'

type Hours = [pt: string, en: string]
type SeedStore = Pick<Store, 'name' | 'kind' | 'province' | 'city' | 'address' | 'phone'> & { hours: Hours }

const SHOP: Hours = ['Seg–Sex 8h–18h, Sáb 8h–13h', 'Mon–Fri 8am–6pm, Sat 8am–1pm']
const MALL: Hours = ['Todos os dias 10h–22h', 'Every day 10am–10pm']
const AGENT: Hours = ['Seg–Sáb 8h–17h', 'Mon–Sat 8am–5pm']

/** Plainly fictional shops and agents (addresses with n.º 00, phone numbers in a reserved-looking range). */
export const seedStoreData: Record<CountryCode, SeedStore[]> = {
  ao: [
    { name: 'Loja ZAP Kinaxixi', kind: 'loja', province: 'Luanda', city: 'Luanda', address: 'Largo do Kinaxixi, n.º 00', phone: '+244 900 000 001', hours: SHOP },
    { name: 'Loja ZAP Maianga', kind: 'loja', province: 'Luanda', city: 'Luanda', address: 'Rua Che Guevara, n.º 00, Maianga', phone: '+244 900 000 002', hours: SHOP },
    { name: 'Loja ZAP Talatona Shopping', kind: 'loja', province: 'Luanda', city: 'Talatona', address: 'Talatona Shopping, piso 0, loja 00', phone: '+244 900 000 003', hours: MALL },
    { name: 'Agente Viana Comércio', kind: 'agente', province: 'Luanda', city: 'Viana', address: 'Estrada de Catete, km 00, Viana', phone: '+244 900 000 004', hours: AGENT },
    { name: 'Loja ZAP Benguela', kind: 'loja', province: 'Benguela', city: 'Benguela', address: 'Rua Sacadura Cabral, n.º 00', phone: '+244 900 000 005', hours: SHOP },
    { name: 'Loja ZAP Lobito', kind: 'loja', province: 'Benguela', city: 'Lobito', address: 'Avenida da Independência, n.º 00, Restinga', phone: '+244 900 000 006', hours: SHOP },
    { name: 'Loja ZAP Huambo', kind: 'loja', province: 'Huambo', city: 'Huambo', address: 'Rua Norton de Matos, n.º 00', phone: '+244 900 000 007', hours: SHOP },
    { name: 'Loja ZAP Lubango', kind: 'loja', province: 'Huíla', city: 'Lubango', address: 'Avenida Hoji-ya-Henda, n.º 00', phone: '+244 900 000 008', hours: SHOP },
    { name: 'Agente Matala Eletrónica', kind: 'agente', province: 'Huíla', city: 'Matala', address: 'Rua Principal, n.º 00', phone: '+244 900 000 009', hours: AGENT },
    { name: 'Loja ZAP Cabinda', kind: 'loja', province: 'Cabinda', city: 'Cabinda', address: 'Rua Comandante Gika, n.º 00', phone: '+244 900 000 010', hours: SHOP },
    { name: 'Agente Moçâmedes Digital', kind: 'agente', province: 'Namibe', city: 'Moçâmedes', address: 'Avenida Marginal, n.º 00', phone: '+244 900 000 011', hours: AGENT },
  ],
  mz: [
    { name: 'Loja ZAP Julius Nyerere', kind: 'loja', province: 'Maputo Cidade', city: 'Maputo', address: 'Av. Julius Nyerere, n.º 0000', phone: '+258 84 000 0001', hours: SHOP },
    { name: 'Loja ZAP Baixa', kind: 'loja', province: 'Maputo Cidade', city: 'Maputo', address: 'Av. 25 de Setembro, n.º 0000', phone: '+258 84 000 0002', hours: SHOP },
    { name: 'Loja ZAP Matola', kind: 'loja', province: 'Maputo Província', city: 'Matola', address: 'Av. União Africana, n.º 000', phone: '+258 84 000 0003', hours: MALL },
    { name: 'Agente Boane Electrónica', kind: 'agente', province: 'Maputo Província', city: 'Boane', address: 'Estrada Nacional 2, n.º 00', phone: '+258 84 000 0004', hours: AGENT },
    { name: 'Loja ZAP Beira', kind: 'loja', province: 'Sofala', city: 'Beira', address: 'Av. Eduardo Mondlane, n.º 000', phone: '+258 84 000 0005', hours: SHOP },
    { name: 'Loja ZAP Nampula', kind: 'loja', province: 'Nampula', city: 'Nampula', address: 'Av. do Trabalho, n.º 000', phone: '+258 84 000 0006', hours: SHOP },
  ],
}

/** Creates the country's seed stores that are missing (found by name), with opening hours in both languages. */
export async function seedStores(payload: Payload, code: CountryCode, countryId: number): Promise<void> {
  for (const { hours, ...store } of seedStoreData[code]) {
    const where: Where = { and: [{ name: { equals: store.name } }, { country: { equals: countryId } }] }
    const found = await payload.find({ collection: 'stores', where, limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) continue
    const created = await payload.create({ collection: 'stores', locale: 'pt', data: { ...store, hours: hours[0], country: countryId, _status: 'published' } })
    await payload.update({ collection: 'stores', id: created.id, locale: 'en', data: { hours: hours[1], _status: 'published' } })
  }
}
