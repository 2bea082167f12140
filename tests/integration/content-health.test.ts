import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import { HEALTH_DEMO } from '../../cms/seed/data/health-demo'
import { loadContentHealth } from '../../lib/content-health/load'
import type { HealthReport } from '../../lib/content-health/types'
import { freshPayload } from './helpers'

/** The content-health report read from a real, freshly seeded SQLite database. */

let payload: Payload
let cleanup: () => Promise<void>
const mediaDir = mkdtempSync(path.join(tmpdir(), 'zap-health-media-'))

before(async () => {
  // Uploads of this test (and of the seed) stay out of the repository's media/ folder.
  process.env.MEDIA_DIR = mediaDir
  ;({ payload, cleanup } = await freshPayload())
  const { seed } = await import('../../cms/seed/seed')
  await seed(payload, () => undefined)
})
after(async () => {
  await cleanup()
  rmSync(mediaDir, { recursive: true, force: true })
})

async function countryId(code: 'ao' | 'mz'): Promise<number> {
  const { docs } = await payload.find({ collection: 'countries', where: { code: { equals: code } }, limit: 1 })
  assert.ok(docs[0])
  return docs[0].id
}

async function demoPageId(): Promise<number> {
  const { docs } = await payload.find({
    collection: 'pages', draft: true, locale: 'pt', limit: 1, where: { path: { equals: HEALTH_DEMO.pt.path } },
  })
  assert.ok(docs[0], 'the seed created the content-health demo page')
  return docs[0].id
}

const of = (report: HealthReport, country: 'ao' | 'mz') => report.countries.find((c) => c.country === country)!

describe('content health on the seeded site', () => {
  it('lists the seeded broken link of the Angolan demo draft, and no other problem', async () => {
    const report = await loadContentHealth(payload)
    const id = await demoPageId()
    assert.deepEqual(of(report, 'ao').brokenLinks, [
      {
        collection: 'pages', id, country: 'ao', status: 'draft', document: HEALTH_DEMO.pt.title,
        field: 'layout (pt) › #1 richText › content › link "uma página que já não existe"', href: HEALTH_DEMO.brokenHref,
      },
    ])
    assert.deepEqual(of(report, 'mz').brokenLinks, [])
    assert.deepEqual(report.countries.flatMap((c) => c.missingEnglish), [])
    assert.deepEqual(report.media, [])
  })

  it('keeps the demo page a draft, invisible to visitors', async () => {
    const { docs } = await payload.find({
      collection: 'pages', locale: 'pt', overrideAccess: false, where: { path: { equals: HEALTH_DEMO.pt.path } },
    })
    assert.deepEqual(docs, [])
  })

  it('stops listing the link once a CMS redirect answers its path', async () => {
    const redirect = await payload.create({ collection: 'redirects', data: { from: HEALTH_DEMO.brokenHref, to: '/a-zap', country: await countryId('ao') } })
    try {
      assert.deepEqual(of(await loadContentHealth(payload), 'ao').brokenLinks, [])
    } finally {
      await payload.delete({ collection: 'redirects', id: redirect.id })
    }
  })

  it('lists a broken menu link of a country\'s settings, naming the menu item', async () => {
    const { docs } = await payload.find({ collection: 'settings', where: { 'country.code': { equals: 'mz' } }, locale: 'pt', limit: 1, depth: 0 })
    const settings = docs[0]
    assert.ok(settings)
    const menu = settings.mainMenu ?? []
    const first = menu[0]
    assert.ok(first, 'the seeded menu has items')
    await payload.update({ collection: 'settings', id: settings.id, locale: 'pt', data: { mainMenu: [{ ...first, link: '/menu-partido' }, ...menu.slice(1)] } })
    try {
      const rows = of(await loadContentHealth(payload), 'mz').brokenLinks
      assert.equal(rows.length, 1)
      assert.equal(rows[0]!.collection, 'settings')
      assert.equal(rows[0]!.id, settings.id)
      assert.equal(rows[0]!.href, '/menu-partido')
      assert.equal(rows[0]!.field, `mainMenu › #1 "${first.label}" › link (pt)`)
    } finally {
      await payload.update({ collection: 'settings', id: settings.id, locale: 'pt', data: { mainMenu: menu } })
    }
  })

  it('lists a page with no English version and an image with no English alt text', async () => {
    const page = await payload.create({
      collection: 'pages', locale: 'pt', draft: false,
      data: { title: 'Só em português', path: '/so-em-portugues', country: await countryId('mz'), _status: 'published', layout: [] },
    })
    const image = await payload.create({
      collection: 'media', locale: 'pt', data: { alt: 'Sem tradução' }, filePath: path.resolve('cms/seed/images/cinema-app.webp'),
    })
    try {
      const report = await loadContentHealth(payload)
      assert.deepEqual(of(report, 'mz').missingEnglish, [
        { collection: 'pages', id: page.id, country: 'mz', status: 'published', title: 'Só em português', path: '/so-em-portugues', missing: ['title', 'path', 'layout'] },
      ])
      assert.deepEqual(of(report, 'ao').missingEnglish, [])
      assert.deepEqual(report.media.map((row) => [row.id, row.missing]), [[image.id, ['en']]])
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
      await payload.delete({ collection: 'media', id: image.id })
    }
  })
})
