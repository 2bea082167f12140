import type { StoreEntry } from '@/lib/stores/types'

/** Stores for stories and tests (the seed's shape, fewer of them). */
export const storesFixture: Record<'ao' | 'mz', StoreEntry[]> = {
  ao: [
    { id: '1', name: 'Loja ZAP Kinaxixi', kind: 'loja', province: 'Luanda', city: 'Luanda', address: 'Largo do Kinaxixi, n.º 00', phone: '+244 900 000 001', hours: 'Seg–Sex 8h–18h, Sáb 8h–13h' },
    { id: '2', name: 'Loja ZAP Talatona Shopping', kind: 'loja', province: 'Luanda', city: 'Talatona', address: 'Talatona Shopping, piso 0, loja 00', phone: '+244 900 000 003', hours: 'Todos os dias 10h–22h' },
    { id: '3', name: 'Agente Viana Comércio', kind: 'agente', province: 'Luanda', city: 'Viana', address: 'Estrada de Catete, km 00, Viana', phone: '+244 900 000 004' },
    { id: '4', name: 'Loja ZAP Benguela', kind: 'loja', province: 'Benguela', city: 'Benguela', address: 'Rua Sacadura Cabral, n.º 00', phone: '+244 900 000 005' },
    { id: '5', name: 'Loja ZAP Lobito', kind: 'loja', province: 'Benguela', city: 'Lobito', address: 'Avenida da Independência, n.º 00, Restinga' },
    { id: '6', name: 'Loja ZAP Lubango', kind: 'loja', province: 'Huíla', city: 'Lubango', address: 'Avenida Hoji-ya-Henda, n.º 00', phone: '+244 900 000 008' },
  ],
  mz: [
    { id: '11', name: 'Loja ZAP Julius Nyerere', kind: 'loja', province: 'Maputo Cidade', city: 'Maputo', address: 'Av. Julius Nyerere, n.º 0000', phone: '+258 84 000 0001', hours: 'Mon–Fri 8am–6pm, Sat 8am–1pm' },
    { id: '12', name: 'Loja ZAP Matola', kind: 'loja', province: 'Maputo Província', city: 'Matola', address: 'Av. União Africana, n.º 000', phone: '+258 84 000 0003' },
    { id: '13', name: 'Loja ZAP Beira', kind: 'loja', province: 'Sofala', city: 'Beira', address: 'Av. Eduardo Mondlane, n.º 000', phone: '+258 84 000 0005' },
  ],
}

/** Accredited fibre sellers (kind 'comercial') for the /zap-fibra/comerciais-credenciados stories and tests. */
export const sellersFixture: StoreEntry[] = [
  { id: '21', name: 'Kianda Conecta', kind: 'comercial', province: 'Luanda', city: 'Luanda', address: 'Rua Rainha Ginga, n.º 00', phone: '+244 900 000 101' },
  { id: '22', name: 'Talatona Net Serviços', kind: 'comercial', province: 'Luanda', city: 'Talatona', address: 'Rua do Centro de Convenções, n.º 00', phone: '+244 900 000 102' },
  { id: '23', name: 'Lobito Fibra Comercial', kind: 'comercial', province: 'Benguela', city: 'Lobito', address: 'Avenida 28 de Julho, n.º 00' },
]
