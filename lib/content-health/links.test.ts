import { doc, link, p } from '@/cms/seed/lexical'
import { isBrokenLink, isFileOrApiPath, linksIn, linkTarget, linkTargets } from './links'

describe('linkTarget', () => {
  it('reads the language from the /en prefix and drops it from the page path', () => {
    expect(linkTarget('/a-zap')).toEqual({ locale: 'pt', path: '/a-zap', publicPath: '/a-zap' })
    expect(linkTarget('/en/the-zap')).toEqual({ locale: 'en', path: '/the-zap', publicPath: '/en/the-zap' })
    expect(linkTarget('/en')).toEqual({ locale: 'en', path: '/', publicPath: '/en' })
    // "/entretenimento" is Portuguese: only a whole "en" segment is the language prefix.
    expect(linkTarget('/entretenimento')).toEqual({
      locale: 'pt',
      path: '/entretenimento',
      publicPath: '/entretenimento',
    })
  })

  it('ignores the anchor, the query and a trailing slash', () => {
    expect(linkTarget('/a-zap/vida-zap#eventos')?.path).toBe('/a-zap/vida-zap')
    expect(linkTarget('/pesquisa?q=novelas#top')?.path).toBe('/pesquisa')
    expect(linkTarget('/en/the-zap/?x=1')?.publicPath).toBe('/en/the-zap')
    expect(linkTarget('/#pacotes')?.path).toBe('/')
  })

  it('is null for anything that is not a site path', () => {
    for (const href of [
      '#pacotes',
      'https://zap.co.ao/a-zap',
      'mailto:apoio@zap.co.ao',
      'tel:+244923',
      '//evil.example/a',
      '',
    ]) {
      expect(linkTarget(href)).toBeNull()
    }
  })
})

describe('isFileOrApiPath', () => {
  it('knows files, the CMS and API routes', () => {
    for (const path of [
      '/api/media/file/hero.webp',
      '/admin',
      '/documents/tarifario',
      '/media/x',
      '/manual.pdf',
      '/sitemap.xml',
    ]) {
      expect(isFileOrApiPath(path)).toBe(true)
    }
    expect(isFileOrApiPath('/a-zap')).toBe(false)
    expect(isFileOrApiPath('/apoio-ao-cliente')).toBe(false)
  })
})

describe('linksIn', () => {
  it('finds link fields and rich-text links, naming the block and field', () => {
    const layout = [
      { blockType: 'hero', slides: [{ heading: 'Olá', cta: { label: 'Ver', href: '/zap-satelite' } }] },
      { blockType: 'richText', content: doc(p('Leia ', link('a página antiga', '/a-zap/pagina-antiga'), '.')) },
    ]
    expect(linksIn(layout, ['layout (pt)'])).toEqual([
      { href: '/zap-satelite', field: 'layout (pt) › #1 hero › slides › #1 "Olá" › cta › href' },
      { href: '/a-zap/pagina-antiga', field: 'layout (pt) › #2 richText › content › link "a página antiga"' },
    ])
  })

  it('splits localized link fields by language and skips hidden rows', () => {
    const menu = [
      { label: { pt: 'Sobre', en: 'About' }, link: { pt: '/a-zap', en: '/en/the-zap' }, showInMoz: true },
      { label: { pt: 'Fibra', en: 'Fibre' }, link: { pt: '/zap-fibra', en: '/en/zap-fibra' }, showInMoz: false },
    ]
    const hidden = (row: Record<string, unknown>) => row.showInMoz === false
    expect(linksIn(menu, ['mainMenu'], { hidden })).toEqual([
      { href: '/a-zap', field: 'mainMenu › #1 "Sobre" › link (pt)' },
      { href: '/en/the-zap', field: 'mainMenu › #1 "Sobre" › link (en)' },
    ])
    expect(linksIn(menu, ['mainMenu'])).toHaveLength(4)
  })
})

describe('isBrokenLink', () => {
  const targets = linkTargets(
    [
      { country: 'ao', takesId: false, path: { pt: '/a-zap', en: '/the-zap' } },
      { country: 'ao', takesId: true, path: { pt: '/a-zap/noticias', en: '/the-zap/news' } },
      { country: 'ao', takesId: false, path: { pt: '/', en: '/' } },
      { country: 'mz', takesId: false, path: { pt: '/so-mocambique' } },
    ],
    [
      { from: '/pesquisa', country: null },
      { from: '/en/search', country: null },
      { from: '/zap-fibra', country: 'ao' },
    ],
  )

  it('accepts published pages of the country in the language of the link', () => {
    expect(isBrokenLink(targets, 'ao', '/a-zap')).toBe(false)
    expect(isBrokenLink(targets, 'ao', '/en/the-zap')).toBe(false)
    expect(isBrokenLink(targets, 'ao', '/en')).toBe(false)
    expect(isBrokenLink(targets, 'ao', '/a-zap#equipa')).toBe(false)
    expect(isBrokenLink(targets, 'ao', '/a-zap?ref=menu')).toBe(false)
  })

  it('refuses a path in the wrong language or of the other country', () => {
    expect(isBrokenLink(targets, 'ao', '/the-zap')).toBe(true)
    expect(isBrokenLink(targets, 'ao', '/en/a-zap')).toBe(true)
    expect(isBrokenLink(targets, 'ao', '/so-mocambique')).toBe(true)
    expect(isBrokenLink(targets, 'mz', '/a-zap')).toBe(true)
    expect(isBrokenLink(targets, 'ao', '/a-zap/pagina-antiga')).toBe(true)
  })

  it('accepts /path/{id} under a page that takes an id, one segment deep only', () => {
    expect(isBrokenLink(targets, 'ao', '/a-zap/noticias/nova-loja')).toBe(false)
    expect(isBrokenLink(targets, 'ao', '/en/the-zap/news/new-shop')).toBe(false)
    expect(isBrokenLink(targets, 'ao', '/a-zap/noticias/nova-loja/mais')).toBe(true)
    // /a-zap does not take an id.
    expect(isBrokenLink(targets, 'ao', '/a-zap/12')).toBe(true)
  })

  it('accepts CMS redirects, for both countries or only for their own', () => {
    expect(isBrokenLink(targets, 'ao', '/pesquisa')).toBe(false)
    expect(isBrokenLink(targets, 'mz', '/pesquisa')).toBe(false)
    expect(isBrokenLink(targets, 'mz', '/en/search#top')).toBe(false)
    expect(isBrokenLink(targets, 'ao', '/zap-fibra')).toBe(false)
    expect(isBrokenLink(targets, 'mz', '/zap-fibra')).toBe(true)
  })

  it('never flags files, API routes, anchors or external links', () => {
    for (const href of [
      '/api/media/file/x.webp',
      '/documents/tarifario.pdf',
      '#topo',
      'https://example.com/nada',
      'mailto:a@b.co',
    ]) {
      expect(isBrokenLink(targets, 'ao', href)).toBe(false)
    }
  })
})
