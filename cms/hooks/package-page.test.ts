import { pageShowsPackage } from './package-page'

const fibre = { id: 5, service: 'fibra' }

describe('a page that shows a package', () => {
  it('is one with a grid or comparison of its service', () => {
    expect(pageShowsPackage([{ blockType: 'packageGrid', service: 'fibra' }], fibre)).toBe(true)
    expect(pageShowsPackage([{ blockType: 'packageComparison', service: 'fibra' }], fibre)).toBe(true)
    expect(pageShowsPackage([{ blockType: 'packageGrid', service: 'satelite' }], fibre)).toBe(false)
  })

  it('is one with a carousel that lists it, by id or populated', () => {
    const carousel = (packages: (number | { id: number })[]) => [
      { blockType: 'packageCarousel' as const, tabs: [{ label: 'Fibra', packages }] },
    ]
    // Populated relations arrive as documents; only their id matters here.
    expect(pageShowsPackage(carousel([4, { id: 5 }]) as never, fibre)).toBe(true)
    expect(pageShowsPackage(carousel([4, 6]) as never, fibre)).toBe(false)
  })

  it('is not one without package blocks', () => {
    expect(pageShowsPackage([{ blockType: 'richText' }] as never, fibre)).toBe(false)
    expect(pageShowsPackage(null, fibre)).toBe(false)
  })
})
