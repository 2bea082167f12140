import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import { HEALTH_DEMO } from '@/cms/seed/data/health-demo'
import { loadContentHealth } from '@/cms/components/content-health/load-content-health'
import { loadPlaceholders } from '@/cms/components/content-health/load-placeholders'
import type { HealthReport, PlaceholderRow } from '@/lib/content-health/types'
import { type SeededRoles, seededWithRoles } from './support/helpers'

/** The content-health report read from a real, freshly seeded SQLite database. */

let payload: Payload
let roles: SeededRoles

// Uploads of this test (and of the seed) go to the instance's throwaway folder (helpers.ts).
before(async () => {
  roles = await seededWithRoles()
  payload = roles.payload
})
after(async () => roles.cleanup())

async function countryId(code: 'ao' | 'mz'): Promise<number> {
  const { docs } = await payload.find({ collection: 'countries', where: { code: { equals: code } }, limit: 1 })
  assert.ok(docs[0])
  return docs[0].id
}

async function demoPageId(): Promise<number> {
  const { docs } = await payload.find({
    collection: 'pages',
    draft: true,
    locale: 'pt',
    limit: 1,
    where: { path: { equals: HEALTH_DEMO.pt.path } },
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
        collection: 'pages',
        id,
        country: 'ao',
        status: 'draft',
        document: HEALTH_DEMO.pt.title,
        field: 'layout (pt) › #1 richText › content › link "uma página que já não existe"',
        href: HEALTH_DEMO.brokenHref,
      },
    ])
    assert.deepEqual(of(report, 'mz').brokenLinks, [])
    assert.deepEqual(
      report.countries.flatMap((c) => c.missingEnglish),
      [],
    )
    assert.deepEqual(report.media, [])
  })

  it('keeps the demo page a draft, invisible to visitors', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      locale: 'pt',
      overrideAccess: false,
      where: { path: { equals: HEALTH_DEMO.pt.path } },
    })
    assert.deepEqual(docs, [])
  })

  it('stops listing the link once a CMS redirect serves its path', async () => {
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: HEALTH_DEMO.brokenHref, to: '/a-zap', country: await countryId('ao') },
    })
    try {
      assert.deepEqual(of(await loadContentHealth(payload), 'ao').brokenLinks, [])
    } finally {
      await payload.delete({ collection: 'redirects', id: redirect.id })
    }
  })

  it("lists a broken menu link of a country's settings, naming the menu item", async () => {
    const { docs } = await payload.find({
      collection: 'settings',
      where: { 'country.code': { equals: 'mz' } },
      locale: 'pt',
      limit: 1,
      depth: 0,
    })
    const settings = docs[0]
    assert.ok(settings)
    const menu = settings.mainMenu ?? []
    const first = menu[0]
    assert.ok(first, 'the seeded menu has items')
    await payload.update({
      collection: 'settings',
      id: settings.id,
      locale: 'pt',
      data: { mainMenu: [{ ...first, link: '/menu-partido' }, ...menu.slice(1)] },
    })
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
      collection: 'pages',
      locale: 'pt',
      draft: false,
      data: {
        title: 'Só em português',
        path: '/so-em-portugues',
        country: await countryId('mz'),
        _status: 'published',
        layout: [],
      },
    })
    const image = await payload.create({
      collection: 'media',
      locale: 'pt',
      data: { alt: 'Sem tradução' },
      filePath: path.resolve('cms/seed/images/cinema-app.webp'),
    })
    try {
      const report = await loadContentHealth(payload)
      assert.deepEqual(of(report, 'mz').missingEnglish, [
        {
          collection: 'pages',
          id: page.id,
          country: 'mz',
          status: 'published',
          title: 'Só em português',
          path: '/so-em-portugues',
          missing: ['title', 'path', 'layout'],
        },
      ])
      assert.deepEqual(of(report, 'ao').missingEnglish, [])
      assert.deepEqual(
        report.media.map((row) => [row.id, row.missing]),
        [[image.id, ['en']]],
      )
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
      await payload.delete({ collection: 'media', id: image.id })
    }
  })
})

async function settingsOf(code: 'ao' | 'mz') {
  const { docs } = await payload.find({
    collection: 'settings',
    where: { 'country.code': { equals: code } },
    depth: 0,
    limit: 1,
  })
  assert.ok(docs[0])
  return docs[0]
}

async function idByTitle(
  collection: 'stores' | 'pages',
  field: 'name' | 'title',
  title: string,
  code: 'ao' | 'mz',
): Promise<number> {
  const { docs } = await payload.find({
    collection,
    draft: true,
    locale: 'pt',
    depth: 0,
    limit: 1,
    where: { [field]: { equals: title }, 'country.code': { equals: code } },
  })
  assert.ok(docs[0], `${collection} "${title}" is seeded`)
  return docs[0].id
}

/** A row of the list, compared on where it lives and what it holds. */
const place = (row: PlaceholderRow) => ({
  collection: row.collection,
  id: row.id,
  country: row.country,
  document: row.document,
  field: row.field,
  locale: row.locale,
  value: row.value,
})

describe('placeholders to replace before launch', () => {
  it('lists the seeded placeholder contact data, each with its document and field', async () => {
    const rows = (await loadPlaceholders(payload, roles.admin)).map(place)
    const ao = await settingsOf('ao')
    const mz = await settingsOf('mz')
    const kinaxixi = await idByTitle('stores', 'name', 'Loja ZAP Kinaxixi', 'ao')
    const advertise = await idByTitle('pages', 'title', 'Anuncie na ZAP', 'ao')
    const expected = [
      {
        collection: 'settings',
        id: ao.id,
        country: 'ao',
        document: ao.title,
        field: 'contact › whatsapp',
        locale: null,
        value: '+244 900 000 000',
      },
      {
        collection: 'settings',
        id: ao.id,
        country: 'ao',
        document: ao.title,
        field: 'footer › supportEmails › default',
        locale: null,
        value: 'apoio@example.co.ao',
      },
      {
        collection: 'settings',
        id: mz.id,
        country: 'mz',
        document: mz.title,
        field: 'footer › headOffice (pt)',
        locale: 'pt',
        value: 'Julius Nyerere, 0000',
      },
      {
        collection: 'settings',
        id: mz.id,
        country: 'mz',
        document: mz.title,
        field: 'footer › headOffice (en)',
        locale: 'en',
        value: 'Julius Nyerere, 0000',
      },
      {
        collection: 'stores',
        id: kinaxixi,
        country: 'ao',
        document: 'Loja ZAP Kinaxixi',
        field: 'phone',
        locale: null,
        value: '+244 900 000 001',
      },
      {
        collection: 'stores',
        id: kinaxixi,
        country: 'ao',
        document: 'Loja ZAP Kinaxixi',
        field: 'address',
        locale: null,
        value: 'Kinaxixi, n.º 00',
      },
      {
        collection: 'pages',
        id: advertise,
        country: 'ao',
        document: 'Anuncie na ZAP',
        field: 'layout (pt) › #1 mediaText "Anuncie na ZAP" › cta › href',
        locale: 'pt',
        value: 'publicidade@example.co.ao',
      },
    ]
    for (const row of expected)
      assert.ok(
        rows.some((r) => JSON.stringify(r) === JSON.stringify(row)),
        `listed: ${JSON.stringify(row)}`,
      )
    // Payload's id of the field's input, for the link that jumps to it.
    const whatsapp = (await loadPlaceholders(payload, roles.admin)).find(
      (r) => r.collection === 'settings' && r.id === ao.id && r.field === 'contact › whatsapp',
    )
    assert.equal(whatsapp?.anchor, 'field-contact__whatsapp')
  })

  it("does not list a real value: Angola's head office address", async () => {
    const ao = await settingsOf('ao')
    assert.match(String(ao.footer?.headOffice ?? ''), /Talatona/)
    const rows = await loadPlaceholders(payload, roles.admin)
    assert.deepEqual(
      rows.filter((r) => r.collection === 'settings' && r.id === ao.id && r.field.startsWith('footer › headOffice')),
      [],
    )
  })

  it("shows an editor only their own country's placeholders; an administrator both", async () => {
    const mz = await loadPlaceholders(payload, roles.editorMz)
    assert.ok(mz.length > 0)
    assert.deepEqual([...new Set(mz.map((r) => r.country))], ['mz'])
    const ao = await loadPlaceholders(payload, roles.editorAo)
    assert.ok(ao.length > 0)
    assert.deepEqual([...new Set(ao.map((r) => r.country))], ['ao'])
    const all = await loadPlaceholders(payload, roles.admin)
    assert.deepEqual([...new Set(all.map((r) => r.country))].sort(), ['ao', 'mz'])
  })

  it('stops listing a placeholder once the real value replaces it', async () => {
    const mz = await settingsOf('mz')
    const listed = (rows: PlaceholderRow[]) =>
      rows.filter((r) => r.collection === 'settings' && r.id === mz.id && r.field === 'contact › whatsapp')
    assert.equal(listed(await loadPlaceholders(payload, roles.editorMz)).length, 1)
    await payload.update({
      collection: 'settings',
      id: mz.id,
      data: { contact: { ...mz.contact, whatsapp: '+258 84 309 4545' } },
    })
    try {
      assert.deepEqual(listed(await loadPlaceholders(payload, roles.editorMz)), [])
    } finally {
      await payload.update({ collection: 'settings', id: mz.id, data: { contact: mz.contact } })
    }
  })
})
