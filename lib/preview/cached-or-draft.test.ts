import { beforeEach, describe, expect, it } from '@jest/globals'
import type { TypedUser } from 'payload'
import { cachedOrDraft, cachedPublished } from './cached-or-draft'

// The cache is replaced by a recorder: which reads went through it, under which keys and tags.
const mockCached: { keyParts: string[]; tags: string[] }[] = []
jest.mock('next/cache', () => ({
  unstable_cache:
    <T>(load: () => Promise<T>, keyParts: string[], options: { tags: string[] }) =>
    () => {
      mockCached.push({ keyParts, tags: options.tags })
      return load()
    },
}))
const mockPreviewer: { current: TypedUser | null } = { current: null }
jest.mock('./preview-user', () => ({ previewUser: async () => mockPreviewer.current }))

const editor = { id: 1, collection: 'users' } as unknown as TypedUser
const reader = () =>
  cachedOrDraft(async (previewer) => (previewer ? `draft for ${String(previewer.id)}` : 'published'), ['k', 'ao'], {
    tags: ['t'],
  })

beforeEach(() => {
  mockCached.length = 0
  mockPreviewer.current = null
})

describe('cachedOrDraft', () => {
  it('reads a visitor the published version through the cache, under its keys and tags', async () => {
    expect(await reader()()).toBe('published')
    expect(mockCached).toEqual([{ keyParts: ['k', 'ao'], tags: ['t'] }])
  })

  it('reads a CMS user previewing in draft mode the draft, bypassing the cache', async () => {
    mockPreviewer.current = editor
    expect(await reader()()).toBe('draft for 1')
    expect(mockCached).toEqual([])
  })

  it('reads as a visitor when the caller says there is no previewer, whoever asks', async () => {
    mockPreviewer.current = editor
    expect(await reader()(null)).toBe('published')
    expect(mockCached).toHaveLength(1)
  })

  it('reads for the previewer the caller names', async () => {
    expect(await reader()(editor)).toBe('draft for 1')
    expect(mockCached).toEqual([])
  })
})

describe('cachedPublished', () => {
  it('reads through the cache even for a previewer', async () => {
    mockPreviewer.current = editor
    const load = cachedPublished(async () => 'same for all', ['p'], { tags: ['x'] })
    expect(await load()).toBe('same for all')
    expect(mockCached).toEqual([{ keyParts: ['p'], tags: ['x'] }])
  })
})
