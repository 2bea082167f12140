import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { type EdgeAlone, startEdgeAlone } from './support/edge-alone'

/**
 * No wrong copy outlives its lifetime at the edge. A page is stored for one second with a long
 * stale-while-revalidate; then the instance's response changes. When the refresh comes back as
 * something that may not be stored (the page unpublished: a private 404; a redirect; a response that
 * sets a cookie or says no-store), the stored copy must go at once: the next visitor gets the new
 * response, not the old page for the rest of the stale window. When the instances fail instead, the
 * stored copy is what visitors get (the edge outlives the instances).
 */
let edge: EdgeAlone
before(async () => {
  edge = await startEdgeAlone()
})
after(async () => {
  await edge?.stop()
})

/** Fresh for one second, then served stale for up to a minute while a refresh is under way. */
const STORED = { 'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=60' }
let serial = 0

/** A page stored at the edge and expired: the next request refreshes it. */
async function storedThenExpired(): Promise<string> {
  const path = `/pagina-${++serial}-${Date.now().toString(36)}`
  edge.respond(path, { status: 200, headers: STORED, body: '<p>old page</p>' })
  const first = await edge.get(path)
  assert.equal(first.status, 200)
  assert.equal((await edge.get(path)).cache, 'HIT', 'the page is stored')
  // nginx counts whole seconds: a one-second lifetime ends within two.
  await sleep(2_100)
  return path
}

/** Visitors after the refresh: within a second, none may still get the old page. */
async function nextVisitors(path: string) {
  const seen: { status: number; body: string; cache: string }[] = []
  const deadline = Date.now() + 1_000
  // The refresh runs behind the first visitor's response; the ones after it must see its outcome.
  await sleep(200)
  while (Date.now() < deadline) {
    const res = await edge.get(path)
    seen.push({ status: res.status, body: res.body, cache: res.cache })
    await sleep(100)
  }
  return seen
}

describe('a refresh that cannot be stored removes the stored copy', () => {
  const cases: { what: string; response: { status: number; headers?: Record<string, string>; body?: string } }[] = [
    {
      what: 'a private 404 (the page was unpublished)',
      response: { status: 404, headers: { 'cache-control': 'private, no-store' }, body: 'gone' },
    },
    { what: 'a redirect with no cache headers', response: { status: 307, headers: { location: '/elsewhere' } } },
    { what: 'a no-store page', response: { status: 200, headers: { 'cache-control': 'no-store' }, body: 'new' } },
    {
      what: 'a page that sets a cookie',
      response: { status: 200, headers: { ...STORED, 'set-cookie': 'a=b; Path=/' }, body: 'new' },
    },
  ]
  for (const { what, response } of cases) {
    it(`${what}: the next visitors get it, not the old page`, async () => {
      const path = await storedThenExpired()
      edge.respond(path, response)
      await edge.get(path)
      const seen = await nextVisitors(path)
      const old = seen.filter((r) => r.body.includes('old page'))
      assert.deepEqual(old, [], `after the refresh: ${JSON.stringify(seen)}`)
      assert.ok(
        seen.every((r) => r.status === response.status),
        JSON.stringify(seen),
      )
    })
  }
})

describe('a refresh that can be stored, or that fails, keeps a page', () => {
  it('a new public page replaces the old one', async () => {
    const path = await storedThenExpired()
    edge.respond(path, { status: 200, headers: STORED, body: '<p>new page</p>' })
    await edge.get(path)
    const seen = await nextVisitors(path)
    assert.ok(seen.length > 0 && seen.every((r) => r.body === '<p>new page</p>'), JSON.stringify(seen))
    assert.ok(
      seen.some((r) => r.cache === 'HIT'),
      `stored again: ${JSON.stringify(seen)}`,
    )
  })

  it('an instance failing (500) leaves visitors the stored page', async () => {
    const path = await storedThenExpired()
    edge.respond(path, { status: 500, headers: { 'cache-control': 'private, no-store' }, body: 'broken' })
    await edge.get(path)
    const seen = await nextVisitors(path)
    assert.ok(
      seen.length > 0 && seen.every((r) => r.status === 200 && r.body.includes('old page')),
      JSON.stringify(seen),
    )
  })
})
