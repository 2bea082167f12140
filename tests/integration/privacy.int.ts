import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { type CollectionSlug, createLocalReq, type Payload, type TypedUser } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { freshPayload } from './support/helpers'

/**
 * Personal data with a lifetime, on a real SQLite file migrated by the committed migrations: the
 * daily retention job deletes expired leads in both countries (a job application with its CV file)
 * and keeps fresh ones; an administrator finds, exports and erases one person through the privacy
 * endpoints, which leave an audit record without the identifier and refuse editors and bad input;
 * a newsletter's signed unsubscribe link ends that address's subscription in one POST, a forged one
 * changes nothing.
 */
let payload: Payload
let cleanup: () => Promise<void>
const ids = {} as Record<CountryCode, number>
let admin: TypedUser
let editor: TypedUser
let endpoints: typeof import('@/cms/privacy/endpoints')
let retention: typeof import('@/cms/jobs/retention')
let unsubscribe: typeof import('@/lib/newsletter/unsubscribe-handler')
let tokens: typeof import('@/lib/newsletter/unsubscribe-token')
let audit: typeof import('@/lib/privacy/identifier-hash')
let identifiers: typeof import('@/lib/privacy/identifier')

const DAY = 24 * 60 * 60 * 1000
const HOSTS: Record<CountryCode, string> = { ao: 'localhost:3000', mz: 'mz.localhost:3000' }
const LEAD_COLLECTIONS: CollectionSlug[] = [
  'callback-requests',
  'coverage-requests',
  'job-applications',
  'casting-applications',
  'newsletter-subscriptions',
]

before(async () => {
  ;({ payload, cleanup } = await freshPayload())
  for (const [code, name] of [
    ['ao', 'Angola'],
    ['mz', 'Moçambique'],
  ] as const) {
    const country = await payload.create({
      collection: 'countries',
      data: { code, name, siteUrl: `http://${HOSTS[code]}` },
      overrideAccess: true,
    })
    ids[code] = country.id
  }
  const user = async (email: string, role: 'admin' | 'editor', country?: number) =>
    ({
      ...(await payload.create({
        collection: 'users',
        data: { email, password: 'test-pass-123', role, country },
        overrideAccess: true,
      })),
      collection: 'users',
    }) as TypedUser
  admin = await user('admin.privacy@example.co.ao', 'admin')
  editor = await user('editor.privacy@example.co.ao', 'editor', ids.ao)
  endpoints = await import('@/cms/privacy/endpoints')
  retention = await import('@/cms/jobs/retention')
  unsubscribe = await import('@/lib/newsletter/unsubscribe-handler')
  tokens = await import('@/lib/newsletter/unsubscribe-token')
  audit = await import('@/lib/privacy/identifier-hash')
  identifiers = await import('@/lib/privacy/identifier')
})
after(async () => cleanup())

const sql = (statement: string, args: (string | number)[]) =>
  (payload.db as unknown as SQLiteAdapter).client.execute({ sql: statement, args })

/** Makes a row look last changed `days` ago (leads are never edited, so nothing else moves it). */
async function age(table: string, id: number | string, days: number): Promise<void> {
  await sql(`UPDATE ${table} SET updated_at = ?, created_at = ? WHERE id = ?`, [
    new Date(Date.now() - days * DAY).toISOString(),
    new Date(Date.now() - days * DAY).toISOString(),
    Number(id),
  ])
}

type Person = { name: string; email: string; phone: string }

const lead = async (collection: CollectionSlug, country: CountryCode, data: Record<string, unknown>) =>
  payload.create({ collection, data: { ...data, country: ids[country], locale: 'pt' } as never, overrideAccess: true })

/** A CV as the job application form stores it: a real PDF in the private uploads folder. */
async function cv(country: CountryCode) {
  const bytes = Buffer.from(`%PDF-1.4\n${'x'.repeat(800)}\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n`)
  return payload.create({
    collection: 'cv-files',
    data: { country: ids[country] },
    file: {
      data: bytes,
      mimetype: 'application/pdf',
      name: `cv-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.pdf`,
      size: bytes.byteLength,
    },
    overrideAccess: true,
  })
}

const cvPath = (filename: string | null | undefined) => path.resolve(process.env.PRIVATE_UPLOADS_DIR!, filename ?? '')

async function application(country: CountryCode, person: Person) {
  const file = await cv(country)
  const doc = await lead('job-applications', country, {
    fullName: person.name,
    email: person.email,
    phone: person.phone,
    province: country === 'ao' ? 'Luanda' : 'Maputo Cidade',
    education: 'licenciatura',
    experienceYears: 3,
    cv: file.id,
  })
  return { doc, file }
}

const callback = (country: CountryCode, person: Person) =>
  lead('callback-requests', country, {
    clientName: person.name,
    clientPhone: person.phone,
    subjectCode: 'satelite-informacoes',
    clientSubject: 'Informações Satélite',
  })

const count = async (collection: CollectionSlug, where: Record<string, unknown> = {}) =>
  (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

const exists = async (collection: CollectionSlug, id: number | string) =>
  (await count(collection, { id: { equals: id } })) === 1

describe('the retention job', () => {
  const keep: Person = { name: 'Rosa Recente', email: 'rosa.recente@example.co.ao', phone: '+244923000001' }
  const old: Person = { name: 'Orlando Antigo', email: 'orlando.antigo@example.co.mz', phone: '+258841000002' }

  it('deletes expired leads in both countries, a job application with its CV file, and keeps fresh ones; the log counts', async () => {
    const expired = await application('mz', old)
    await age('job_applications', expired.doc.id, 190)
    const fresh = await application('ao', keep)
    const orphan = await cv('ao')
    await age('cv_files', orphan.id, 200)
    const oldCall = await callback('ao', old)
    await age('callback_requests', oldCall.id, 370)
    const recentCall = await callback('mz', keep)
    await age('callback_requests', recentCall.id, 330)
    const subscription = await lead('newsletter-subscriptions', 'ao', { email: old.email, service: 'Fibra' })
    await age('newsletter_subscriptions', subscription.id, 5 * 365)
    assert.ok(existsSync(cvPath(expired.file.filename)), 'the expired CV is on disk before the job')

    const lines: { fields: Record<string, unknown>; message: string }[] = []
    const counts = await retention.deleteExpiredLeads(payload, {
      log: (fields, message) => lines.push({ fields, message }),
    })

    assert.equal(await exists('job-applications', expired.doc.id), false, 'the application of 190 days')
    assert.equal(await exists('cv-files', expired.file.id), false, 'its CV document')
    assert.equal(existsSync(cvPath(expired.file.filename)), false, 'its stored file')
    assert.equal(await exists('cv-files', orphan.id), false, 'a CV no application kept')
    assert.equal(await exists('callback-requests', oldCall.id), false, 'the call-back of 370 days')

    assert.equal(await exists('job-applications', fresh.doc.id), true, 'a new application')
    assert.ok(existsSync(cvPath(fresh.file.filename)), 'its CV file')
    assert.equal(await exists('callback-requests', recentCall.id), true, 'a call-back of 330 days')
    assert.equal(await exists('newsletter-subscriptions', subscription.id), true, 'a subscription, until unsubscribed')

    assert.deepEqual(counts, {
      'callback-requests': 1,
      'coverage-requests': 0,
      'job-applications': 1,
      'cv-files': 2,
      'casting-applications': 0,
    })
    assert.equal(lines.length, 1)
    assert.equal(lines[0]!.message, 'privacy: expired leads deleted')
    assert.deepEqual(lines[0]!.fields.deleted, counts)
    const logged = JSON.stringify(lines)
    for (const personal of [old.email, old.phone, old.name, keep.email, keep.phone])
      assert.ok(!logged.includes(personal), `the log line names no one (${personal})`)
  })

  it("applies an administrator's periods from the Privacy settings", async () => {
    const call = await callback('ao', keep)
    await age('callback_requests', call.id, 62)
    const subscription = await lead('newsletter-subscriptions', 'mz', { email: keep.email, service: 'Cinema' })
    await age('newsletter_subscriptions', subscription.id, 400)
    await payload.updateGlobal({
      slug: 'privacy-settings',
      data: {
        retention: {
          callbackRequests: 2,
          coverageRequests: 12,
          jobApplications: 6,
          castingApplications: 6,
          newsletterSubscriptions: 12,
        },
      },
      overrideAccess: true,
    })
    // This one and any other subscription unchanged for a year (the first test's five-year-old one).
    const yearOld = await count('newsletter-subscriptions', {
      updatedAt: { less_than: new Date(Date.now() - 366 * DAY).toISOString() },
    })
    try {
      const counts = await retention.deleteExpiredLeads(payload, { log: () => undefined })
      assert.equal(await exists('callback-requests', call.id), false, 'a call-back of 62 days, with a 2-month period')
      assert.equal(await exists('newsletter-subscriptions', subscription.id), false, 'a subscription of 400 days')
      assert.equal(counts['newsletter-subscriptions'], yearOld)
      assert.ok(yearOld >= 1)
    } finally {
      await payload.updateGlobal({
        slug: 'privacy-settings',
        data: {
          retention: {
            callbackRequests: 12,
            coverageRequests: 12,
            jobApplications: 6,
            castingApplications: 6,
            newsletterSubscriptions: null,
          },
        },
        overrideAccess: true,
      })
    }
  })

  it('runs as a scheduled Payload task, queued once however many runs tick', async () => {
    const call = await callback('mz', old)
    await age('callback_requests', call.id, 400)
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'privacyRetention')
    assert.equal(task?.schedule?.[0]?.cron, '0 3 * * *')
    // Each tick of the jobs runner asks /api/payload-jobs/run to handle the schedules: one job waits.
    await payload.jobs.handleSchedules({ queue: 'default' })
    await payload.jobs.handleSchedules({ queue: 'default' })
    const scheduled = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'privacyRetention' } },
      overrideAccess: true,
    })
    assert.equal(scheduled.totalDocs, 1, 'one scheduled run waiting')
    assert.ok(new Date(String(scheduled.docs[0]!.waitUntil)).getTime() > Date.now(), 'for the next 03:00')
    // Run now, as the runner does once it is due.
    await payload.update({
      collection: 'payload-jobs',
      id: scheduled.docs[0]!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: 'default', silent: true })
    assert.equal(await exists('callback-requests', call.id), false, 'the job deleted the expired call-back')
  })
})

describe('one person found, exported and erased by an administrator', () => {
  const person: Person = { name: 'Paula Privada', email: 'paula.privada@example.co.ao', phone: '+244923111222' }
  const other: Person = { name: 'Óscar Outro', email: 'oscar.outro@example.co.mz', phone: '+258842333444' }
  let personCv: { id: number | string; filename?: string | null }
  let otherCv: { id: number | string; filename?: string | null }

  before(async () => {
    await callback('ao', person)
    await callback('mz', person)
    await lead('coverage-requests', 'ao', {
      fullName: person.name,
      phone: person.phone,
      email: person.email,
      province: 'Luanda',
      municipality: 'Talatona',
      neighbourhood: 'Benfica',
      address: 'Rua 1',
      propertyType: 'moradia',
      interest: 'net',
      contactTime: 'manha',
    })
    await lead('casting-applications', 'mz', {
      fullName: person.name,
      birthDate: '1990-01-01',
      email: person.email,
      phone: person.phone,
      province: 'Maputo Cidade',
      city: 'Maputo',
      talent: 'canto',
      about: 'Canto desde criança.',
    })
    personCv = (await application('ao', person)).file
    await lead('newsletter-subscriptions', 'ao', { email: person.email, service: 'Fibra' })
    await lead('newsletter-subscriptions', 'mz', { email: person.email, service: 'TV' })
    // Someone else, in the same collections and countries.
    await callback('ao', other)
    await lead('newsletter-subscriptions', 'mz', { email: other.email, service: 'TV' })
    otherCv = (await application('mz', other)).file
  })

  /** An endpoint called as Payload calls it, by a user, with a JSON body. */
  async function call(name: 'find' | 'export' | 'erase', user: TypedUser | null, body: unknown, language = 'en') {
    const endpoint = endpoints.privacyEndpoints.find((e) => e.path === `/privacy/${name}`)!
    const req = await createLocalReq({ user: user ?? undefined }, payload)
    req.user = user
    req.i18n.language = language
    req.json = async () => body
    return endpoint.handler(req)
  }

  const personRows = async () => {
    let total = 0
    for (const collection of LEAD_COLLECTIONS) {
      for (const field of ['email', 'phone', 'clientPhone']) {
        const value = field === 'email' ? person.email : person.phone
        if (!payload.collections[collection].config.flattenedFields.some((f) => f.name === field)) continue
        total += await count(collection, { [field]: { equals: value } })
      }
    }
    return total
  }
  const allRows = async () => {
    let total = 0
    for (const collection of [...LEAD_COLLECTIONS, 'cv-files' as const]) total += await count(collection)
    return total
  }

  it('are refused to editors and anonymous callers, and to bad input, changing nothing', async () => {
    const before = await allRows()
    const refusedEditor = await call('find', editor, { identifier: person.email })
    assert.equal(refusedEditor.status, 403)
    assert.match(
      ((await refusedEditor.json()) as { errors: { message: string }[] }).errors[0]!.message,
      /administrators/,
    )
    assert.equal((await call('erase', editor, { identifier: person.email, confirm: true })).status, 403)
    assert.equal((await call('erase', null, { identifier: person.email, confirm: true })).status, 401)
    for (const identifier of ['paula@', '', 'ninguém', '12', 42, null, undefined]) {
      const response = await call('erase', admin, { identifier, confirm: true }, 'pt')
      assert.equal(response.status, 400, `identifier ${JSON.stringify(identifier)}`)
      const { errors } = (await response.json()) as { errors: { message: string; field?: string }[] }
      assert.match(errors[0]!.message, /^Escreva um endereço de e-mail ou um número de telefone/)
      assert.equal(errors[1]?.field, 'identifier')
    }
    assert.equal((await call('erase', admin, [person.email])).status, 400, 'a body that is no object')
    const unconfirmed = await call('erase', admin, { identifier: person.email })
    assert.equal(unconfirmed.status, 400)
    assert.match(
      ((await unconfirmed.json()) as { errors: { message: string }[] }).errors[0]!.message,
      /nothing was erased/,
    )
    assert.equal((await call('export', admin, { identifier: person.email, format: 'xml' })).status, 400)
    assert.equal(await allRows(), before, 'nothing changed')
  })

  it('finds every lead and CV of the person in both countries by e-mail, and by phone in any form', async () => {
    const byEmail = await call('find', admin, { identifier: ' Paula.Privada@Example.co.AO ' })
    assert.equal(byEmail.status, 200)
    const found = ((await byEmail.json()) as { records: import('@/cms/privacy/endpoints').FoundRecord[] }).records
    const summary = found.map((r) => `${r.collection}:${r.country}`).sort()
    assert.deepEqual(summary, [
      'casting-applications:mz',
      'coverage-requests:ao',
      'cv-files:ao',
      'job-applications:ao',
      'newsletter-subscriptions:ao',
      'newsletter-subscriptions:mz',
    ])
    assert.ok(found.every((r) => r.createdAt && r.collectionLabel && r.adminPath.startsWith('/admin/collections/')))

    for (const typed of ['923 111 222', '+244 923 111 222', '00244923111222']) {
      const byPhone = await call('find', admin, { identifier: typed })
      const records = ((await byPhone.json()) as { records: { collection: string; country: string }[] }).records
      assert.deepEqual(
        records.map((r) => `${r.collection}:${r.country}`).sort(),
        [
          'callback-requests:ao',
          'callback-requests:mz',
          'casting-applications:mz',
          'coverage-requests:ao',
          'cv-files:ao',
          'job-applications:ao',
        ],
        typed,
      )
    }
  })

  it('exports the person’s documents whole, as JSON and as CSV, and nobody else’s', async () => {
    const json = await call('export', admin, { identifier: person.phone, format: 'json' })
    assert.equal(json.status, 200)
    assert.match(
      json.headers.get('content-disposition') ?? '',
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    assert.equal(json.headers.get('cache-control'), 'no-store')
    const data = (await json.json()) as {
      searchedFor: string[]
      records: { collection: string; country: string; data: Record<string, unknown> }[]
    }
    assert.deepEqual(data.searchedFor, [person.phone])
    const casting = data.records.find((r) => r.collection === 'casting-applications')
    assert.equal(casting?.country, 'mz')
    assert.equal(casting?.data.about, 'Canto desde criança.')
    assert.equal(data.records.filter((r) => r.collection === 'callback-requests').length, 2)
    assert.ok(!JSON.stringify(data).includes(other.phone) && !JSON.stringify(data).includes(other.name))

    const csv = await call('export', admin, { identifier: person.email, format: 'csv' })
    assert.equal(csv.status, 200)
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/)
    const text = await csv.text()
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    assert.ok(header!.startsWith('collection,id,country,createdAt,updatedAt'), header)
    assert.equal(rows.length, 6)
    assert.ok(text.includes(person.email) && !text.includes(other.email))
  })

  it('erases them in one action, leaves an audit record without the identifier, and keeps everyone else’s', async () => {
    const othersBefore = (await allRows()) - 8
    assert.ok(existsSync(cvPath(personCv.filename)))

    const byEmail = await call('erase', admin, { identifier: person.email, confirm: true })
    assert.equal(byEmail.status, 200)
    const erased = (await byEmail.json()) as {
      total: number
      counts: { collection: string; count: number }[]
      audit: number
    }
    assert.equal(erased.total, 6)
    const byPhone = await call('erase', admin, { identifier: '923 111 222', confirm: true })
    const erasedByPhone = (await byPhone.json()) as { total: number; counts: { collection: string; count: number }[] }
    assert.deepEqual(erasedByPhone.counts, [{ collection: 'callback-requests', count: 2 }])

    assert.equal(await personRows(), 0, "no collection returns the person's e-mail or phone")
    assert.equal(await exists('cv-files', personCv.id), false, 'their CV document')
    assert.equal(existsSync(cvPath(personCv.filename)), false, 'their CV file')
    assert.equal(await allRows(), othersBefore, "everyone else's rows stay")
    assert.equal(await exists('cv-files', otherCv.id), true)
    assert.ok(existsSync(cvPath(otherCv.filename)))
    const again = await call('find', admin, { identifier: person.email })
    assert.deepEqual(((await again.json()) as { records: unknown[] }).records, [])

    const record = await payload.findByID({
      collection: 'erasure-audits',
      id: erased.audit,
      depth: 0,
      overrideAccess: true,
    })
    assert.equal(record.erasedBy, admin.id)
    assert.equal(record.identifierKind, 'email')
    assert.equal(record.total, 6)
    assert.deepEqual((record.counts ?? []).map(({ collection, count }) => `${collection}:${count}`).sort(), [
      'casting-applications:1',
      'coverage-requests:1',
      'cv-files:1',
      'job-applications:1',
      'newsletter-subscriptions:2',
    ])
    const stored = JSON.stringify(record).toLowerCase()
    for (const personal of ['paula', '923111222', person.email]) assert.ok(!stored.includes(personal), personal)
    // The site (which holds the secret) can still tell it was this address.
    assert.equal(
      record.identifierHash,
      audit.identifierDigest(identifiers.parseIdentifier(person.email)!, payload.config.secret, record.identifierSalt)
        .hash,
    )
    // Administrators read the records; nobody changes or deletes them.
    await assert.rejects(
      payload.delete({ collection: 'erasure-audits', id: erased.audit, overrideAccess: false, user: admin }),
    )
    await assert.rejects(
      payload.find({ collection: 'erasure-audits', overrideAccess: false, user: editor }).then((r) => {
        if (r.totalDocs === 0) throw new Error('none readable')
      }),
    )
  })
})

describe('the newsletter unsubscribe link', () => {
  const email = 'nuno.newsletter@example.co.ao'
  const stay = 'fica.inscrito@example.co.ao'

  before(async () => {
    for (const service of ['Fibra', 'Cinema'])
      await payload.create({
        collection: 'newsletter-subscriptions',
        data: { email, service: service as 'Fibra', country: ids.ao, locale: 'en' },
        overrideAccess: true,
      })
    await lead('newsletter-subscriptions', 'mz', { email, service: 'TV' })
    await lead('newsletter-subscriptions', 'ao', { email: stay, service: 'Fibra' })
  })

  const subscriptions = (address: string, country?: CountryCode) =>
    count('newsletter-subscriptions', {
      and: [{ email: { equals: address } }, ...(country ? [{ 'country.code': { equals: country } }] : [])],
    })

  const open = (token: string, country: CountryCode = 'ao') =>
    unsubscribe.openUnsubscribeLink(
      new Request(`http://${HOSTS[country]}/api/newsletter/unsubscribe?t=${encodeURIComponent(token)}`, {
        headers: { host: HOSTS[country] },
      }),
    )
  const tap = (cookie: string | null, locale = 'en', country: CountryCode = 'ao') =>
    unsubscribe.confirmUnsubscribe(
      new Request(`http://${HOSTS[country]}/api/newsletter/unsubscribe`, {
        method: 'POST',
        headers: {
          host: HOSTS[country],
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie: `zap_unsubscribe=${cookie}` } : {}),
        },
        body: `locale=${locale}`,
      }),
    )

  it('is on the subscription in /admin, signed for its address, country and language', async () => {
    const { docs } = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { and: [{ email: { equals: email } }, { country: { equals: ids.ao } }] },
      overrideAccess: true,
    })
    const link = new URL(String(docs[0]!.unsubscribeLink))
    assert.equal(link.origin, 'http://localhost:3000')
    assert.equal(link.pathname, '/api/newsletter/unsubscribe')
    assert.deepEqual(tokens.verifyUnsubscribeToken(link.searchParams.get('t'), payload.config.secret), {
      country: 'ao',
      locale: 'en',
      email,
    })
  })

  it('changes nothing for a forged, altered or other country’s token, and says the link does not work', async () => {
    const before = await count('newsletter-subscriptions')
    const forged = tokens.unsubscribeToken({ country: 'ao', locale: 'en', email }, 'not-the-secret')
    const real = tokens.unsubscribeToken({ country: 'ao', locale: 'pt', email }, payload.config.secret)
    const altered = `${Buffer.from(`ao:pt:${stay}`).toString('base64url')}.${real.split('.')[1]}`
    const mozambican = tokens.unsubscribeToken({ country: 'mz', locale: 'pt', email }, payload.config.secret)
    for (const [token, location] of [
      [forged, '/en/newsletter/invalid-link'],
      [altered, '/newsletter/ligacao-invalida'],
      [mozambican, '/newsletter/ligacao-invalida'],
    ] as const) {
      const opened = await open(token)
      assert.equal(opened.status, 303)
      assert.equal(opened.headers.get('location'), location)
      assert.match(opened.headers.get('set-cookie') ?? '', /^zap_unsubscribe=;.*Max-Age=0/i, 'no token kept')
      // The tap with that token as its cookie, from the Portuguese page: the page's language is used for the response.
      const tapped = await tap(token, 'pt')
      assert.equal(tapped.status, 303)
      assert.equal(tapped.headers.get('location'), '/newsletter/ligacao-invalida')
    }
    assert.equal((await tap(null, 'pt')).headers.get('location'), '/newsletter/ligacao-invalida', 'no cookie at all')
    assert.equal(await count('newsletter-subscriptions'), before, 'nothing deleted')
  })

  it('opens the one-tap page in the subscriber’s language, and the tap ends the address’s subscriptions in that country', async () => {
    const token = tokens.unsubscribeToken({ country: 'ao', locale: 'en', email }, payload.config.secret)
    const opened = await open(token)
    assert.equal(opened.status, 303)
    assert.equal(opened.headers.get('location'), '/en/newsletter/unsubscribe')
    assert.equal(opened.headers.get('cache-control'), 'no-store')
    const cookie = opened.headers.get('set-cookie') ?? ''
    assert.match(cookie, /^zap_unsubscribe=[^;]+;/)
    assert.match(cookie, /Path=\/api\/newsletter\/unsubscribe/)
    assert.match(cookie, /HttpOnly/i)
    assert.match(cookie, /SameSite=lax/i)
    assert.equal(await subscriptions(email, 'ao'), 2, 'opening the link changes nothing')

    const value = /^zap_unsubscribe=([^;]+);/.exec(cookie)![1]!
    const tapped = await tap(value)
    assert.equal(tapped.status, 303)
    assert.equal(tapped.headers.get('location'), '/en/newsletter/unsubscribed')
    assert.match(tapped.headers.get('set-cookie') ?? '', /^zap_unsubscribe=;.*Max-Age=0/i, 'the token is forgotten')
    assert.equal(await subscriptions(email, 'ao'), 0, 'both Angolan subscriptions ended')
    assert.equal(await subscriptions(email, 'mz'), 1, 'the Mozambican one is another site’s')
    assert.equal(await subscriptions(stay), 1, 'another address stays')

    // The same link again: nothing left to end, which is what was asked.
    assert.equal((await tap(value)).headers.get('location'), '/en/newsletter/unsubscribed')
  })
})
