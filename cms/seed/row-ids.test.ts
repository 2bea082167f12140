import { withRowIdsFrom } from './row-ids'

describe('withRowIdsFrom', () => {
  it('gives nested array rows the ids of the saved rows at the same place', () => {
    const saved = { menu: [{ id: 'a', label: 'Satélite', items: [{ id: 'a1', label: 'Pacotes' }] }, { id: 'b', label: 'TV' }] }
    const english = { menu: [{ label: 'Satellite', items: [{ label: 'Packages' }] }, { label: 'TV' }] }
    expect(withRowIdsFrom(saved, english)).toEqual({
      menu: [{ id: 'a', label: 'Satellite', items: [{ id: 'a1', label: 'Packages' }] }, { id: 'b', label: 'TV' }],
    })
  })

  it('leaves extra rows and plain values alone', () => {
    expect(withRowIdsFrom({ list: [{ id: 'x' }] }, { list: [{ v: 1 }, { v: 2 }], n: 3 })).toEqual({ list: [{ id: 'x', v: 1 }, { v: 2 }], n: 3 })
    expect(withRowIdsFrom(undefined, { a: 'b' })).toEqual({ a: 'b' })
  })
})
