import { englishRedirects, pathLandings } from './path-landings'

const pages = [
  { pt: '/', en: '/' },
  { pt: '/a-zap', en: '/the-zap' },
  { pt: '/a-zap/destaques', en: '/the-zap/highlights' },
  { pt: '/a-zap/noticias', en: '/the-zap/news', takesId: true },
  { pt: '/termos-e-condicoes', en: '/terms-and-conditions' },
  { pt: '/tv/zap-viva', en: '/tv/zap-viva' },
  { pt: '/tv/destaques', en: '/tv/destaques' },
  { pt: '/apoio-ao-cliente/passatempos', en: '/help/pastimes' },
  { pt: '/so-portugues' },
]

describe('pathLandings', () => {
  const map = pathLandings(pages, { pt: ['/tv/destaques'], en: ['/tv/destaques'] })

  it('sends a Portuguese path under /en to the page’s English address', () => {
    expect(map['/en/a-zap/destaques']).toBe('/en/the-zap/highlights')
    expect(map['/en/termos-e-condicoes']).toBe('/en/terms-and-conditions')
    expect(map['/en/a-zap']).toBe('/en/the-zap')
    // A page without English: its Portuguese address.
    expect(map['/en/so-portugues']).toBe('/so-portugues')
  })

  it('sends an English path without /en to the English page', () => {
    expect(map['/help/pastimes']).toBe('/en/help/pastimes')
    expect(map['/the-zap']).toBe('/en/the-zap')
  })

  it('sends a section root to its first page, menu order first, in both languages', () => {
    expect(map['/tv']).toBe('/tv/destaques')
    expect(map['/en/tv']).toBe('/en/tv/destaques')
    expect(map['/apoio-ao-cliente']).toBe('/apoio-ao-cliente/passatempos')
    expect(map['/en/help']).toBe('/en/help/pastimes')
    // The other language's section root lands on the same page in English.
    expect(map['/help']).toBe('/en/help/pastimes')
    // Without a menu entry: the first by path.
    expect(pathLandings(pages)['/tv']).toBe('/tv/destaques')
  })

  it('never redirects an address a page serves, nor an unknown one', () => {
    for (const served of [
      '/',
      '/en',
      '/a-zap',
      '/tv/zap-viva',
      '/en/tv/zap-viva',
      '/a-zap/noticias/uma-noticia',
      '/en/the-zap/news/a-story',
    ])
      expect(map[served]).toBeUndefined()
    expect(map['/en/a-zap/noticias/uma-noticia']).toBeUndefined()
    expect(map['/nada']).toBeUndefined()
    expect(Object.values(map).every((to) => to.startsWith('/') && !to.startsWith('//'))).toBe(true)
  })
})

describe('englishRedirects', () => {
  it('gives a Portuguese legacy redirect its English twin, unless editors set one or a page has it', () => {
    const out = englishRedirects(
      { '/pesquisa': '/', '/fibra': '/a-zap', '/x': '/nao-existe', '/y': '/a-zap', '/en/y': '/en' },
      [...pages, { pt: '/p', en: '/fibra' }],
    )
    // /fibra is an English page, /nao-existe no page, /en/y the editors' own.
    expect(out).toEqual({ '/en/pesquisa': '/en' })
    expect(englishRedirects({ '/velho': '/a-zap/destaques' }, pages)).toEqual({ '/en/velho': '/en/the-zap/highlights' })
  })
})
