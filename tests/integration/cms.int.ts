import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import { seedJobsData } from '@/cms/seed/data/jobs'
import { seedMedia, seedPages } from '@/cms/seed/data/pages'
import { seedSellerData } from '@/cms/seed/data/sellers'
import { seedStoreData } from '@/cms/seed/data/stores'
import { seededPayload } from './support/helpers'

/** Everything the seed data defines for both countries. */
const EXPECTED = {
  countries: 2,
  // Plus the content-health demo draft of its country (cms/seed/data/health-demo.ts).
  pages: seedPages('ao').length + seedPages('mz').length + 1,
  jobs: seedJobsData.ao.length + seedJobsData.mz.length,
  // Shops and agents of both countries, plus Angola's accredited fibre sellers.
  stores: seedStoreData.ao.length + seedStoreData.mz.length + seedSellerData.length,
  packages: 10,
  media: seedMedia.length,
  users: 1,
}

let payload: Payload
let cleanup: () => Promise<void>

before(async () => {
  // Seeded for real: these are the seed's own tests (the other files may start from a copy of it).
  ;({ payload, cleanup } = await seededPayload({ seedHere: true }))
})
after(async () => cleanup())

const countAll = async () => ({
  countries: (await payload.count({ collection: 'countries' })).totalDocs,
  pages: (await payload.count({ collection: 'pages' })).totalDocs,
  jobs: (await payload.count({ collection: 'jobs' })).totalDocs,
  stores: (await payload.count({ collection: 'stores' })).totalDocs,
  packages: (await payload.count({ collection: 'packages' })).totalDocs,
  media: (await payload.count({ collection: 'media' })).totalDocs,
  users: (await payload.count({ collection: 'users' })).totalDocs,
})

async function countryId(code: 'ao' | 'mz'): Promise<number> {
  const { docs } = await payload.find({ collection: 'countries', where: { code: { equals: code } }, limit: 1 })
  assert.ok(docs[0], `country ${code} exists`)
  return docs[0].id
}

/** What an anonymous visitor's lookup returns (the same query the site makes). */
async function publicLookup(country: 'ao' | 'mz', locale: 'pt' | 'en', path: string) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      and: [{ path: { equals: path } }, { 'country.code': { equals: country } }, { _status: { equals: 'published' } }],
    },
    locale,
    fallbackLocale: false,
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

describe('seed', () => {
  it('creates both countries, an administrator and the starter pages', async () => {
    assert.deepEqual(await countAll(), EXPECTED)
  })

  it('is idempotent: a second run adds nothing', async () => {
    const { seed } = await import('@/cms/seed/seed')
    await seed(payload, () => undefined)
    assert.deepEqual(await countAll(), EXPECTED)
  })

  it('gives each country its home, about and channel-package pages in both languages', async () => {
    for (const country of ['ao', 'mz'] as const) {
      for (const [locale, path] of [
        ['pt', '/'],
        ['en', '/'],
        ['pt', '/a-zap'],
        ['en', '/the-zap'],
        ['pt', '/zap-satelite/pacotes-de-canais'],
        ['en', '/zap-satelite/pacotes-de-canais'],
      ] as const) {
        const page = await publicLookup(country, locale, path)
        assert.ok(page, `${country} ${locale} ${path}`)
        assert.ok((page.layout ?? []).length > 0)
      }
    }
  })

  it('uses the content facts: Angolan prices in kwanza, no fibre in Mozambique', async () => {
    const ao = await payload.find({ collection: 'packages', where: { 'country.code': { equals: 'ao' } }, limit: 20 })
    assert.deepEqual(
      ao.docs.filter((p) => p.name === 'ZAP Mini').map((p) => p.price),
      [3595],
    )
    const mzFibre = await payload.find({
      collection: 'packages',
      where: { and: [{ 'country.code': { equals: 'mz' } }, { service: { equals: 'fibra' } }] },
    })
    assert.equal(mzFibre.totalDocs, 0)
  })
})

describe('seed on start', () => {
  it('finishes a seed that stopped half-way, and leaves a seeded database alone', async () => {
    const { seedIfNew, SEED_UNFINISHED } = await import('@/cms/seed/seed-if-new')
    const novels = (await payload.count({ collection: 'novels' })).totalDocs
    const novel = (await payload.find({ collection: 'novels', limit: 1, depth: 0 })).docs[0]!
    await payload.delete({ collection: 'novels', id: novel.id })

    // Seeded, then an editor deleted a novel: it stays deleted.
    assert.equal(await seedIfNew(payload, () => undefined), 'left alone')
    assert.equal((await payload.count({ collection: 'novels' })).totalDocs, novels - 1)

    // A seed that stopped half-way (its mark left behind): the next start makes what is missing.
    await payload.kv.set(SEED_UNFINISHED, { since: new Date().toISOString() })
    assert.equal(await seedIfNew(payload, () => undefined), 'finished')
    assert.equal((await payload.count({ collection: 'novels' })).totalDocs, novels)
    assert.equal(await payload.kv.get(SEED_UNFINISHED), null, 'the mark is gone once the seed ends')
    assert.deepEqual(await countAll(), EXPECTED)
  })
})

describe('country and language isolation', () => {
  it("never serves one country the other country's page", async () => {
    const ao = await publicLookup('ao', 'pt', '/a-zap')
    const mz = await publicLookup('mz', 'pt', '/a-zap')
    assert.ok(ao && mz)
    assert.notEqual(ao.id, mz.id)
    assert.match(JSON.stringify(ao.layout), /ZAP Media, S\.A\./)
    assert.match(JSON.stringify(mz.layout), /Mstar-ZAP Moçambique/)
  })

  it('does not fall back to Portuguese under an English path', async () => {
    assert.equal(await publicLookup('ao', 'en', '/a-zap'), null)
    assert.equal(await publicLookup('ao', 'pt', '/the-zap'), null)
  })
})

describe('the newsletter setting of pages', () => {
  it('is on for every seeded page and for a page created without it; an editor can turn it off', async () => {
    const off = await payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      where: { showNewsletter: { not_equals: true } },
    })
    assert.deepEqual(
      off.docs.map((doc) => doc.path),
      [],
      'seeded pages without the newsletter',
    )
    const page = await payload.create({
      collection: 'pages',
      locale: 'pt',
      data: { title: 'Nova', path: '/teste-newsletter', country: await countryId('ao'), _status: 'published' },
    })
    try {
      assert.equal(page.showNewsletter, true)
      await payload.update({ collection: 'pages', id: page.id, data: { showNewsletter: false } })
      assert.equal((await publicLookup('ao', 'pt', '/teste-newsletter'))?.showNewsletter, false)
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
    }
  })
})

describe('page paths', () => {
  const create = async (country: number, path: string, title = 'Teste') =>
    payload.create({ collection: 'pages', locale: 'pt', data: { title, path, country, _status: 'published' } })

  it('refuses a path already used in the same country and language, with a clear message', async () => {
    await assert.rejects(create(await countryId('ao'), '/a-zap'), (error: Error) => {
      // Worded in the caller's language (tests/integration/page-paths.int.ts checks both).
      assert.match(JSON.stringify(error), /(Já existe uma página com o caminho|already has the path) \/a-zap/)
      return true
    })
  })

  it('allows the same path in another language of the same country', async () => {
    const ao = await countryId('ao')
    const page = await create(ao, '/quem-somos-x')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'x', path: '/quem-somos-x' },
    })
    await payload.delete({ collection: 'pages', id: page.id })
  })

  it('refuses malformed paths', async () => {
    const ao = await countryId('ao')
    for (const bad of ['a-zap', '/A-Zap', '/a-zap/', '/a zap', '/../etc', '/_not-found']) {
      await assert.rejects(create(ao, bad), /caminho|Caminho|path/i, bad)
    }
  })

  it('lets an editor move a page to a free path', async () => {
    const mz = await countryId('mz')
    const page = await create(mz, '/teste-movido')
    const moved = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'pt',
      data: { path: '/teste-movido-2' },
    })
    assert.equal(moved.path, '/teste-movido-2')
    await payload.delete({ collection: 'pages', id: page.id })
  })
})

describe('drafts', () => {
  it('keeps a draft invisible to visitors until it is published', async () => {
    const ao = await countryId('ao')
    const draft = await payload.create({
      collection: 'pages',
      locale: 'pt',
      draft: true,
      data: { title: 'Rascunho', path: '/rascunho', country: ao, _status: 'draft' },
    })
    assert.equal(await publicLookup('ao', 'pt', '/rascunho'), null)
    await payload.update({ collection: 'pages', id: draft.id, locale: 'pt', data: { _status: 'published' } })
    assert.ok(await publicLookup('ao', 'pt', '/rascunho'))
    await payload.delete({ collection: 'pages', id: draft.id })
  })

  it('keeps serving the published version while a newer draft is edited', async () => {
    const page = await publicLookup('ao', 'pt', '/zap-satelite/pacotes-de-canais')
    assert.ok(page)
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'pt',
      draft: true,
      data: { title: 'Título em rascunho', _status: 'draft' },
    })
    const seen = await publicLookup('ao', 'pt', '/zap-satelite/pacotes-de-canais')
    assert.equal(seen?.title, 'Pacotes de canais')
  })
})

describe('SQLite settings', () => {
  it('runs in WAL mode with a busy timeout, so readers never block the writer', async () => {
    // The adapter's libsql client; only the SQLite adapter has one.
    const client = (
      payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> } }
    ).client
    const journal = await client.execute('PRAGMA journal_mode')
    assert.equal(journal.rows[0]?.journal_mode, 'wal')
    const busy = await client.execute('PRAGMA busy_timeout')
    assert.equal(Number(Object.values(busy.rows[0] ?? {})[0]), 5000)
  })
})

describe('country settings (menus, footer, contacts)', () => {
  const settingsOf = async (country: 'ao' | 'mz', locale: 'pt' | 'en') => {
    const { docs } = await payload.find({
      collection: 'settings',
      where: { 'country.code': { equals: country } },
      locale,
      fallbackLocale: false,
      limit: 1,
      overrideAccess: false,
    })
    assert.ok(docs[0], `${country} settings readable by visitors`)
    return docs[0]
  }

  it('holds every main-menu section (satellite to legal), one list in both languages', async () => {
    const pt = await settingsOf('ao', 'pt')
    const en = await settingsOf('ao', 'en')
    assert.deepEqual(
      pt.mainMenu?.map((i) => i.serviceType),
      ['satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about'],
    )
    assert.deepEqual(
      pt.mainMenu?.map((i) => i.id),
      en.mainMenu?.map((i) => i.id),
    )
    assert.equal(pt.mainMenu?.[6]?.label, 'Apoio ao cliente')
    assert.equal(en.mainMenu?.[6]?.label, 'Help')
    assert.equal(en.mainMenu?.[7]?.link, '/en/the-zap')
    assert.equal(pt.mainMenu?.[7]?.link, '/a-zap')
  })

  it('marks what Mozambique must not show', async () => {
    const mz = await settingsOf('mz', 'pt')
    const hidden = (mz.mainMenu ?? []).filter((i) => !i.showInMoz).map((i) => i.serviceType)
    assert.deepEqual(hidden, ['fibra', 'cinema', 'on', 'debito'])
    const facilita = mz.mainMenu?.[0]?.items?.find((i) => i.link.endsWith('/zap-facilita'))
    assert.equal(facilita?.showInMoz, false)
  })

  it('gives each country its own contacts and company details', async () => {
    const ao = await settingsOf('ao', 'pt')
    const mz = await settingsOf('mz', 'en')
    assert.match(ao.contact?.whatsapp ?? '', /^\+244/)
    assert.match(mz.contact?.whatsapp ?? '', /^\+258/)
    assert.equal(mz.footer?.companyName, 'Mstar-ZAP Moçambique')
    assert.match(mz.footer?.companyAddress ?? '', /Maputo/)
    assert.ok(ao.empresasUrl)
  })

  it('refuses a second settings document for the same country', async () => {
    const ao = await countryId('ao')
    await assert.rejects(
      payload.create({
        collection: 'settings',
        locale: 'pt',
        data: { title: 'dup', country: ao, operatorName: 'ZAP' },
      }),
    )
  })

  it('refuses unsafe menu links', async () => {
    const mz = await settingsOf('mz', 'pt')
    await assert.rejects(
      payload.update({
        collection: 'settings',
        id: mz.id,
        locale: 'pt',
        data: { mainMenu: [{ label: 'x', link: 'javascript:alert(1)' }] },
      }),
      (error: Error) => /caminho do site/.test(JSON.stringify(error)),
    )
    assert.equal((await settingsOf('mz', 'pt')).mainMenu?.[0]?.serviceType, 'satelite', 'nothing was changed')
  })
})
