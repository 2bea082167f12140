import type { Block } from 'payload'
import { blocksBySlug, missingImages, referencedMediaIds, type MediaFile } from './images'
import type { HealthPage } from './types'

const blocks: Block[] = [
  {
    slug: 'mediaText',
    fields: [
      { name: 'heading', type: 'text' },
      { name: 'image', type: 'upload', relationTo: 'media', required: true },
    ],
  },
  {
    slug: 'cards',
    fields: [{ name: 'items', type: 'array', fields: [{ name: 'photo', type: 'upload', relationTo: 'media' }] }],
  },
]
const schema = blocksBySlug([{ name: 'layout', type: 'blocks', blocks }])

function page(id: number, layout: unknown[], country: 'ao' | 'mz' = 'ao'): HealthPage {
  return {
    id,
    country,
    status: 'published',
    takesId: false,
    title: { pt: `Página ${id}` },
    path: { pt: `/p${id}` },
    layout: { pt: layout },
  }
}

const media = new Map<number, MediaFile>([
  [1, { filename: 'ok.webp', fileMissing: false }],
  [2, { filename: 'lost.webp', fileMissing: true }],
])

describe('missingImages', () => {
  it('lists a required image emptied by a delete, a reference to no document and a file missing from storage, saying where', () => {
    const pages = [
      page(10, [
        { blockType: 'mediaText', image: null },
        { blockType: 'mediaText', image: 1 },
      ]),
      page(
        11,
        [
          { blockType: 'cards', items: [{ photo: 1 }, { photo: 99 }] },
          { blockType: 'mediaText', image: 2 },
        ],
        'mz',
      ),
    ]
    expect(missingImages(pages, schema, media)).toEqual([
      {
        collection: 'pages',
        id: 10,
        country: 'ao',
        status: 'published',
        document: 'Página 10',
        field: 'layout (pt) › #1 mediaText › image',
        image: null,
        problem: 'deleted',
      },
      {
        collection: 'pages',
        id: 11,
        country: 'mz',
        status: 'published',
        document: 'Página 11',
        field: 'layout (pt) › #1 cards › items #2 › photo',
        image: '#99',
        problem: 'deleted',
      },
      {
        collection: 'pages',
        id: 11,
        country: 'mz',
        status: 'published',
        document: 'Página 11',
        field: 'layout (pt) › #2 mediaText › image',
        image: 'lost.webp',
        problem: 'file-missing',
      },
    ])
  })

  it('leaves an optional image left empty and images that are there alone', () => {
    const pages = [
      page(12, [
        { blockType: 'cards', items: [{ photo: null }, { photo: 1 }] },
        { blockType: 'mediaText', image: 1 },
      ]),
    ]
    expect(missingImages(pages, schema, media)).toEqual([])
  })

  it('names the media the blocks use, so only those are looked up in storage', () => {
    const pages = [
      page(13, [
        { blockType: 'cards', items: [{ photo: 1 }, { photo: 99 }] },
        { blockType: 'mediaText', image: null },
      ]),
    ]
    expect([...referencedMediaIds(pages, schema)].sort()).toEqual([1, 99])
  })
})
