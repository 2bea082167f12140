import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createLocalReq, type Payload, type TypedUser } from 'payload'
import type { Setting } from '@/cms/payload-types'
import { migrations } from '@/cms/migrations/sqlite'
import { findSettings } from '@/lib/content/settings-query'
import { seededWithRoles } from './support/helpers'

/**
 * Country settings have drafts, on a real SQLite file: what visitors read is the published version
 * (the query of the public getter, lib/content/get-settings.ts), a CMS user's preview reads the
 * draft, Save Draft expires no cache and Publish does, and a database whose settings were made
 * before drafts keeps them published (and listed in /admin) after the migration.
 */
let payload: Payload
let cleanup: () => Promise<void>
let admin: TypedUser
let editorAo: TypedUser
let editorMz: TypedUser

/** The cache tags the settings hooks expired (outside Next each one is logged as skipped). */
const expired: string[] = []

before(async () => {
  ;({ payload, cleanup, admin, editorAo, editorMz } = await seededWithRoles())
  const debug = payload.logger.debug.bind(payload.logger)
  payload.logger.debug = ((obj: unknown, ...rest: unknown[]) => {
    const msg = typeof obj === 'object' && obj !== null ? (obj as { msg?: unknown }).msg : undefined
    const tag = typeof msg === 'string' ? /^revalidateTag skipped for (.+)$/.exec(msg)?.[1] : undefined
    if (tag) expired.push(tag)
    return (debug as (...args: unknown[]) => void)(obj, ...rest)
  }) as typeof payload.logger.debug
})
after(async () => cleanup())

const asUser = (user: TypedUser) => ({ user, overrideAccess: false as const })

async function settingsOf(code: 'ao' | 'mz'): Promise<Setting> {
  const found = await payload.find({
    collection: 'settings',
    where: { 'country.code': { equals: code } },
    locale: 'pt',
    depth: 0,
    limit: 1,
  })
  assert.ok(found.docs[0], `${code} settings seeded`)
  return found.docs[0]
}

const firstLabel = (settings: Setting | null) => settings?.mainMenu?.[0]?.label

describe('country settings: drafts and publishing', () => {
  it("the seed publishes both countries' settings, in both languages, with their menus", async () => {
    for (const code of ['ao', 'mz'] as const) {
      for (const locale of ['pt', 'en'] as const) {
        const visible = await findSettings(payload, code, locale, null)
        assert.equal(visible?._status, 'published', `${code} ${locale}`)
        assert.ok((visible?.mainMenu ?? []).length > 0, `${code} ${locale} main menu`)
      }
    }
    // /admin lists documents with drafts from their versions: both are there.
    const listed = await payload.find({ collection: 'settings', draft: true, depth: 0, ...asUser(admin) })
    assert.equal(listed.totalDocs, 2)
  })

  it('a saved draft is not what visitors read and expires nothing; the preview reads it; Publish makes it public', async () => {
    const ao = await settingsOf('ao')
    const published = firstLabel(ao)
    const menu = ao.mainMenu ?? []
    const draftLabel = `Rascunho ${Date.now()}`
    expired.length = 0
    await payload.update({
      collection: 'settings',
      id: ao.id,
      locale: 'pt',
      draft: true,
      data: { mainMenu: [{ ...menu[0]!, label: draftLabel }, ...menu.slice(1)] },
      ...asUser(editorAo),
    })
    try {
      assert.equal(
        firstLabel(await findSettings(payload, 'ao', 'pt', null)),
        published,
        'visitors keep the published label',
      )
      assert.deepEqual(expired, [], 'a draft expires no cached page')
      assert.equal(
        firstLabel(await findSettings(payload, 'ao', 'pt', editorAo)),
        draftLabel,
        "the country's editor previews the draft",
      )
      assert.equal(
        firstLabel(await findSettings(payload, 'ao', 'pt', admin)),
        draftLabel,
        'an administrator previews it too',
      )
      assert.equal(
        await findSettings(payload, 'ao', 'pt', editorMz),
        null,
        "another country's editor reads nothing of it",
      )

      await payload.update({
        collection: 'settings',
        id: ao.id,
        locale: 'pt',
        draft: false,
        data: { _status: 'published' },
        ...asUser(editorAo),
      })
      assert.equal(firstLabel(await findSettings(payload, 'ao', 'pt', null)), draftLabel, 'published: visitors read it')
      assert.deepEqual(expired, ['settings:ao'], "publishing expires the country's settings")
    } finally {
      await payload.update({
        collection: 'settings',
        id: ao.id,
        locale: 'pt',
        draft: false,
        data: { mainMenu: menu, _status: 'published' },
      })
    }
    assert.equal(firstLabel(await findSettings(payload, 'ao', 'pt', null)), published)
  })

  it("an editor publishes their own country's settings only", async () => {
    const mz = await settingsOf('mz')
    await assert.rejects(
      payload.update({
        collection: 'settings',
        id: mz.id,
        locale: 'pt',
        draft: true,
        data: { operatorName: 'Outro' },
        ...asUser(editorAo),
      }),
      /not allowed|forbidden/i,
    )
    await assert.rejects(
      payload.update({
        collection: 'settings',
        id: mz.id,
        locale: 'pt',
        draft: false,
        data: { operatorName: 'Outro', _status: 'published' },
        ...asUser(editorAo),
      }),
      /not allowed|forbidden/i,
    )
    assert.equal((await findSettings(payload, 'mz', 'pt', null))?.operatorName, mz.operatorName)
    const own = await payload.update({
      collection: 'settings',
      id: mz.id,
      locale: 'pt',
      draft: false,
      data: { operatorName: 'ZAP Moçambique', _status: 'published' },
      ...asUser(editorMz),
    })
    assert.equal(own.operatorName, 'ZAP Moçambique')
    await payload.update({
      collection: 'settings',
      id: mz.id,
      locale: 'pt',
      draft: false,
      data: { operatorName: mz.operatorName, _status: 'published' },
    })
  })
})

describe('country settings: migrating a database made before drafts', () => {
  it('keeps every settings document published, with its content as its first version', async () => {
    const migration = migrations.find((m) => m.name.endsWith('_settings_drafts'))
    assert.ok(migration, 'the settings drafts migration is committed')
    const ids = [(await settingsOf('ao')).id, (await settingsOf('mz')).id]
    const read = (id: number, draft: boolean) =>
      payload.findByID({ collection: 'settings', id, locale: 'all', depth: 0, draft })
    const before = await Promise.all(ids.map((id) => read(id, false)))

    // Back to the schema before drafts (no status, no versions), then forward again, as an existing database migrates.
    const req = await createLocalReq({}, payload)
    // The SQLite adapter's own connection: what Payload hands a migration outside a transaction.
    const db = payload.db.drizzle as unknown as Parameters<typeof migration.up>[0]['db']
    await migration.down({ db, payload, req })
    await migration.up({ db, payload, req })

    for (const [i, id] of ids.entries()) {
      const main = await read(id, false)
      assert.deepEqual(main, before[i], 'the document reads as before, menus, footer and terms included')
      assert.equal(main._status, 'published')
      assert.deepEqual(await read(id, true), main, 'its latest version is the same content')
    }
    for (const code of ['ao', 'mz'] as const) {
      for (const locale of ['pt', 'en'] as const) {
        assert.ok(
          ((await findSettings(payload, code, locale, null))?.mainMenu ?? []).length > 0,
          `visitors still read ${code} ${locale} menus`,
        )
      }
    }
    const listed = await payload.find({ collection: 'settings', draft: true, depth: 0, ...asUser(admin) })
    assert.equal(listed.totalDocs, 2, '/admin still lists both')
  })
})
