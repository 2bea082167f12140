import { doc, link, p } from '@/cms/seed/lexical'
import { brokenSettingsLinks, contentHealth, mediaWithoutAlt, missingEnglish } from './checks'
import { linkTargets } from './links'
import type { HealthInput, HealthPage } from './types'

const block = (...children: Parameters<typeof p>) => [{ blockType: 'richText', content: doc(p(...children)) }]

function page(id: number, overrides: Partial<HealthPage> = {}): HealthPage {
  return {
    id,
    country: 'ao',
    status: 'published',
    takesId: false,
    title: { pt: `Página ${id}`, en: `Page ${id}` },
    path: { pt: `/pagina-${id}`, en: `/page-${id}` },
    layout: { pt: block('Olá'), en: block('Hello') },
    ...overrides,
  }
}

describe('missingEnglish', () => {
  it('lists pages with no English title, path or layout, saying which', () => {
    const rows = missingEnglish([
      page(1),
      page(2, { title: { pt: 'Só português' }, path: { pt: '/so-pt' }, layout: { pt: block('x') } }),
      page(3, { layout: { pt: block('x'), en: [] } }),
      page(4, { title: { pt: 'Título', en: '  ' }, status: 'draft', country: 'mz' }),
    ])
    expect(rows).toEqual([
      {
        collection: 'pages',
        id: 3,
        country: 'ao',
        status: 'published',
        title: 'Página 3',
        path: '/pagina-3',
        missing: ['layout'],
      },
      {
        collection: 'pages',
        id: 4,
        country: 'mz',
        status: 'draft',
        title: 'Título',
        path: '/pagina-4',
        missing: ['title'],
      },
      {
        collection: 'pages',
        id: 2,
        country: 'ao',
        status: 'published',
        title: 'Só português',
        path: '/so-pt',
        missing: ['title', 'path', 'layout'],
      },
    ])
  })

  it('lists nothing when every page has its English version', () => {
    expect(missingEnglish([page(1), page(2)])).toEqual([])
  })
})

describe('mediaWithoutAlt', () => {
  it('lists images with an empty or missing alt text per language', () => {
    expect(
      mediaWithoutAlt([
        { id: 1, filename: 'hero.webp', alt: { pt: 'Família a ver televisão', en: 'Family watching TV' } },
        { id: 2, filename: 'logo.png', alt: { pt: 'Logótipo', en: '' } },
        { id: 3, filename: null, alt: {} },
      ]),
    ).toEqual([
      { collection: 'media', id: 3, filename: '#3', missing: ['pt', 'en'] },
      { collection: 'media', id: 2, filename: 'logo.png', missing: ['en'] },
    ])
  })

  it('lists nothing when every image is described in both languages', () => {
    expect(mediaWithoutAlt([{ id: 1, filename: 'a.webp', alt: { pt: 'a', en: 'a' } }])).toEqual([])
  })
})

describe('brokenSettingsLinks', () => {
  const targets = linkTargets([{ country: 'mz', takesId: false, path: { pt: '/a-zap', en: '/the-zap' } }], [])
  const settings = (mainMenu: unknown[]) => [
    { id: 7, country: 'mz' as const, title: 'Site settings', doc: { mainMenu, footer: { columns: [] } } },
  ]

  it('names the menu item of a link to no page, and skips items hidden in Mozambique or disabled', () => {
    const rows = brokenSettingsLinks(
      settings([
        { label: { pt: 'Sobre', en: 'About' }, link: { pt: '/a-zap', en: '/en/the-zap' } },
        { label: { pt: 'Fibra', en: 'Fibre' }, link: { pt: '/zap-fibra', en: '/en/zap-fibra' }, showInMoz: false },
        { label: { pt: 'Em breve', en: 'Soon' }, link: { pt: '/em-breve', en: '/en/soon' }, disabled: true },
        {
          label: { pt: 'Lojas', en: 'Shops' },
          link: { pt: '/lojas', en: '/en/the-zap' },
          items: [{ label: { pt: 'Velha' }, link: { pt: '/a-zap#x' } }],
        },
      ]),
      targets,
    )
    expect(rows).toEqual([
      {
        collection: 'settings',
        id: 7,
        country: 'mz',
        document: 'Site settings',
        field: 'mainMenu › #4 "Lojas" › link (pt)',
        href: '/lojas',
      },
    ])
  })

  it('checks the fibre and cinema menus only where the country has those sections', () => {
    const fibreMenu = { fibra: [{ label: { pt: 'Wi-Fi' }, link: { pt: '/zap-fibra/wifi-6' } }] }
    const rows = brokenSettingsLinks(
      [
        { id: 1, country: 'ao', title: 'Angola', doc: { secondaryMenus: fibreMenu } },
        {
          id: 2,
          country: 'mz',
          title: 'Moçambique',
          doc: {
            secondaryMenus: fibreMenu,
            footer: { columns: [{ title: 'Ajuda', links: [{ label: 'FAQ', link: { pt: '/ajuda/faq' } }] }] },
          },
        },
      ],
      targets,
    )
    expect(rows.map((row) => [row.country, row.field, row.href])).toEqual([
      ['ao', 'secondaryMenus › fibra › #1 "Wi-Fi" › link (pt)', '/zap-fibra/wifi-6'],
      ['mz', 'footer › columns › #1 "Ajuda" › links › #1 "FAQ" › link (pt)', '/ajuda/faq'],
    ])
  })
})

describe('contentHealth', () => {
  const input: HealthInput = {
    pages: [
      page(1, { path: { pt: '/a-zap', en: '/the-zap' } }),
      page(2, { takesId: true, path: { pt: '/a-zap/noticias', en: '/the-zap/news' } }),
      page(10, {
        status: 'draft',
        title: { pt: 'Demo', en: 'Demo' },
        layout: {
          pt: block(
            'Ver ',
            link('antiga', '/a-zap/pagina-antiga#topo'),
            ', ',
            link('notícia', '/a-zap/noticias/abc'),
            ', ',
            link('busca', '/pesquisa?q=1'),
          ),
          en: block('See ', link('old', '/en/the-zap/old-page'), ' and ', link('about', '/en/the-zap')),
        },
      }),
      page(20, { country: 'mz', layout: { pt: block(link('sobre', '/a-zap')), en: block('ok') } }),
    ],
    // Page 10 is a draft: visitors cannot reach it, so it is no link target.
    published: [
      { country: 'ao', takesId: false, path: { pt: '/a-zap', en: '/the-zap' } },
      { country: 'ao', takesId: true, path: { pt: '/a-zap/noticias', en: '/the-zap/news' } },
      { country: 'mz', takesId: false, path: { pt: '/pagina-20', en: '/page-20' } },
    ],
    redirects: [{ from: '/pesquisa', country: null }],
    settings: [],
    media: [],
  }

  it('lists each broken link under its own country with the document, field and href', () => {
    const report = contentHealth(input)
    expect(report.countries.map((c) => c.country)).toEqual(['ao', 'mz'])
    const [ao, mz] = report.countries
    expect(ao!.brokenLinks).toEqual([
      {
        collection: 'pages',
        id: 10,
        country: 'ao',
        status: 'draft',
        document: 'Demo',
        field: 'layout (pt) › #1 richText › content › link "antiga"',
        href: '/a-zap/pagina-antiga#topo',
      },
      {
        collection: 'pages',
        id: 10,
        country: 'ao',
        status: 'draft',
        document: 'Demo',
        field: 'layout (en) › #1 richText › content › link "old"',
        href: '/en/the-zap/old-page',
      },
    ])
    // Mozambique has no /a-zap page in this input: the Angolan one does not count.
    expect(mz!.brokenLinks.map((row) => [row.id, row.href])).toEqual([[20, '/a-zap']])
    expect(ao!.missingEnglish).toEqual([])
    expect(report.media).toEqual([])
  })

  it('lists no broken link once the target page is published', () => {
    const fixed = contentHealth({
      ...input,
      published: [
        ...input.published,
        { country: 'ao', takesId: false, path: { pt: '/a-zap/pagina-antiga', en: '/the-zap/old-page' } },
        { country: 'mz', takesId: false, path: { pt: '/a-zap' } },
      ],
    })
    expect(fixed.countries.flatMap((c) => c.brokenLinks)).toEqual([])
  })
})
