import type { BlockOf } from '@/registry/types'

/** The cinema's ticket prices (illustrative), as the seed's Preçário has them. */
export const priceListFixture: BlockOf<'priceList'> = {
  blockType: 'priceList',
  id: 'precario',
  heading: 'Preçário',
  intro: 'Preços por bilhete, em kwanzas, com IVA incluído.',
  groups: [
    {
      id: 'g1',
      title: 'Bilhetes 2D',
      rows: [
        { id: 'r1', label: 'Adulto, segunda a quinta', price: 3595 },
        { id: 'r2', label: 'Adulto, sexta a domingo e feriados', price: 4500 },
        { id: 'r3', label: 'Criança', note: 'Até aos 12 anos', price: 2500 },
      ],
    },
    {
      id: 'g2',
      title: 'IMAX',
      rows: [{ id: 'r4', label: 'Adulto', price: 12000 }],
    },
  ],
  footnote: 'Preços ilustrativos, sujeitos a alteração.',
}
