import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createLocalReq, type Payload, type PayloadRequest, type TypedUser } from 'payload'
import { seededWithRoles } from './support/helpers'

/**
 * Page paths are checked on every save, draft saves included (Payload validates no field of a
 * draft), by editors of each country and administrators alike, and the refusal is worded in the
 * caller's language: Portuguese for a Portuguese admin, English otherwise.
 */
let payload: Payload
let cleanup: () => Promise<void>
let ids = { ao: 0, mz: 0 }
let admin: TypedUser
let editorAo: TypedUser
let editorMz: TypedUser

before(async () => {
  ;({ payload, cleanup, ids, admin, editorAo, editorMz } = await seededWithRoles())
})
after(async () => cleanup())

/** A request whose admin speaks `language`, as /admin builds it from the user's choice. */
async function requestIn(language: 'pt' | 'en', user: TypedUser): Promise<Partial<PayloadRequest>> {
  const base = await createLocalReq({ user }, payload)
  return { user, i18n: { ...base.i18n, language } as PayloadRequest['i18n'] }
}

const draftsAt = async (path: string) =>
  (
    await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      draft: true,
      locale: 'pt',
      depth: 0,
      pagination: false,
    })
  ).docs

const message = (error: unknown) => JSON.stringify((error as { data?: unknown }).data ?? String(error))

const people = () =>
  [
    { who: 'editor of Angola', user: editorAo, country: ids.ao },
    { who: 'editor of Mozambique', user: editorMz, country: ids.mz },
    { who: 'administrator', user: admin, country: ids.ao },
  ] as const

describe('page paths on draft saves', () => {
  it('a new draft with a malformed path is refused and nothing is stored', async () => {
    for (const { who, user, country } of people()) {
      for (const bad of ['sem-barra', '/Maiusculas', '/fim/', '/com espaco']) {
        await assert.rejects(
          payload.create({
            collection: 'pages',
            data: { title: `Mau ${who}`, path: bad, country, _status: 'draft' },
            draft: true,
            locale: 'pt',
            user,
            overrideAccess: false,
          }),
          (error) => (assert.match(message(error), /Invalid path/), true),
          `${who}: ${bad}`,
        )
        assert.deepEqual(await draftsAt(bad), [], `${who}: nothing stored for ${bad}`)
      }
    }
  })

  it("a new draft with a path the country already has is refused; the other country's path is free", async () => {
    for (const { who, user, country } of people()) {
      const before = (await draftsAt('/a-zap')).length
      await assert.rejects(
        payload.create({
          collection: 'pages',
          data: { title: `Duplicada ${who}`, path: '/a-zap', country, _status: 'draft' },
          draft: true,
          locale: 'pt',
          user,
          overrideAccess: false,
        }),
        (error) => (assert.match(message(error), /already has the path \/a-zap/), true),
        who,
      )
      assert.equal((await draftsAt('/a-zap')).length, before, `${who}: nothing stored`)
    }
    // One country's draft does not take the path from the other country.
    const aoDraft = await payload.create({
      collection: 'pages',
      data: { title: 'Só Angola', path: '/so-num-pais', country: ids.ao, _status: 'draft' },
      draft: true,
      locale: 'pt',
      user: editorAo,
      overrideAccess: false,
    })
    const mzDraft = await payload.create({
      collection: 'pages',
      data: { title: 'Só Moçambique', path: '/so-num-pais', country: ids.mz, _status: 'draft' },
      draft: true,
      locale: 'pt',
      user: editorMz,
      overrideAccess: false,
    })
    // But the same country's own draft does.
    await assert.rejects(
      payload.create({
        collection: 'pages',
        data: { title: 'Outra', path: '/so-num-pais', country: ids.ao, _status: 'draft' },
        draft: true,
        locale: 'pt',
        user: editorAo,
        overrideAccess: false,
      }),
      (error) => (assert.match(message(error), /already has the path/), true),
    )
    await payload.delete({ collection: 'pages', id: aoDraft.id })
    await payload.delete({ collection: 'pages', id: mzDraft.id })
  })

  it('a draft save moving an existing page to a malformed or taken path is refused and the page keeps its path', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Movida', path: '/pagina-movida', country: ids.mz, _status: 'published' },
      locale: 'pt',
    })
    for (const bad of ['/Errado', '/a-zap']) {
      await assert.rejects(
        payload.update({
          collection: 'pages',
          id: page.id,
          data: { path: bad },
          draft: true,
          locale: 'pt',
          user: editorMz,
          overrideAccess: false,
        }),
        (error) => (assert.match(message(error), /Invalid path|already has the path/), true),
        bad,
      )
    }
    const latest = await payload.findByID({ collection: 'pages', id: page.id, draft: true, locale: 'pt', depth: 0 })
    assert.equal(latest.path, '/pagina-movida')
    // Saving a draft without touching the path, or to a free path, still works.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Movida de novo' },
      draft: true,
      locale: 'pt',
      user: editorMz,
      overrideAccess: false,
    })
    const moved = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: '/pagina-movida-2' },
      draft: true,
      locale: 'pt',
      user: editorMz,
      overrideAccess: false,
    })
    assert.equal(moved.path, '/pagina-movida-2')
    await payload.delete({ collection: 'pages', id: page.id })
  })

  it('the refusal is in the admin language: Portuguese for a Portuguese admin, English for an English one', async () => {
    const cases = [
      {
        language: 'pt',
        invalid: /Caminho inválido/,
        taken: /Já existe uma página com o caminho \/a-zap neste país e nesta língua/,
      },
      {
        language: 'en',
        invalid: /Invalid path: start with/,
        taken: /Another page of this country already has the path \/a-zap in this language/,
      },
    ] as const
    for (const { language, invalid, taken } of cases) {
      const req = await requestIn(language, editorAo)
      const attempt = (path: string, draft: boolean) =>
        payload.create({
          collection: 'pages',
          data: { title: 'Língua', path, country: ids.ao, _status: draft ? 'draft' : 'published' },
          draft,
          locale: 'pt',
          req,
          overrideAccess: false,
        })
      for (const draft of [true, false]) {
        await assert.rejects(
          attempt('/Errado', draft),
          (error) => (assert.match(message(error), invalid), true),
          `${language} draft=${draft}`,
        )
        await assert.rejects(
          attempt('/a-zap', draft),
          (error) => (assert.match(message(error), taken), true),
          `${language} draft=${draft}`,
        )
      }
    }
  })

  it('duplicating a page makes a draft with a free path of its own', async () => {
    const original = (
      await payload.find({
        collection: 'pages',
        where: { and: [{ path: { equals: '/a-zap' } }, { country: { equals: ids.ao } }] },
        locale: 'pt',
        depth: 0,
        limit: 1,
      })
    ).docs[0]!
    const copy = await payload.duplicate({
      collection: 'pages',
      id: original.id,
      locale: 'pt',
      user: editorAo,
      overrideAccess: false,
      draft: true,
    })
    assert.match(copy.path, /^\/a-zap-copia-[a-z0-9]+$/)
    await payload.delete({ collection: 'pages', id: copy.id })
  })
})
