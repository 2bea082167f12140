import assert from 'node:assert/strict'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { CollectionSlug, Payload, SanitizedCollectionConfig, TypedUser, Where } from 'payload'
import { relationId } from '@/cms/access/rules'
import { seededWithRoles } from './support/helpers'

/**
 * The country trust boundary through Payload's operations (the ones REST, GraphQL and /admin call),
 * with access enforced (`overrideAccess: false` and a user): an editor writes only their own country,
 * on create, update, draft save, bulk update, duplicate and version restore; "no country" (both
 * countries) is for administrators; versions are read by country; media and documents belong to a
 * country or, when shared, to administrators; redirects send visitors only to this site unless an
 * administrator marks them external. The collections come from the config, so a new collection with
 * a country is covered without a new test. tests/e2e/trust-boundaries.spec.ts knocks on the same
 * doors over HTTP.
 */
let payload: Payload
let cleanup: () => Promise<void>
let ids = { ao: 0, mz: 0 }
let admin: TypedUser
let editorAo: TypedUser
let editorMz: TypedUser

type Doc = Record<string, unknown> & { id: number }
const asUser = (user: TypedUser | null) => ({ user, overrideAccess: false as const })
// A refusal names the country field (a validation error) or is an access refusal; nothing else counts.
const refused = /country|not allowed|forbidden/i

// The operations' per-collection data types are not indexable by a slug chosen at run time.
type AnyArgs = Record<string, unknown>
const op = {
  create: (args: AnyArgs) => payload.create(args as Parameters<Payload['create']>[0]) as unknown as Promise<Doc>,
  update: (args: AnyArgs) => payload.update(args as Parameters<Payload['update']>[0]) as Promise<unknown>,
  duplicate: (args: AnyArgs) =>
    payload.duplicate(args as Parameters<Payload['duplicate']>[0]) as unknown as Promise<Doc>,
}

const hasCountry = (c: SanitizedCollectionConfig) =>
  !c.auth &&
  c.fields.some((f) => 'name' in f && f.name === 'country' && f.type === 'relationship' && f.relationTo === 'countries')

/** Collections whose documents belong to a country and that editors may write at all (leads are written only by the site's forms). */
const countryCollections = () =>
  payload.config.collections.filter((c) => hasCountry(c) && !isLeads(c) && !c.slug.startsWith('payload-'))
/** The admin's "Leads" group; its name is given in both languages ({ pt, en }). */
function isLeads(c: SanitizedCollectionConfig): boolean {
  const group: unknown = c.admin?.group
  const name = typeof group === 'object' && group !== null ? (group as Record<string, unknown>).en : group
  return name === 'Leads'
}
const versioned = () => countryCollections().filter((c) => Boolean(c.versions && c.versions.drafts))
/** Where "no country" is a valid value (for administrators): shared items and redirects for both countries. */
const optionalCountry = (c: SanitizedCollectionConfig) =>
  c.fields.some((f) => 'name' in f && f.name === 'country' && !('required' in f && f.required))

const seedImage = path.resolve('cms/seed/images/campaign-fibra-wifi.webp')
const seedPdf = path.resolve('cms/seed/documents/manual-comando.pdf')
const fileFor = (c: SanitizedCollectionConfig) => (c.slug === 'documents' ? seedPdf : c.upload ? seedImage : undefined)

/** The stored document as the system sees it (latest draft when the collection has drafts). */
async function stored(collection: SanitizedCollectionConfig, id: number): Promise<Doc> {
  return (await payload.findByID({
    collection: collection.slug as CollectionSlug,
    id,
    depth: 0,
    draft: Boolean(collection.versions),
    locale: 'pt',
  })) as unknown as Doc
}

async function published(collection: SanitizedCollectionConfig, id: number): Promise<Doc> {
  return (await payload.findByID({
    collection: collection.slug as CollectionSlug,
    id,
    depth: 0,
    draft: false,
    locale: 'pt',
  })) as unknown as Doc
}

const countryOf = async (collection: SanitizedCollectionConfig, id: number) =>
  relationId((await stored(collection, id)).country)

/** One document of `code` in the collection: a seeded one, else a copy (by an administrator) of the other country's or of a shared one. */
async function docOf(collection: SanitizedCollectionConfig, code: 'ao' | 'mz'): Promise<Doc> {
  const slug = collection.slug as CollectionSlug
  const mine = await payload.find({
    collection: slug,
    where: { country: { equals: ids[code] } },
    limit: 1,
    depth: 0,
    draft: true,
    locale: 'pt',
  })
  if (mine.docs[0]) return mine.docs[0] as unknown as Doc
  // Payload copies an upload's own data when duplicating it, so uploads are made afresh.
  const file = fileFor(collection)
  if (file)
    return op.create({
      collection: slug,
      data: { alt: 'Ficheiro', title: 'Ficheiro', country: ids[code] },
      filePath: file,
      locale: 'pt',
    })
  const any = await payload.find({ collection: slug, limit: 1, depth: 0, locale: 'pt' })
  assert.ok(any.docs[0], `${slug} has seeded documents`)
  return op.duplicate({ collection: slug, id: any.docs[0].id, data: { country: ids[code] }, locale: 'pt' })
}

// Uploads made by the tests go to the instance's throwaway folder (helpers.ts).
before(async () => {
  ;({ payload, cleanup, ids, admin, editorAo, editorMz } = await seededWithRoles())
})
after(async () => cleanup())

describe('an editor writes only their own country', () => {
  it('the config has the collections this test walks', () => {
    const slugs: string[] = countryCollections().map((c) => c.slug)
    for (const slug of [
      'pages',
      'news',
      'campaigns',
      'packages',
      'programmes',
      'redirects',
      'settings',
      'media',
      'documents',
    ]) {
      assert.ok(slugs.includes(slug), `${slug} has a country`)
    }
  })

  it('creating in the other country or for both countries is refused', async (t) => {
    for (const collection of countryCollections()) {
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        const before = await payload.count({ collection: slug })
        // Enough for the fields every collection requires of a title or an alt text; the country is what is judged.
        const data = { title: 'Invasão', alt: 'Invasão', name: 'Invasão', from: '/invasao', to: '/' }
        for (const country of [ids.ao, null]) {
          await assert.rejects(
            op.create({
              collection: slug,
              data: { ...data, country },
              filePath: fileFor(collection),
              locale: 'pt',
              ...asUser(editorMz),
            }),
            refused,
            `${slug}: create with country ${country}`,
          )
        }
        assert.equal(
          (await payload.count({ collection: slug })).totalDocs,
          before.totalDocs,
          `${slug}: nothing created`,
        )
      })
    }
  })

  it("moving one's own document to the other country or to no country is refused, published or draft, and changes nothing", async (t) => {
    for (const collection of countryCollections()) {
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        const doc = await docOf(collection, 'mz')
        const attempts: AnyArgs[] = [{ country: ids.ao }, { country: null }]
        if (collection.versions)
          attempts.push({ country: ids.ao, _status: 'published' }, { country: null, _status: 'published' })
        for (const data of attempts) {
          await assert.rejects(
            op.update({ collection: slug, id: doc.id, data, locale: 'pt', ...asUser(editorMz) }),
            refused,
            `${slug}: ${JSON.stringify(data)}`,
          )
          if (collection.versions) {
            await assert.rejects(
              op.update({ collection: slug, id: doc.id, data, draft: true, locale: 'pt', ...asUser(editorMz) }),
              refused,
              `${slug}: draft save ${JSON.stringify(data)}`,
            )
          }
        }
        assert.equal(await countryOf(collection, doc.id), ids.mz, `${slug}: latest version still in Mozambique`)
        assert.equal(
          relationId((await published(collection, doc.id)).country),
          ids.mz,
          `${slug}: document still in Mozambique`,
        )
      })
    }
  })

  it('a bulk update moving documents to the other country changes none of them', async (t) => {
    for (const collection of countryCollections()) {
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        const doc = await docOf(collection, 'mz')
        const where: Where = { id: { equals: doc.id } }
        for (const country of [ids.ao, null]) {
          const result = (await op
            .update({ collection: slug, where, data: { country }, locale: 'pt', ...asUser(editorMz) })
            .catch((error: Error) => error)) as Error | { docs: Doc[]; errors: { message: string }[] }
          if (result instanceof Error) assert.match(result.message, refused)
          else {
            assert.deepEqual(result.docs, [], `${slug}: bulk update to ${country} updated nothing`)
            assert.match(result.errors.map((e) => e.message).join(' '), refused)
          }
        }
        assert.equal(await countryOf(collection, doc.id), ids.mz, `${slug}: still in Mozambique`)
      })
    }
  })

  it('duplicating into the other country is refused; duplicating in place stays in the country', async (t) => {
    for (const collection of countryCollections()) {
      if (collection.disableDuplicate) continue
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        const doc = await docOf(collection, 'mz')
        const before = await payload.count({ collection: slug })
        for (const country of [ids.ao, null]) {
          await assert.rejects(
            op.duplicate({ collection: slug, id: doc.id, data: { country }, locale: 'pt', ...asUser(editorMz) }),
            refused,
            `${slug}: duplicate to ${country}`,
          )
        }
        assert.equal((await payload.count({ collection: slug })).totalDocs, before.totalDocs, `${slug}: no copy made`)
      })
    }
  })

  it('restoring a version from when the document was in the other country is refused', async (t) => {
    for (const collection of versioned()) {
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        const doc = await docOf(collection, 'mz')
        // An administrator once saved a draft of it in Angola.
        await op.update({
          collection: slug,
          id: doc.id,
          data: { country: ids.ao },
          draft: true,
          locale: 'pt',
          user: admin,
          overrideAccess: false,
        })
        await op.update({
          collection: slug,
          id: doc.id,
          data: { country: ids.mz },
          draft: true,
          locale: 'pt',
          user: admin,
          overrideAccess: false,
        })
        const angolan = await payload.findVersions({
          collection: slug,
          where: { and: [{ parent: { equals: doc.id } }, { 'version.country': { equals: ids.ao } }] },
          limit: 1,
          depth: 0,
        })
        assert.ok(angolan.docs[0], `${slug}: the Angola version exists`)
        await assert.rejects(
          payload.restoreVersion({ collection: slug, id: angolan.docs[0].id, depth: 0, ...asUser(editorMz) }),
          refused,
          `${slug}: restore`,
        )
        assert.equal(await countryOf(collection, doc.id), ids.mz, `${slug}: still in Mozambique`)
      })
    }
  })

  it('an editor keeps saving their own documents in their own country (published, draft, duplicate)', async (t) => {
    for (const collection of countryCollections()) {
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        const doc = await docOf(collection, 'mz')
        await op.update({ collection: slug, id: doc.id, data: { country: ids.mz }, locale: 'pt', ...asUser(editorMz) })
        await op.update({ collection: slug, id: doc.id, data: {}, locale: 'pt', ...asUser(editorMz) })
        if (collection.versions)
          await op.update({ collection: slug, id: doc.id, data: {}, draft: true, locale: 'pt', ...asUser(editorMz) })
        assert.equal(await countryOf(collection, doc.id), ids.mz)
      })
    }
  })

  it('administrators may leave a document without a country where the collection allows it', async (t) => {
    for (const collection of countryCollections().filter(optionalCountry)) {
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        const doc = await docOf(collection, 'mz')
        await op.update({
          collection: slug,
          id: doc.id,
          data: { country: null },
          locale: 'pt',
          user: admin,
          overrideAccess: false,
        })
        assert.equal(await countryOf(collection, doc.id), null)
        await op.update({
          collection: slug,
          id: doc.id,
          data: { country: ids.mz },
          locale: 'pt',
          user: admin,
          overrideAccess: false,
        })
        assert.equal(await countryOf(collection, doc.id), ids.mz)
      })
    }
  })
})

describe('versions follow the country', () => {
  it("an editor reads only their own country's versions, an administrator all, a visitor none", async (t) => {
    for (const collection of versioned()) {
      await t.test(collection.slug, async () => {
        const slug = collection.slug as CollectionSlug
        await docOf(collection, 'ao')
        await docOf(collection, 'mz')
        const countries = async (user: TypedUser) => {
          const found = await payload.findVersions({ collection: slug, depth: 0, limit: 1000, ...asUser(user) })
          return [...new Set(found.docs.map((v) => relationId((v.version as { country?: unknown }).country)))].sort()
        }
        assert.deepEqual(await countries(editorMz), [ids.mz])
        assert.deepEqual(await countries(editorAo), [ids.ao])
        assert.deepEqual(await countries(admin), [ids.ao, ids.mz].sort())
        await assert.rejects(
          payload.findVersions({ collection: slug, depth: 0, ...asUser(null) }),
          /not allowed|forbidden/i,
        )

        const angolan = (
          await payload.findVersions({
            collection: slug,
            where: { 'version.country': { equals: ids.ao } },
            limit: 1,
            depth: 0,
          })
        ).docs[0]!
        await assert.rejects(
          payload.findVersionByID({ collection: slug, id: String(angolan.id), depth: 0, ...asUser(editorMz) }),
          /not found|not allowed|forbidden/i,
        )
        const byAdmin = await payload.findVersionByID({
          collection: slug,
          id: String(angolan.id),
          depth: 0,
          ...asUser(admin),
        })
        assert.equal(byAdmin.id, angolan.id)
      })
    }
  })
})

describe('media and documents: own country, shared ones for administrators', () => {
  for (const slug of ['media', 'documents'] as const) {
    it(`${slug}: a shared item is changed and deleted only by administrators`, async () => {
      const shared = (
        await payload.find({
          collection: slug,
          where: { country: { exists: false } },
          limit: 1,
          depth: 0,
          locale: 'pt',
        })
      ).docs[0]
      assert.ok(shared, `seeded ${slug} are shared`)
      const label = slug === 'media' ? 'alt' : 'title'
      const before = (shared as unknown as Record<string, unknown>)[label]
      await assert.rejects(
        op.update({
          collection: slug,
          id: shared.id,
          data: { [label]: 'Renomeado por Moçambique' },
          locale: 'pt',
          ...asUser(editorMz),
        }),
        refused,
      )
      await assert.rejects(payload.delete({ collection: slug, id: shared.id, ...asUser(editorMz) }), refused)
      const after = (await payload.findByID({
        collection: slug,
        id: shared.id,
        depth: 0,
        locale: 'pt',
      })) as unknown as Record<string, unknown>
      assert.equal(after[label], before)
      const updated = (await op.update({
        collection: slug,
        id: shared.id,
        data: { [label]: before },
        locale: 'pt',
        user: admin,
        overrideAccess: false,
      })) as Record<string, unknown>
      assert.equal(updated[label], before)
    })

    it(`${slug}: an editor's upload is their country's; the other country's editor cannot touch it`, async () => {
      const file = slug === 'media' ? seedImage : seedPdf
      const created = await op.create({
        collection: slug,
        data: { alt: 'Loja de Maputo', title: 'Tarifário de Maputo' },
        filePath: file,
        locale: 'pt',
        ...asUser(editorMz),
      })
      assert.equal(relationId(created.country), ids.mz, 'an editor uploads into their own country by default')
      await op.update({
        collection: slug,
        id: created.id,
        data: slug === 'media' ? { alt: 'Loja da Baixa' } : { title: 'Tarifário 2027' },
        locale: 'pt',
        ...asUser(editorMz),
      })
      await assert.rejects(
        op.update({
          collection: slug,
          id: created.id,
          data: { alt: 'x', title: 'x' },
          locale: 'pt',
          ...asUser(editorAo),
        }),
        refused,
      )
      await assert.rejects(payload.delete({ collection: slug, id: created.id, ...asUser(editorAo) }), refused)
      await assert.rejects(
        op.update({ collection: slug, id: created.id, data: { country: null }, locale: 'pt', ...asUser(editorMz) }),
        refused,
        'an editor cannot share an item with both countries',
      )
      assert.equal(relationId((await payload.findByID({ collection: slug, id: created.id, depth: 0 })).country), ids.mz)
      const visitor = await payload.find({
        collection: slug,
        where: { id: { equals: created.id } },
        depth: 0,
        ...asUser(null),
      })
      assert.equal(visitor.docs.length, 1, 'reads stay public')
      await payload.delete({ collection: slug, id: created.id, ...asUser(editorMz) })
    })
  }
})

describe('redirect targets', () => {
  const redirect = (to: string, extra: AnyArgs = {}) => ({
    from: `/antigo-${Math.random().toString(36).slice(2, 8)}`,
    to,
    country: ids.mz,
    ...extra,
  })
  const invalidTo = /\bto\b|invalid/i

  it('an editor saves only targets on this site', async () => {
    for (const to of [
      '//evil.example/phish',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      'https://evil.example/',
    ]) {
      await assert.rejects(
        op.create({ collection: 'redirects', data: redirect(to), ...asUser(editorMz) }),
        invalidTo,
        to,
      )
    }
    const ok = await op.create({
      collection: 'redirects',
      data: redirect('/apoio-ao-cliente/contactos'),
      ...asUser(editorMz),
    })
    assert.equal(ok.to, '/apoio-ao-cliente/contactos')
    await assert.rejects(
      op.update({ collection: 'redirects', id: ok.id, data: { to: '//evil.example' }, ...asUser(editorMz) }),
      invalidTo,
    )
    assert.equal(
      (await payload.findByID({ collection: 'redirects', id: ok.id, depth: 0 })).to,
      '/apoio-ao-cliente/contactos',
    )
  })

  it('only an administrator marks a redirect external, and only to an https address', async () => {
    // The editor's "external" is not theirs to set, so the https target is refused.
    await assert.rejects(
      op.create({
        collection: 'redirects',
        data: redirect('https://www.zap.co.ao/', { external: true }),
        ...asUser(editorMz),
      }),
      invalidTo,
    )
    const external = await op.create({
      collection: 'redirects',
      data: redirect('https://www.zap.co.ao/empresas', { external: true }),
      user: admin,
      overrideAccess: false,
    })
    assert.equal(external.external, true)
    assert.equal(external.to, 'https://www.zap.co.ao/empresas')
    for (const to of [
      'http://www.zap.co.ao/',
      '//evil.example',
      'https://zap.co.ao@evil.example/',
      'javascript:alert(1)',
    ]) {
      await assert.rejects(
        op.create({
          collection: 'redirects',
          data: redirect(to, { external: true }),
          user: admin,
          overrideAccess: false,
        }),
        invalidTo,
        to,
      )
    }
    await assert.rejects(
      op.create({
        collection: 'redirects',
        data: redirect('https://www.zap.co.ao/'),
        user: admin,
        overrideAccess: false,
      }),
      invalidTo,
      'not marked external',
    )
    // The editor of the country may not point the administrator's external redirect somewhere else, nor unmark it.
    await assert.rejects(
      op.update({
        collection: 'redirects',
        id: external.id,
        data: { to: 'https://evil.example/' },
        ...asUser(editorMz),
      }),
      invalidTo,
    )
    await op.update({ collection: 'redirects', id: external.id, data: { external: false }, ...asUser(editorMz) })
    const kept = await payload.findByID({ collection: 'redirects', id: external.id, depth: 0 })
    assert.equal(kept.to, 'https://www.zap.co.ao/empresas')
    assert.equal(kept.external, true)
  })
})
