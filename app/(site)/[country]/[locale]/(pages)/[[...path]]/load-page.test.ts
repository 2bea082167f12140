/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["react-server", "node"]}
 */
// React's cache() only keeps results inside a server render, so this test renders through React's
// server renderer with the "react-server" build of React, as Next does for the page and its metadata.
import { PassThrough } from 'node:stream'
import { createElement } from 'react'
import { renderToPipeableStream } from 'next/dist/compiled/react-server-dom-webpack/server.node'
import type { Page } from '@/cms/payload-types'
import { findPageForPath } from '@/lib/content/get-page'
import { loadSitePage } from './load-page'

jest.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }))
jest.mock('@/lib/preview/preview-user', () => ({ previewUser: async () => null }))
jest.mock('@/lib/content/get-alternates', () => ({
  getAlternatePaths: async () => ({ pt: '/a-zap/noticias', en: '/about-zap/news' }),
}))
jest.mock('@/lib/content/get-page', () => ({ findPageForPath: jest.fn() }))

const findPage = jest.mocked(findPageForPath)
const page = { id: 7, title: 'Notícias', layout: [] } as unknown as Page

/** One server render, as one request: what `run` returns once everything has rendered. */
async function inOneRequest<T>(run: () => Promise<T>): Promise<T> {
  let result: T | undefined
  async function Request() {
    result = await run()
    return null
  }
  const stream = new PassThrough()
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve).on('error', reject).resume()
  })
  renderToPipeableStream(createElement(Request), {}, { onError: (error: unknown) => void console.error(error) }).pipe(
    stream,
  )
  await done
  return result as T
}

// Next hands the page and its generateMetadata each their own params promise.
const params = () => Promise.resolve({ country: 'ao', locale: 'pt', path: ['a-zap', 'noticias', 'zap-15-anos'] })

beforeEach(() => {
  findPage.mockReset()
  findPage.mockResolvedValue({ page, pagePath: '/a-zap/noticias', param: 'zap-15-anos' })
})

describe('loadSitePage', () => {
  it('looks the page up once for the metadata and the page of one request', async () => {
    const [forMetadata, forPage] = await inOneRequest(() =>
      Promise.all([loadSitePage(params()), loadSitePage(params())]),
    )
    expect(findPage).toHaveBeenCalledTimes(1)
    expect(forPage).toBe(forMetadata)
    expect(forPage?.alternates).toEqual({ pt: '/a-zap/noticias/zap-15-anos', en: '/about-zap/news/zap-15-anos' })
  })

  it('looks the page up again in the next request, and for another address', async () => {
    await inOneRequest(() => loadSitePage(params()))
    await inOneRequest(async () => {
      await loadSitePage(params())
      return loadSitePage(Promise.resolve({ country: 'mz', locale: 'en', path: ['about-zap', 'news'] }))
    })
    expect(findPage).toHaveBeenCalledTimes(3)
    expect(findPage.mock.calls.map(([country, locale, path]) => [country, locale, path])).toEqual([
      ['ao', 'pt', '/a-zap/noticias/zap-15-anos'],
      ['ao', 'pt', '/a-zap/noticias/zap-15-anos'],
      ['mz', 'en', '/about-zap/news'],
    ])
  })
})
