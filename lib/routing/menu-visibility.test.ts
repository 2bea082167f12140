import { isGatedPath } from './country-gates'
import { visibleIn } from './menu-visibility'

const items = [
  { id: 'sat', showInMoz: true },
  { id: 'fibra', showInMoz: false },
  { id: 'tv' },
  { id: 'x', showInMoz: null },
]

describe('menu visibility per country', () => {
  it('shows everything in Angola', () =>
    expect(visibleIn(items, 'ao').map((i) => i.id)).toEqual(['sat', 'fibra', 'tv', 'x']))
  it('hides items not flagged for Mozambique', () =>
    expect(visibleIn(items, 'mz').map((i) => i.id)).toEqual(['sat', 'tv', 'x']))
  it('copes with no items', () => expect(visibleIn(undefined, 'mz')).toEqual([]))
})

describe('Mozambique gates (what Mozambique does not sell is hidden)', () => {
  it.each([
    '/zap-fibra',
    '/zap-fibra/pacotes-tv-net',
    '/zap-cinemas/imax',
    '/zap-on',
    '/debito-directo',
    '/zap-satelite/zap-facilita',
  ])('%s is closed in Mozambique', (path) => {
    expect(isGatedPath('mz', path)).toBe(true)
    expect(isGatedPath('ao', path)).toBe(false)
  })
  it.each(['/', '/zap-satelite/pacotes-de-canais', '/zap-fibrax', '/tv/guia-tv', '/a-zap'])('%s stays open', (path) =>
    expect(isGatedPath('mz', path)).toBe(false),
  )
})
