import { beforeEach, describe, expect, it } from '@jest/globals'
import { getCoverageAreas } from '@/lib/content/get-coverage-areas'
import { getPublishedPage } from '@/lib/content/get-page'
import { withSlugs } from '@/lib/coverage/areas'
import { GET } from './route'

// The content reads are the database's side; what is under test is where the form's redirect goes.
jest.mock('@/lib/content/get-coverage-areas', () => ({ getCoverageAreas: jest.fn() }))
jest.mock('@/lib/content/get-page', () => ({ getPublishedPage: jest.fn() }))

const PAGE = { pt: '/zap-fibra/pesquisa-de-cobertura', en: '/zap-fibra/coverage-survey' }
const areas = withSlugs([
  { province: 'Luanda', municipality: 'Talatona', neighbourhood: 'Talatona', status: 'available' as const, month: null },
  { province: 'Luanda', municipality: 'Kilamba Kiaxi', neighbourhood: 'Golf', status: 'soon' as const, month: '2027-05' },
])
const coveragePage = { layout: [{ blockType: 'coverageCheck' }, { blockType: 'coverageForm' }] }

async function check(query: Record<string, string>, host = 'localhost:3000') {
  const url = `http://localhost:3000/api/coverage/check?${new URLSearchParams(query)}`
  const response = await GET(new Request(url, { headers: { host } }))
  return { status: response.status, location: response.headers.get('location') }
}

beforeEach(() => {
  jest.mocked(getCoverageAreas).mockResolvedValue(areas)
  jest.mocked(getPublishedPage).mockImplementation(async (_country, locale, path, takesId) =>
    takesId && path === PAGE[locale] ? (coveragePage as never) : null,
  )
})

describe('GET /api/coverage/check (the coverage check without JavaScript)', () => {
  it('sends a known name to its result’s address, 303, in the page’s language', async () => {
    expect(await check({ q: 'TALATÓNA', page: PAGE.pt, locale: 'pt' })).toEqual({
      status: 303,
      location: '/zap-fibra/pesquisa-de-cobertura/talatona#resposta-cobertura',
    })
    expect(await check({ q: 'golf', page: PAGE.en, locale: 'en' })).toEqual({
      status: 303,
      location: '/en/zap-fibra/coverage-survey/golf#resposta-cobertura',
    })
    expect(getCoverageAreas).toHaveBeenCalledWith('ao')
  })

  it('sends a name no area has to its own address, which says so; an empty one back to the page', async () => {
    expect((await check({ q: 'Bairro Azul', page: PAGE.pt, locale: 'pt' })).location).toBe(
      '/zap-fibra/pesquisa-de-cobertura/bairro-azul#resposta-cobertura',
    )
    expect((await check({ q: '  ', page: PAGE.pt, locale: 'pt' })).location).toBe('/zap-fibra/pesquisa-de-cobertura')
  })

  it('never leaves the site nor goes to a page without the check: the home page instead', async () => {
    for (const page of ['//evil.example', 'https://evil.example', '/zap-fibra/wifi-6', '/a/../b', ''])
      expect([page, (await check({ q: 'Talatona', page, locale: 'pt' })).location]).toEqual([page, '/'])
    expect((await check({ q: 'Talatona', page: PAGE.en, locale: 'en' }, 'localhost:3000')).location).toMatch(/^\/en\//)
    expect((await check({ q: 'Talatona', page: PAGE.pt, locale: 'xx' })).location).toMatch(/^\/zap-fibra\//)
  })

  it('reads the country from the Host: Mozambique has no such page (no fibre) and goes home', async () => {
    jest.mocked(getPublishedPage).mockResolvedValue(null)
    expect(await check({ q: 'Talatona', page: PAGE.en, locale: 'en' }, 'mz.localhost:3000')).toEqual({
      status: 303,
      location: '/en',
    })
    expect(getPublishedPage).toHaveBeenCalledWith('mz', 'en', PAGE.en, true)
    expect((await check({ q: 'x', page: PAGE.pt }, 'evil.example:3000')).status).toBe(421)
  })
})
