import { redirectMaps } from './redirect-maps'

const ao = { code: 'ao' }

describe('redirectMaps', () => {
  it('maps legacy paths to site paths, a country’s own redirect before one for both', () => {
    const maps = redirectMaps([
      { from: '/pesquisa', to: '/', country: null },
      { from: '/velho', to: '/novo-comum', country: null },
      { from: '/velho', to: '/novo-angola', country: ao },
    ])
    expect(maps.ao).toEqual({ '/pesquisa': '/', '/velho': '/novo-angola' })
    expect(maps.mz).toEqual({ '/pesquisa': '/', '/velho': '/novo-comum' })
  })

  it('skips rows stored before targets were validated whose target leaves the site', () => {
    const offSite = [
      '//evil.example/phish',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      'https://evil.example/',
      'http://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '/a\u0000b',
    ]
    const maps = redirectMaps(offSite.map((to, i) => ({ from: `/antigo-${i}`, to, country: null })))
    expect(maps).toEqual({ ao: {}, mz: {} })
  })

  it('follows an https:// address only when an administrator marked the redirect external', () => {
    const maps = redirectMaps([
      { from: '/parceiro', to: 'https://parceiro.example/oferta', country: ao, external: true },
      { from: '/parceiro-http', to: 'http://parceiro.example/', country: ao, external: true },
      { from: '/parceiro-sem-marca', to: 'https://parceiro.example/', country: ao },
    ])
    expect(maps.ao).toEqual({ '/parceiro': 'https://parceiro.example/oferta' })
  })
})
