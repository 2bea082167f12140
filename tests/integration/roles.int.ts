import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createLocalReq, getAccessResults, type Payload, type TypedUser } from 'payload'
import { seededWithRoles } from './support/helpers'

/**
 * Roles, through Payload's access layer (the same rules REST, GraphQL and /admin use; the
 * browser-level checks are in tests/e2e/roles.spec.ts): an administrator does everything, an editor
 * only their country's content and leads, a visitor never sees drafts, users or leads.
 */
let payload: Payload
let cleanup: () => Promise<void>
let ids = { ao: 0, mz: 0 }
let admin: TypedUser
let editorAo: TypedUser
let editorMz: TypedUser

const asUser = (user: TypedUser | null) => ({ user, overrideAccess: false as const })
const forbidden = /not allowed|forbidden/i

async function pageOf(country: 'ao' | 'mz', path = '/zap-satelite/pacotes-de-canais') {
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ path: { equals: path } }, { 'country.code': { equals: country } }] },
    limit: 1,
    depth: 0,
  })
  assert.ok(found.docs[0], `${country} ${path} seeded`)
  return found.docs[0]
}

before(async () => {
  ;({ payload, cleanup, ids, admin, editorAo, editorMz } = await seededWithRoles())
})
after(async () => cleanup())

describe('roles: content', () => {
  it('the seeded first user is an administrator and edits both countries', async () => {
    assert.equal((admin as unknown as { role: string }).role, 'admin')
    for (const code of ['ao', 'mz'] as const) {
      const page = await pageOf(code)
      const updated = await payload.update({
        collection: 'pages',
        id: page.id,
        data: { title: `Pacotes ${code}` },
        locale: 'pt',
        ...asUser(admin),
      })
      assert.equal(updated.title, `Pacotes ${code}`)
    }
  })

  it("an editor edits their country's page and is refused the other country's", async () => {
    const ao = await pageOf('ao')
    const mz = await pageOf('mz')
    const updated = await payload.update({
      collection: 'pages',
      id: ao.id,
      data: { title: 'Pacotes de canais (AO)' },
      locale: 'pt',
      ...asUser(editorAo),
    })
    assert.equal(updated.title, 'Pacotes de canais (AO)')
    await assert.rejects(
      payload.update({ collection: 'pages', id: mz.id, data: { title: 'hacked' }, locale: 'pt', ...asUser(editorAo) }),
      forbidden,
    )
    await assert.rejects(payload.delete({ collection: 'pages', id: mz.id, ...asUser(editorAo) }), forbidden)
    const unchanged = await payload.findByID({ collection: 'pages', id: mz.id, locale: 'pt', depth: 0 })
    assert.notEqual(unchanged.title, 'hacked')
  })

  it('an editor creates only in their own country, and starts there by default', async () => {
    const data = {
      title: 'Nova notícia',
      slug: 'nova-noticia-roles',
      publishedAt: '2026-11-01',
      category: 'empresa' as const,
      excerpt: 'Resumo.',
    }
    // Refused with a message that names the country field, not a bare "not allowed".
    await assert.rejects(
      payload.create({ collection: 'news', data: { ...data, country: ids.ao }, locale: 'pt', ...asUser(editorMz) }),
      (error: Error & { data?: { errors?: { path: string; message: string }[] } }) => {
        assert.deepEqual(
          error.data?.errors?.map((e) => [e.path, e.message]),
          [['country', 'You may only save documents of your own country.']],
        )
        return true
      },
    )
    assert.equal(
      (await payload.count({ collection: 'news', where: { slug: { equals: data.slug } } })).totalDocs,
      0,
      'nothing created',
    )
    const mine = await payload.create({
      collection: 'news',
      data: { ...data, country: ids.mz },
      locale: 'pt',
      ...asUser(editorMz),
    })
    assert.equal(typeof mine.country === 'object' ? mine.country.id : mine.country, ids.mz)
    // Without a country, an editor's document lands in their own country.
    // Payload's type asks for the country; leaving it out is the point.
    const withoutCountry = { ...data, slug: 'sem-pais-roles' } as typeof data & { country: number }
    const unnamed = await payload.create({
      collection: 'news',
      data: withoutCountry,
      locale: 'pt',
      ...asUser(editorAo),
    })
    assert.equal(typeof unnamed.country === 'object' ? unnamed.country.id : unnamed.country, ids.ao)
    const { countryField } = await import('@/cms/fields/country')
    const defaultValue = countryField.defaultValue as (args: { user: unknown }) => unknown
    assert.equal(defaultValue({ user: editorAo }), ids.ao)
    assert.equal(defaultValue({ user: admin }), undefined)
  })

  it('/admin offers "Create New" to an editor of each country on every collection they write, not on settings, countries or users', async () => {
    // /admin asks every create rule with no document at all (Payload's access results).
    const canCreate = async (user: TypedUser | null) => {
      const req = await createLocalReq({ user: user ?? undefined }, payload)
      const results = await getAccessResults({ req })
      return Object.entries(results.collections ?? {})
        .filter(
          ([slug, permissions]) =>
            !slug.startsWith('payload-') && (permissions as { create?: unknown }).create === true,
        )
        .map(([slug]) => slug)
        .sort()
    }
    const writable = [
      'campaigns',
      'channels',
      'cinema-films',
      'coverage-areas',
      'documents',
      'faqs',
      'jobs',
      'manuals',
      'media',
      'movies',
      'news',
      'novels',
      'packages',
      'pages',
      'programmes',
      'redirects',
      'stores',
    ]
    assert.deepEqual(await canCreate(editorAo), writable)
    assert.deepEqual(await canCreate(editorMz), writable)
    assert.deepEqual(await canCreate(admin), [...writable, 'countries', 'settings', 'users'].sort())
    assert.deepEqual(await canCreate(null), [])
  })

  it("an editor reads their own country's drafts, not the other country's", async () => {
    const draft = { title: 'Rascunho', path: '/rascunho-roles', layout: [], _status: 'draft' as const }
    const aoDraft = await payload.create({
      collection: 'pages',
      data: { ...draft, country: ids.ao },
      locale: 'pt',
      draft: true,
    })
    const mzDraft = await payload.create({
      collection: 'pages',
      data: { ...draft, country: ids.mz },
      locale: 'pt',
      draft: true,
    })
    const seen = async (user: TypedUser | null) =>
      (
        await payload.find({
          collection: 'pages',
          where: { path: { equals: '/rascunho-roles' } },
          draft: true,
          locale: 'pt',
          depth: 0,
          ...asUser(user),
        })
      ).docs
        .map((d) => d.id)
        .sort()
    assert.deepEqual(await seen(editorAo), [aoDraft.id])
    assert.deepEqual(await seen(editorMz), [mzDraft.id])
    assert.deepEqual(await seen(admin), [aoDraft.id, mzDraft.id].sort())
    assert.deepEqual(await seen(null), [], 'a visitor never reads a draft')
  })

  it("an editor's lists hold only their own country (published content stays public)", async () => {
    const countries = async (collection: 'pages' | 'faqs', user: TypedUser | null) => {
      const docs = (await payload.find({ collection, depth: 1, limit: 500, ...asUser(user) })).docs
      return [...new Set(docs.map((d) => (typeof d.country === 'object' ? d.country.code : d.country)))].sort()
    }
    assert.deepEqual(await countries('pages', editorAo), ['ao'])
    assert.deepEqual(await countries('faqs', editorMz), ['mz'])
    assert.deepEqual(await countries('pages', null), ['ao', 'mz'])
    assert.deepEqual(await countries('faqs', admin), ['ao', 'mz'])
  })

  it("an editor cannot change the other country's settings, redirects or stores, nor the countries", async () => {
    const mzSettings = (
      await payload.find({ collection: 'settings', where: { country: { equals: ids.mz } }, limit: 1, depth: 0 })
    ).docs[0]!
    await assert.rejects(
      payload.update({ collection: 'settings', id: mzSettings.id, data: { operatorName: 'X' }, ...asUser(editorAo) }),
      forbidden,
    )
    const mzRedirect = (
      await payload.find({ collection: 'redirects', where: { country: { equals: ids.mz } }, limit: 1, depth: 0 })
    ).docs[0]
    if (mzRedirect)
      await assert.rejects(
        payload.delete({ collection: 'redirects', id: mzRedirect.id, ...asUser(editorAo) }),
        forbidden,
      )
    await assert.rejects(
      payload.create({
        collection: 'redirects',
        data: { from: '/velho-roles', to: '/', country: null },
        ...asUser(editorAo),
      }),
      (error: Error & { data?: { errors?: { path: string; message: string }[] } }) => {
        assert.match(
          error.data?.errors?.find((e) => e.path === 'country')?.message ?? '',
          /Only administrators may save a document for both countries/,
        )
        return true
      },
      'a redirect for both countries is for administrators',
    )
    await assert.rejects(
      payload.update({ collection: 'countries', id: ids.mz, data: { name: 'X' }, ...asUser(editorMz) }),
      forbidden,
    )
  })
})

describe('roles: leads and users', () => {
  it("an editor reads only their country's leads; a visitor none", async () => {
    for (const [code, name] of [
      ['ao', 'Lead Angola'],
      ['mz', 'Lead Moçambique'],
    ] as const) {
      await payload.create({
        collection: 'callback-requests',
        data: {
          clientName: name,
          clientPhone: '+244923456789',
          clientSubject: 'ZAP Satélite Adesão',
          country: ids[code],
        },
      })
    }
    const names = async (user: TypedUser | null) =>
      (
        await payload.find({
          collection: 'callback-requests',
          where: { clientName: { like: 'Lead ' } },
          depth: 0,
          ...asUser(user),
        })
      ).docs
        .map((d) => d.clientName)
        .sort()
    assert.deepEqual(await names(editorAo), ['Lead Angola'])
    assert.deepEqual(await names(editorMz), ['Lead Moçambique'])
    assert.deepEqual(await names(admin), ['Lead Angola', 'Lead Moçambique'])
    await assert.rejects(names(null), forbidden)
  })

  it('an editor sees only their own account and cannot make themselves administrator or move country', async () => {
    const listed = await payload.find({ collection: 'users', depth: 0, ...asUser(editorAo) })
    assert.deepEqual(
      listed.docs.map((u) => u.email),
      ['editor.ao@example.co.ao'],
    )
    const updated = await payload.update({
      collection: 'users',
      id: editorAo.id,
      data: { name: 'Ana', role: 'admin', country: ids.mz },
      ...asUser(editorAo),
    })
    assert.equal(updated.name, 'Ana')
    const stored = await payload.findByID({ collection: 'users', id: editorAo.id, depth: 0 })
    assert.equal(stored.role, 'editor')
    assert.equal(stored.country, ids.ao)
    await assert.rejects(
      payload.create({
        collection: 'users',
        data: { email: 'x@example.com', password: 'test-pass-123', role: 'admin' },
        ...asUser(editorAo),
      }),
      forbidden,
    )
    await assert.rejects(payload.find({ collection: 'users', ...asUser(null) }), forbidden)
  })

  it('an editor account needs a country', async () => {
    await assert.rejects(
      payload.create({
        collection: 'users',
        data: { email: 'sem.pais@example.com', password: 'test-pass-123', role: 'editor' },
      }),
      /country/i,
    )
  })
})
