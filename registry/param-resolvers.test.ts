import { getCampaign } from '@/lib/content/get-campaigns'
import { getJob } from '@/lib/content/get-jobs'
import { getNewsArticle, getNewsPage, type NewsDetail } from '@/lib/content/get-news'
import { getNovel } from '@/lib/content/get-novels'
import { getPackages } from '@/lib/content/get-packages'
import { getCoverageAreas } from '@/lib/content/get-coverage-areas'
import { withSlugs } from '@/lib/coverage/areas'
import { packagesFixture } from '@/blocks/package-grid/fixtures'
import { metadataForParam } from './param-metadata'
import { paramExists } from './param-exists'
import type { BlockOf, LayoutBlock, ParamContext } from './types'

// The content reads are the database's side; what is under test is how each block reads the id.
jest.mock('@/lib/content/get-campaigns', () => ({ getCampaign: jest.fn() }))
jest.mock('@/lib/content/get-novels', () => ({ getNovel: jest.fn() }))
jest.mock('@/lib/content/get-jobs', () => ({ getJob: jest.fn() }))
jest.mock('@/lib/content/get-news', () => ({ getNewsArticle: jest.fn(), getNewsPage: jest.fn() }))
jest.mock('@/lib/content/get-packages', () => ({ getPackages: jest.fn() }))
jest.mock('@/lib/content/get-coverage-areas', () => ({ getCoverageAreas: jest.fn() }))

const campaign = jest.mocked(getCampaign)
const novel = jest.mocked(getNovel)
const job = jest.mocked(getJob)
const article = jest.mocked(getNewsArticle)
const newsPage = jest.mocked(getNewsPage)
const packages = jest.mocked(getPackages)
const coverage = jest.mocked(getCoverageAreas)

const at = (param: string, country: 'ao' | 'mz' = 'ao', locale: 'pt' | 'en' = 'pt'): ParamContext => ({
  country,
  locale,
  param,
})
const block = <T extends LayoutBlock['blockType']>(blockType: T, fields: object = {}) =>
  ({ blockType, ...fields }) as unknown as BlockOf<T>

/** What the page title and the proxy's 404 say about one block at one id. */
async function both(blocks: LayoutBlock[], context: ParamContext) {
  const exists = await paramExists(blocks, context)
  const metadata = await metadataForParam(blocks, context)
  return { exists, title: metadata?.title ?? null }
}

beforeEach(() => jest.resetAllMocks())

describe('campaigns at /{service}/campanhas/{id}', () => {
  const list = [block('campaignList', { service: 'fibra' })]

  it('look the campaign up by number in the block’s service, country and language', async () => {
    campaign.mockResolvedValue({ title: 'Fibra 50% off', summary: 'Até dezembro', image: null } as never)
    expect(await both(list, at('42', 'mz', 'en'))).toEqual({ exists: true, title: 'Fibra 50% off · ZAP' })
    expect(campaign).toHaveBeenCalledWith('mz', 'en', 'fibra', 42)
  })

  it('name nothing for an unknown id, and query nothing for one that is not a number', async () => {
    campaign.mockResolvedValue(null)
    expect(await both(list, at('999999'))).toEqual({ exists: false, title: null })
    campaign.mockClear()
    for (const param of ['abc', '1e3', '-1', '1234567890123']) {
      expect(await both(list, at(param))).toEqual({ exists: false, title: null })
    }
    expect(campaign).not.toHaveBeenCalled()
  })
})

describe('novelas at /tv/zap-channels/novelas/{id}', () => {
  const list = [block('novelList')]

  it('look the novela up by number, and name nothing for an unknown or malformed id', async () => {
    novel.mockImplementation(async (_country, _locale, id) =>
      id === 7 ? ({ title: 'Jikulumessu', synopsis: 'Luanda', image: null } as never) : null,
    )
    expect(await both(list, at('7'))).toEqual({ exists: true, title: 'Jikulumessu · ZAP Novelas' })
    expect(await both(list, at('8'))).toEqual({ exists: false, title: null })
    expect(await both(list, at('sete'))).toEqual({ exists: false, title: null })
    expect(novel).toHaveBeenCalledTimes(4)
  })
})

describe('news at /a-zap/noticias/{segment}', () => {
  const paginated = [block('newsList', { paginate: true, pageSize: 9, heading: 'Notícias' })]
  const single = [block('newsList', { paginate: false, pageSize: 9 })]
  const pageOf = (totalPages: number) => ({ articles: [], page: 1, totalPages, totalDocs: totalPages * 9 })

  it('show an article by its slug, with its own title', async () => {
    article.mockResolvedValue({ title: 'ZAP faz 15 anos', excerpt: 'Festa', image: null } as NewsDetail)
    expect(await both(paginated, at('zap-faz-15-anos'))).toEqual({ exists: true, title: 'ZAP faz 15 anos · ZAP' })
  })

  it('take no segment longer than an editor can give an article as its slug, without a query', async () => {
    article.mockResolvedValue({ title: 'Longo', excerpt: '', image: null } as NewsDetail)
    expect(await both(paginated, at('a'.repeat(121)))).toEqual({ exists: false, title: null })
    expect(article).not.toHaveBeenCalled()
  })

  it('show list pages up to the last one, and only on a list that paginates', async () => {
    newsPage.mockResolvedValue(pageOf(2))
    expect(await both(paginated, at('pagina-2'))).toEqual({ exists: true, title: 'Notícias · página 2 · ZAP' })
    expect(await both(paginated, at('pagina-3'))).toEqual({ exists: false, title: null })
    expect(await both(single, at('pagina-1'))).toEqual({ exists: false, title: null })
    // Page 1 of an empty list says so; it is there.
    newsPage.mockResolvedValue(pageOf(0))
    expect((await both(paginated, at('page-1', 'mz', 'en'))).exists).toBe(true)
  })
})

describe('job applications at /a-zap/candidatura/{id}', () => {
  const form = [block('jobApplication')]

  it('apply for a published job of the country, and for nothing at an unknown or malformed id', async () => {
    job.mockImplementation(async (id) => (id === 3 ? ({ id: 3, title: 'Engenheiro/a' } as never) : null))
    expect(await paramExists(form, at('3'))).toBe(true)
    expect(job).toHaveBeenCalledWith(3, 'ao', 'pt')
    expect(await paramExists(form, at('4'))).toBe(false)
    expect(await paramExists(form, at('tres'))).toBe(false)
    expect(job).toHaveBeenCalledTimes(2)
  })
})

describe('the video club at /zap-fibra/videoclube/{shelf}', () => {
  it('accepts its shelves only; the other movie views do not read the segment', async () => {
    const club = [block('movieProgramme', { view: 'videoClub' })]
    expect(await paramExists(club, at('series'))).toBe(true)
    expect(await paramExists(club, at('nao-existe'))).toBe(false)
    expect(await paramExists([block('movieProgramme', { view: 'cards' })], at('nao-existe'))).toBe(true)
  })
})

describe('sign-up requests at /adesao/{id}', () => {
  const form = [block('signUpForm')]

  it('accepts a package the country sells, and 404s another country’s, an unknown id and a word', async () => {
    // Angola sells these satellite packages and no fibre in this fixture.
    packages.mockImplementation(async (country, _locale, service) =>
      service === 'satelite' ? packagesFixture[country] : [],
    )
    const angolan = packagesFixture.ao[1]!
    const mozambican = packagesFixture.mz[0]!
    expect(await paramExists(form, at(String(angolan.id)))).toBe(true)
    expect(await paramExists(form, at(String(mozambican.id)))).toBe(false)
    expect(await paramExists(form, at('424242'))).toBe(false)
    expect(await paramExists(form, at('max'))).toBe(false)
  })
})

describe('the coverage check at /zap-fibra/pesquisa-de-cobertura/{neighbourhood}', () => {
  const check = [block('coverageCheck'), block('coverageForm')]
  const luanda = (neighbourhood: string, municipality: string) => ({
    province: 'Luanda',
    municipality,
    neighbourhood,
    status: 'available' as const,
    month: null,
  })

  it('accepts an area with its own title, a name it has no area for with that name, and 404s no name', async () => {
    coverage.mockResolvedValue(withSlugs([luanda('Morro Bento', 'Talatona'), luanda('Golf', 'Kilamba Kiaxi')]))
    expect(await both(check, at('morro-bento'))).toEqual({ exists: true, title: 'Fibra em Morro Bento · ZAP' })
    expect(await both(check, at('golf', 'ao', 'en'))).toEqual({ exists: true, title: 'Fibre in Golf · ZAP' })
    expect(await both(check, at('bairro-azul'))).toEqual({
      exists: true,
      title: '«Bairro Azul»: cobertura de fibra · ZAP',
    })
    expect(coverage).toHaveBeenCalledWith('ao')
    // Longer than any name the form makes: no result.
    expect(await both(check, at('a'.repeat(61)))).toEqual({ exists: false, title: null })
  })

  it('reads the areas of the address’s country', async () => {
    coverage.mockResolvedValue([])
    expect(await both(check, at('talatona', 'mz'))).toEqual({
      exists: true,
      title: '«Talatona»: cobertura de fibra · ZAP',
    })
    expect(coverage).toHaveBeenCalledWith('mz')
  })
})
