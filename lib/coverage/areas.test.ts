import { describe, expect, it } from '@jest/globals'
import {
  resultForQuery,
  resultForSlug,
  closestAreas,
  type CoverageAreaData,
  isCoverageSlug,
  nameFromSlug,
  segmentForQuery,
  slugOf,
  suggestAreas,
  withSlugs,
} from './areas'

const area = (neighbourhood: string, municipality: string, status: CoverageAreaData['status'] = 'available') => ({
  province: 'Luanda',
  municipality,
  neighbourhood,
  status,
  month: status === 'soon' ? '2027-05' : null,
})

const areas = withSlugs([
  area('Talatona', 'Talatona'),
  area('Morro Bento', 'Talatona'),
  area('Camama', 'Talatona', 'soon'),
  area('Benfica', 'Cacuaco', 'planned-not'),
  area('Benfica', 'Belas'),
  area('São Paulo', 'Sambizanga', 'soon'),
  area('Ilha de Luanda', 'Ingombota'),
  area('Kilamba', 'Belas'),
  area('Viana', 'Viana', 'soon'),
  area('Zango', 'Viana', 'planned-not'),
])
const names = (list: readonly CoverageAreaData[]) => list.map((a) => `${a.neighbourhood} (${a.municipality})`)
const named = (neighbourhood: string, municipality?: string) =>
  areas.find((a) => a.neighbourhood === neighbourhood && (!municipality || a.municipality === municipality))!

describe('slugOf and the areas’ segments', () => {
  it('makes an address segment of a name: no accents, lower case, hyphens', () => {
    expect(slugOf('Morro Bento')).toBe('morro-bento')
    expect(slugOf('  São Paulo! ')).toBe('sao-paulo')
    expect(slugOf('Ilha de Luanda')).toBe('ilha-de-luanda')
    expect(slugOf('Cuanza-Sul / Ção')).toBe('cuanza-sul-cao')
    expect(slugOf('«»')).toBe('')
    expect(slugOf('a'.repeat(100))).toHaveLength(60)
    expect(isCoverageSlug('morro-bento')).toBe(true)
    for (const bad of ['Morro', 'morro--bento', '-morro', 'morro_bento', 'a'.repeat(61)])
      expect([bad, isCoverageSlug(bad)]).toEqual([bad, false])
  })

  it('gives each area its name’s segment, and the municipality too when two areas share the name', () => {
    expect(named('Talatona').slug).toBe('talatona')
    expect(named('São Paulo').slug).toBe('sao-paulo')
    expect(named('Benfica', 'Belas').slug).toBe('benfica-belas')
    expect(named('Benfica', 'Cacuaco').slug).toBe('benfica-cacuaco')
    expect(new Set(areas.map((a) => a.slug)).size).toBe(areas.length)
    // Name order, whatever order the CMS gave.
    expect(areas.map((a) => a.neighbourhood).slice(0, 3)).toEqual(['Benfica', 'Benfica', 'Camama'])
  })

  it('never gives two areas one segment, nor an empty one', () => {
    const odd = withSlugs([area('Benfica Belas', 'Luanda'), area('Benfica', 'Belas'), area('Benfica', 'Cacuaco'), area('«»', 'Viana')])
    const slugs = odd.map((a) => a.slug)
    expect(new Set(slugs).size).toBe(4)
    expect(slugs.every(isCoverageSlug)).toBe(true)
  })

  it('reads a segment back as a name', () => {
    expect(nameFromSlug('bairro-azul')).toBe('Bairro Azul')
    expect(nameFromSlug('ilha-de-luanda')).toBe('Ilha de Luanda')
  })
})

describe('suggestAreas (the type-ahead)', () => {
  it.each(['talatona', 'TALATONA', 'Talatóna', ' talatona  ', 'Talatona!'])('finds Talatona first for “%s”', (query) => {
    expect(names(suggestAreas(areas, query))).toEqual(['Talatona (Talatona)', 'Camama (Talatona)', 'Morro Bento (Talatona)'])
  })

  it('puts the name itself, then names that start with the query, before names that contain it', () => {
    expect(names(suggestAreas(areas, 'ben'))).toEqual(['Benfica (Belas)', 'Benfica (Cacuaco)', 'Morro Bento (Talatona)'])
    expect(names(suggestAreas(areas, 'sao paulo'))).toEqual(['São Paulo (Sambizanga)'])
    expect(names(suggestAreas(areas, 'paulo sao'))).toEqual(['São Paulo (Sambizanga)'])
    // A municipality's name offers its neighbourhoods, after any neighbourhood of that name.
    expect(names(suggestAreas(areas, 'viana'))).toEqual(['Viana (Viana)', 'Zango (Viana)'])
  })

  it('waits for two letters, and finds nothing for a name no area has', () => {
    expect(suggestAreas(areas, 'k')).toEqual([])
    expect(suggestAreas(areas, '  ')).toEqual([])
    expect(suggestAreas(areas, 'bairro azul')).toEqual([])
    expect(suggestAreas(areas, 'ta', 2)).toHaveLength(2)
  })
})

describe('closestAreas (for a name no area has)', () => {
  it('offers names a slip or two away', () => {
    expect(names(closestAreas(areas, 'Talatonna'))).toEqual(['Talatona (Talatona)'])
    expect(names(closestAreas(areas, 'kilanba'))).toEqual(['Kilamba (Belas)'])
    expect(names(closestAreas(areas, 'zangu'))).toEqual(['Zango (Viana)'])
  })

  it('offers nothing far from every name', () => {
    expect(closestAreas(areas, 'Bairro Azul')).toEqual([])
    expect(closestAreas(areas, 'x')).toEqual([])
  })
})

describe('results', () => {
  it('at a segment: the area, a choice between areas of one name, or a name with its closest areas', () => {
    expect(resultForSlug(areas, 'morro-bento')).toEqual({ kind: 'area', area: named('Morro Bento') })
    expect(resultForSlug(areas, 'benfica')).toEqual({
      kind: 'choose',
      query: 'Benfica',
      areas: [named('Benfica', 'Belas'), named('Benfica', 'Cacuaco')],
    })
    expect(resultForSlug(areas, 'talatonna')).toEqual({
      kind: 'unknown',
      query: 'Talatonna',
      suggestions: [named('Talatona')],
    })
    expect(resultForSlug(areas, 'bairro-azul')).toEqual({ kind: 'unknown', query: 'Bairro Azul', suggestions: [] })
    expect(resultForSlug(areas, 'Talatona')).toBeNull()
    expect(resultForSlug(areas, 'x'.repeat(61))).toBeNull()
  })

  it('for a typed name: its one area, the only area it suggests, or the name as typed', () => {
    expect(resultForQuery(areas, 'SÃO PAULO')).toEqual({ kind: 'area', area: named('São Paulo') })
    expect(resultForQuery(areas, 'kilamb')).toEqual({ kind: 'area', area: named('Kilamba') })
    expect(resultForQuery(areas, ' benfica ')).toMatchObject({ kind: 'choose', query: 'benfica' })
    expect(resultForQuery(areas, 'Bairro   Azul')).toEqual({ kind: 'unknown', query: 'Bairro Azul', suggestions: [] })
    // Several suggestions but none of the name: the name as typed, with those as the closest.
    expect(resultForQuery(areas, 'ta')).toMatchObject({ kind: 'unknown', query: 'ta' })
    expect(resultForQuery(areas, '  ')).toBeNull()
  })

  it('the segment the form without JavaScript goes to', () => {
    expect(segmentForQuery(areas, 'Talatóna')).toBe('talatona')
    expect(segmentForQuery(areas, 'benfica')).toBe('benfica')
    expect(segmentForQuery(areas, 'Bairro Azul')).toBe('bairro-azul')
    expect(segmentForQuery(areas, '«»')).toBeNull()
    expect(segmentForQuery(areas, '')).toBeNull()
    // Whatever is typed, the segment is one the page has a result for.
    for (const typed of ['Talatóna', 'Bairro Azul', 'x'.repeat(200), 'Rua 21 / casa 14', 'benfica'])
      expect(resultForSlug(areas, segmentForQuery(areas, typed)!)).not.toBeNull()
  })
})
