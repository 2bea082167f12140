import { Settings } from '@/cms/collections/Settings'
import { localizedArrays, withRowIdsFrom } from './row-ids'

describe('withRowIdsFrom', () => {
  it('gives nested array rows the ids of the saved rows at the same place', () => {
    const saved = {
      menu: [
        { id: 'a', label: 'Satélite', items: [{ id: 'a1', label: 'Pacotes' }] },
        { id: 'b', label: 'TV' },
      ],
    }
    const english = { menu: [{ label: 'Satellite', items: [{ label: 'Packages' }] }, { label: 'TV' }] }
    expect(withRowIdsFrom(saved, english)).toEqual({
      menu: [
        { id: 'a', label: 'Satellite', items: [{ id: 'a1', label: 'Packages' }] },
        { id: 'b', label: 'TV' },
      ],
    })
  })

  it('leaves extra rows and plain values alone', () => {
    expect(withRowIdsFrom({ list: [{ id: 'x' }] }, { list: [{ v: 1 }, { v: 2 }], n: 3 })).toEqual({
      list: [{ id: 'x', v: 1 }, { v: 2 }],
      n: 3,
    })
    expect(withRowIdsFrom(undefined, { a: 'b' })).toEqual({ a: 'b' })
  })

  it('gives rows of a localized array no ids: each language has rows of its own', () => {
    const saved = {
      menu: [{ id: 'a', label: 'Satélite' }],
      terms: { items: [{ id: 't1', term: 'Objeto' }], document: 3 },
    }
    const english = { menu: [{ label: 'Satellite' }], terms: { items: [{ term: 'Purpose' }] } }
    expect(withRowIdsFrom(saved, english, new Set(['terms.items']))).toEqual({
      menu: [{ id: 'a', label: 'Satellite' }],
      terms: { items: [{ term: 'Purpose' }] },
    })
  })
})

describe('localizedArrays', () => {
  it('finds localized arrays in groups, arrays, rows and tabs by their path', () => {
    const fields = [
      {
        name: 'menu',
        type: 'array',
        fields: [{ name: 'links', type: 'array', localized: true, fields: [{ name: 'label', type: 'text' }] }],
      },
      {
        name: 'terms',
        type: 'group',
        fields: [
          { name: 'items', type: 'array', localized: true, fields: [] },
          { name: 'title', type: 'text', localized: true },
        ],
      },
      { type: 'row', fields: [{ name: 'faq', type: 'array', localized: true, fields: [] }] },
      {
        type: 'tabs',
        tabs: [
          { label: 'Unnamed', fields: [{ name: 'a', type: 'array', localized: true, fields: [] }] },
          { name: 'seo', label: 'SEO', fields: [{ name: 'b', type: 'array', localized: true, fields: [] }] },
        ],
      },
      { name: 'plain', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
    ] as Parameters<typeof localizedArrays>[0]
    expect([...localizedArrays(fields)].sort()).toEqual(['a', 'faq', 'menu.links', 'seo.b', 'terms.items'])
  })

  it('knows the settings terms are a localized array (the seed would otherwise reuse Portuguese row ids)', () => {
    expect(localizedArrays(Settings.fields).has('terms.items')).toBe(true)
    expect(localizedArrays(Settings.fields).has('mainMenu')).toBe(false)
  })
})
