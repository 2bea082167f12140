import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { readApiError } from '@/lib/rest/api-error'
import { FORM_MESSAGES } from './support/checks'
import { leadCounts } from './support/db'
import { lockDatabase, probeDatabase, requirePython } from './support/db-lock'
import { postForm, send } from './support/http'
import { FaultServer, freshData, PORTS, root } from './support/server'

/**
 * The database goes away under a running server (see support/db-lock.ts for how, and why not
 * by moving the file): pages already in Next's cache keep being served with 200 and their content, the
 * forms respond with 503 and the "temporarily unavailable" message in the visitor's language and store
 * nothing, without each post stalling the server on the locked database again (see
 * lib/leads/database-turn.ts), and when the database is back the same server process takes leads
 * again by itself.
 */
requirePython()
const data = freshData('db-unavailable')
const server = new FaultServer({ name: 'db-unavailable', port: PORTS.dbUnavailable, ...data })
await server.start()
after(() => server.stop())

const PAGES = [
  { host: server.hostAo, path: '/' },
  { host: server.hostAo, path: '/en' },
  { host: server.hostAo, path: '/a-zap' },
  { host: server.hostAo, path: '/apoio-ao-cliente/contactos' },
  { host: server.hostMz, path: '/' },
]

type Shown = { status: number; title: string; h1: string; ms: number; cache: string }
async function visit(page: { host: string; path: string }): Promise<Shown> {
  const response = await send(server.port, { method: 'GET', path: page.path, host: page.host, timeoutMs: 60_000 })
  const text = (re: RegExp) =>
    response.body
      .match(re)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  return {
    status: response.status,
    title: text(/<title>([^<]*)<\/title>/),
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/),
    ms: response.ms,
    cache: String(response.headers['x-nextjs-cache'] ?? ''),
  }
}

const FORMS = [
  { form: 'newsletter', body: { email: 'offline@example.co.ao', acceptTerms: true, service: 'TV' } },
  { form: 'callback', body: { clientName: 'Ana Offline', clientPhone: '923000111', clientSubject: 1 } },
  { form: 'popup-click', body: { store: 'play' } },
] as const

describe('database unavailable', () => {
  const shown = new Map<string, Shown>()

  it('pages are rendered once and then served from the cache', async () => {
    for (const page of PAGES) {
      const first = await visit(page)
      assert.equal(first.status, 200, `${page.host}${page.path}`)
      const second = await visit(page)
      assert.equal(second.status, 200)
      assert.ok(second.title && second.h1, `${page.path} has a title and a heading`)
      assert.equal(second.title, first.title)
      shown.set(page.host + page.path, second)
    }
    console.log(
      `# db-unavailable: cache header on a second visit: ${[...shown.values()].map((s) => s.cache || '(none)').join(', ')}`,
    )
    // The forms work while the database is there.
    assert.equal(
      (
        await postForm(server.port, server.hostAo, 'newsletter', {
          email: 'online@example.co.ao',
          acceptTerms: true,
          service: 'TV',
        })
      ).status,
      201,
    )
  })

  it('while the database is unavailable: cached pages 200, forms 503 in the right language, nothing stored; then it recovers without a restart', async () => {
    const pid = server.pid
    const before = leadCounts(data.db, server.privateDir)
    const lock = await lockDatabase(data.db)
    let released = false
    try {
      // The first post meets the locked database: SQLite retries for seconds (synchronously, so the
      // whole server waits), then the form responds with 503. Meanwhile, from another process, the same
      // kind of query on the database fails too: the proof that it really is unavailable.
      let started = Date.now()
      const [proof, first] = await Promise.all([
        probeDatabase(data.db, root),
        postForm(server.port, server.hostAo, 'newsletter', FORMS[0].body, 'pt', undefined, 60_000),
      ])
      console.log(
        `# db-unavailable: first post responded with ${first.status} in ${Date.now() - started} ms; probe from another process: ${JSON.stringify(proof)}`,
      )
      assert.equal(proof.ok, false, 'a query on the locked database must fail, or this test proves nothing')
      assert.match(proof.code, /SQLITE_(BUSY|PROTOCOL|LOCKED)/)
      assert.equal(
        first.status,
        503,
        `newsletter responds with 503 while the database is down: ${first.body.slice(0, 200)}`,
      )

      // Then every form, in both languages, and the cached pages, all at once: the forms respond with 503
      // without each waiting on the database again, and the pages come from the cache. At most one
      // request may try the database again (after the cool-down), so this takes one wait at most.
      started = Date.now()
      const forms = Promise.all(
        FORMS.flatMap(({ form, body }) =>
          (['pt', 'en'] as const).map(async (locale) => ({
            form,
            locale,
            response: await postForm(server.port, server.hostAo, form, body, locale, undefined, 60_000),
          })),
        ),
      )
      const pages = Promise.all(PAGES.map(async (page) => ({ page, now: await visit(page) })))
      const [responses, visits] = await Promise.all([forms, pages])
      const took = Date.now() - started
      console.log(
        `# db-unavailable: ${responses.length} posts and ${visits.length} cached pages responded in ${took} ms (pages: ${visits.map((v) => v.now.ms).join(', ')} ms)`,
      )
      for (const { page, now } of visits) {
        const then = shown.get(page.host + page.path)
        assert.equal(now.status, 200, `cached ${page.host}${page.path} still responds`)
        assert.equal(now.title, then?.title, `${page.path} keeps its content`)
        assert.equal(now.h1, then?.h1)
      }
      for (const { form, locale, response } of responses) {
        assert.equal(
          response.status,
          503,
          `${form} (${locale}) responds with 503, got ${response.status}: ${response.body.slice(0, 200)}`,
        )
        assert.equal(
          readApiError(response.json).message,
          [...FORM_MESSAGES[locale]].find((m) => /indispon|unavailable/i.test(m)),
          `${form} (${locale}) message`,
        )
      }
      // Six posts that each waited on the locked database would take six waits (a minute).
      assert.ok(took < 15_000, `the site stayed responsive: ${took} ms for posts and pages during the outage`)
    } finally {
      await lock.release()
      released = true
    }
    assert.ok(released)
    assert.deepEqual(leadCounts(data.db, server.privateDir), before, 'nothing was stored during the outage')

    // Back: the same process takes leads again, without a restart.
    const deadline = Date.now() + 30_000
    let status = 0
    let attempts = 0
    while (Date.now() < deadline) {
      attempts++
      status = (
        await postForm(server.port, server.hostAo, 'newsletter', {
          email: 'back@example.co.ao',
          acceptTerms: true,
          service: 'TV',
        })
      ).status
      if (status === 201) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    assert.equal(status, 201, `the newsletter form works again within 30 s (after ${attempts} tries)`)
    const callback = await postForm(server.port, server.hostAo, 'callback', {
      clientName: 'Ana Online',
      clientPhone: '923000222',
      clientSubject: 1,
    })
    assert.equal(callback.status, 201)
    assert.equal(server.pid, pid, 'the same server process')
    const afterwards = leadCounts(data.db, server.privateDir)
    assert.equal(afterwards.newsletter_subscriptions, (before.newsletter_subscriptions ?? 0) + 1)
    assert.equal(afterwards.callback_requests, (before.callback_requests ?? 0) + 1)
  })
})
