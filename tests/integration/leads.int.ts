import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { CollectionSlug, Payload } from 'payload'
import { type ApiErrorItem, readApiError } from '@/lib/rest/api-error'
import { seededPayload } from './support/helpers'

// Small enough to reach in a test; read when the limiter is first used.
process.env.LEAD_RATE_LIMIT_PER_MINUTE = '5'

let payload: Payload
let cleanup: () => Promise<void>
let privateDir: string
type Forms = typeof import('@/forms/newsletter/lead-form') &
  typeof import('@/forms/callback/lead-form') &
  typeof import('@/forms/casting/lead-form') &
  typeof import('@/forms/coverage/lead-form') &
  typeof import('@/forms/job-application/lead-form') &
  typeof import('@/lib/leads/popup-click')
let forms: Forms
let handleLead: typeof import('@/lib/leads/handle-lead').handleLead

before(async () => {
  ;({ payload, cleanup } = await seededPayload())
  privateDir = process.env.PRIVATE_UPLOADS_DIR!
  ;({ handleLead } = await import('@/lib/leads/handle-lead'))
  forms = Object.assign(
    {},
    await import('@/forms/newsletter/lead-form'),
    await import('@/forms/callback/lead-form'),
    await import('@/forms/casting/lead-form'),
    await import('@/forms/coverage/lead-form'),
    await import('@/forms/job-application/lead-form'),
    await import('@/lib/leads/popup-click'),
  )
})
after(async () => cleanup())

let ipCounter = 0
/** A visitor of its own, so tests do not share a rate-limit bucket unless they mean to. */
const freshIp = () => `198.51.100.${++ipCounter}`

type Post = { body: unknown; host?: string; ip?: string; locale?: string; raw?: BodyInit; contentType?: string }
async function post(
  form: keyof Forms,
  { body, host = 'localhost:3000', ip = freshIp(), locale = 'pt', raw, contentType = 'application/json' }: Post,
) {
  // A form reaches the server as the bytes of its multipart encoding, not as a FormData object. A
  // FormData body also makes Node 24's fetch throw an uncatchable error when its stream is cancelled
  // part way, as the size limit does; the socket streams real requests arrive on do not.
  const multipart = raw instanceof FormData ? new Response(raw) : null
  const request = new Request(`http://${host}/api/forms/x?locale=${locale}`, {
    method: 'POST',
    headers: { host, 'x-zap-client-ip': ip, 'content-type': multipart?.headers.get('content-type') ?? contentType },
    body: multipart ? await multipart.arrayBuffer() : (raw ?? JSON.stringify(body)),
  })
  const response = await handleLead(request, forms[form] as never)
  const json = (await response.json()) as { ok?: boolean; message?: string; errors?: ApiErrorItem[] }
  // A refusal read as the browser's forms read it: the request's message and one message per field.
  return { status: response.status, json, refused: readApiError(json) }
}
const count = async (collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('newsletter endpoint', () => {
  const good = { email: 'Ana.Silva@Example.co.ao', acceptTerms: true, service: 'Fibra' }

  it('stores a subscription with service, IP and country, and responds with its success message', async () => {
    const ip = freshIp()
    const { status, json } = await post('newsletterForm', { body: good, ip })
    assert.equal(status, 201)
    assert.equal(json.message, 'Subscreveu com sucesso a nossa newsletter.')
    const { docs } = await payload.find({ collection: 'newsletter-subscriptions', overrideAccess: true, depth: 1 })
    assert.equal(docs.length, 1)
    assert.equal(docs[0]!.email, 'ana.silva@example.co.ao')
    assert.equal(docs[0]!.service, 'Fibra')
    assert.equal(docs[0]!.ip, ip)
    assert.equal(typeof docs[0]!.country === 'object' && docs[0]!.country.code, 'ao')
  })

  it('stores the same e-mail for the same country and service once, and responds with success again', async () => {
    const { status } = await post('newsletterForm', { body: { ...good, email: 'ana.silva@example.co.ao' } })
    assert.equal(status, 201)
    assert.equal(await count('newsletter-subscriptions'), 1)
    // Another service or another country is another subscription.
    assert.equal((await post('newsletterForm', { body: { ...good, service: 'Cinema' } })).status, 201)
    assert.equal((await post('newsletterForm', { body: good, host: 'mz.localhost:3000' })).status, 201)
    assert.equal(await count('newsletter-subscriptions'), 3)
  })

  it('stores exactly one row when the same subscription arrives 20 times at once', async () => {
    const body = { ...good, email: 'race@example.co.ao' }
    const results = await Promise.all(Array.from({ length: 20 }, () => post('newsletterForm', { body })))
    assert.deepEqual(new Set(results.map((r) => r.status)), new Set([201]))
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: 'race@example.co.ao' } },
      overrideAccess: true,
    })
    assert.equal(totalDocs, 1)
  })

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a bad e-mail', { email: 'ana@zap' }, 'email', 'Indique um e-mail válido'],
    [
      'no terms',
      { acceptTerms: false },
      'acceptTerms',
      'Para se cadastrar à nossa newsletter deve aceitar os nossos termos e condições',
    ],
    ['an unknown service', { service: 'Rádio' }, 'service', 'Escolha uma das opções.'],
    ['a filled honeypot', { website: 'http://spam.example' }, 'website', 'Não foi possível enviar o formulário.'],
    ['wrong types', { email: 42 }, 'email', 'Indique um e-mail válido'],
    ['a script payload', { email: '<script>alert(1)</script>@x.ao' }, 'email', 'Indique um e-mail válido'],
  ]
  for (const [name, change, field, message] of invalid) {
    it(`refuses ${name} with a message on ${field} and stores nothing`, async () => {
      const before = await count('newsletter-subscriptions')
      const { status, refused } = await post('newsletterForm', {
        body: { ...good, email: 'new@example.co.ao', ...change },
      })
      assert.equal(status, 422)
      assert.equal(refused.message, 'Corrija os campos assinalados.')
      assert.ok(refused.fields[field]?.startsWith(message), `${field}: ${refused.fields[field]}`)
      assert.equal(await count('newsletter-subscriptions'), before)
    })
  }

  it('responds with field messages in English for an English page', async () => {
    const { refused } = await post('newsletterForm', { body: { ...good, acceptTerms: false }, locale: 'en' })
    assert.equal(refused.fields.acceptTerms, 'To subscribe to our newsletter you must accept our terms and conditions')
  })

  it('refuses a body that is not JSON, a JSON array and an oversized body', async () => {
    const before = await count('newsletter-subscriptions')
    assert.equal((await post('newsletterForm', { body: null, raw: '{"email":' })).status, 400)
    assert.equal((await post('newsletterForm', { body: [good] })).status, 400)
    assert.equal((await post('newsletterForm', { body: { ...good, padding: 'x'.repeat(10_000) } })).status, 413)
    assert.equal((await post('newsletterForm', { body: good, contentType: 'text/plain' })).status, 400)
    assert.equal(await count('newsletter-subscriptions'), before)
  })
})

describe('rate limit per IP', () => {
  it('allows 5 posts a minute from one address, then responds with 429 and Retry-After; others are unaffected', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await post('newsletterForm', {
            body: { email: `rl${i}@example.co.ao`, acceptTerms: true, service: 'TV' },
            ip,
          })
        ).status,
      )
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429])
    assert.equal(
      await payload
        .count({ collection: 'newsletter-subscriptions', where: { email: { like: 'rl' } }, overrideAccess: true })
        .then((r) => r.totalDocs),
      5,
    )
    assert.equal(
      (await post('newsletterForm', { body: { email: 'rl-other@example.co.ao', acceptTerms: true, service: 'TV' } }))
        .status,
      201,
    )
  })
})

describe('call-back endpoint', () => {
  it('stores name, E.164 phone, the subject’s stable code and its label prefixed with the operator', async () => {
    const { status, json } = await post('callbackForm', {
      body: { clientName: 'Ana Sofia', clientPhone: '923 456 789', clientSubject: 4 },
    })
    assert.equal(status, 201)
    assert.equal(json.message, 'Sucesso ao enviar o seu contacto. A ZAP entrará em contacto com você em breve.')
    const { docs } = await payload.find({ collection: 'callback-requests', overrideAccess: true })
    assert.equal(docs.length, 1)
    assert.equal(docs[0]!.clientPhone, '+244923456789')
    assert.equal(docs[0]!.subjectCode, 'fibra-adesao')
    assert.equal(docs[0]!.clientSubject, 'ZAP Fibra Adesão')
  })

  it('from an English page: the same stable code, and the subject as the visitor read it, in English', async () => {
    const sent = [
      { host: 'localhost:3000', clientSubject: 4, code: 'fibra-adesao', shown: 'ZAP Fibre Subscription' },
      {
        host: 'mz.localhost:3000',
        clientSubject: 2,
        code: 'satelite-apoio-tecnico',
        shown: 'ZAP Satellite Technical Support',
      },
    ]
    for (const { host, clientSubject, code, shown } of sent) {
      const clientName = `Ann English ${code}`
      const { status, json } = await post('callbackForm', {
        body: { clientName, clientPhone: '+351 912 345 678', clientSubject },
        host,
        locale: 'en',
      })
      assert.equal(status, 201, json.message)
      assert.equal(json.message, 'Your contact was sent successfully. ZAP will get in touch with you soon.')
      const { docs } = await payload.find({
        collection: 'callback-requests',
        where: { clientName: { equals: clientName } },
        overrideAccess: true,
      })
      assert.equal(docs.length, 1)
      assert.equal(docs[0]!.subjectCode, code)
      assert.equal(docs[0]!.clientSubject, shown)
      assert.equal(docs[0]!.locale, 'en')
    }
  })

  it('refuses the default subject 0, a fibre subject in Mozambique and a number that cannot exist', async () => {
    const before = await count('callback-requests')
    const ao = await post('callbackForm', { body: { clientName: 'Ana', clientPhone: '923456789', clientSubject: 0 } })
    assert.equal(ao.status, 422)
    assert.equal(ao.refused.fields.clientSubject, 'Selecione o assunto.')
    const mz = await post('callbackForm', {
      body: { clientName: 'Ana', clientPhone: '84 123', clientSubject: 4 },
      host: 'mz.localhost:3000',
    })
    assert.equal(mz.status, 422)
    assert.deepEqual(Object.keys(mz.refused.fields).sort(), ['clientPhone', 'clientSubject'])
    // In Mozambique's wording: its own example number.
    assert.match(mz.refused.fields.clientPhone ?? '', /84 000 0000/)
    assert.equal(await count('callback-requests'), before)
  })

  it('the migration that added subject codes reads the code of a request stored with only its text', async () => {
    const migration = await import('@/cms/migrations/sqlite/20261124_193421_callback_subject_code')
    const ao = (await payload.find({ collection: 'countries', where: { code: { equals: 'ao' } }, limit: 1 })).docs[0]!
    const stored = [
      { clientName: 'Legacy One', clientSubject: 'ZAP Satélite Apoio Técnico', code: 'satelite-apoio-tecnico' },
      { clientName: 'Legacy Two', clientSubject: 'Mstar ZAP Fibra Informações', code: 'fibra-informacoes' },
      { clientName: 'Legacy Three', clientSubject: 'ZAP Fibre Technical Support', code: 'fibra-apoio-tecnico' },
      { clientName: 'Legacy Four', clientSubject: 'Outro assunto', code: null },
    ]
    for (const { clientName, clientSubject } of stored) {
      await payload.create({
        collection: 'callback-requests',
        data: { clientName, clientPhone: '+244923456789', clientSubject, country: ao.id },
        overrideAccess: true,
      })
    }
    // The migration's own down and up on the real file: the table as it was before, then migrated again.
    const args = {
      db: (payload.db as unknown as { drizzle: unknown }).drizzle,
      payload,
      req: {},
    } as unknown as Parameters<typeof migration.up>[0]
    await migration.down(args)
    await migration.up(args)
    for (const { clientName, clientSubject, code } of stored) {
      const { docs } = await payload.find({
        collection: 'callback-requests',
        where: { clientName: { equals: clientName } },
        overrideAccess: true,
      })
      assert.equal(docs[0]!.clientSubject, clientSubject, 'the text is kept')
      assert.equal(docs[0]!.subjectCode ?? null, code, clientSubject)
    }
  })

  it('stores a Portuguese mobile of a caller on the Angolan site in E.164, with a name that has a digit', async () => {
    const { status } = await post('callbackForm', {
      body: { clientName: ' Ana 2ª Via ', clientPhone: '00351 912 345 678', clientSubject: 1 },
    })
    assert.equal(status, 201)
    const { docs } = await payload.find({
      collection: 'callback-requests',
      where: { clientName: { equals: 'Ana 2ª Via' } },
      overrideAccess: true,
    })
    assert.equal(docs.length, 1)
    assert.equal(docs[0]!.clientPhone, '+351912345678')
  })
})

describe('casting and coverage endpoints', () => {
  const casting = {
    fullName: 'Joana Mateus',
    birthDate: '2000-05-04',
    email: 'joana@example.co.ao',
    phone: '+244 912 000 001',
    province: 'Luanda',
    city: 'Luanda',
    talent: 'apresentacao',
    about: 'Apresento um programa na rádio da escola há três anos.',
    videoUrl: 'https://video.example/joana',
    socialUrl: '',
    acceptTerms: true,
  }
  const coverage = {
    fullName: 'Paulo Neto',
    phone: '923 000 111',
    email: 'paulo@example.co.ao',
    province: 'Luanda',
    municipality: 'Talatona',
    neighbourhood: 'Camama',
    address: 'Rua 12, casa 45',
    landmark: 'Perto da escola',
    propertyType: 'moradia',
    interest: 'tv-net',
    contactTime: 'manha',
    acceptTerms: true,
  }

  it('stores a valid casting application and a valid coverage request', async () => {
    assert.equal((await post('castingForm', { body: casting })).status, 201)
    assert.equal((await post('coverageForm', { body: coverage })).status, 201)
    assert.equal(await count('casting-applications'), 1)
    assert.equal(await count('coverage-requests'), 1)
  })

  it('refuses a minor, a province of the other country and a javascript: link, naming each field', async () => {
    const { status, refused } = await post('castingForm', {
      body: { ...casting, birthDate: '2015-01-01', province: 'Gaza', videoUrl: 'javascript:alert(1)' },
    })
    assert.equal(status, 422)
    assert.deepEqual(Object.keys(refused.fields).sort(), ['birthDate', 'province', 'videoUrl'])
    const missing = await post('coverageForm', { body: { ...coverage, address: '', propertyType: 'castelo' } })
    assert.equal(missing.status, 422)
    assert.deepEqual(Object.keys(missing.refused.fields).sort(), ['address', 'propertyType'])
    assert.equal(await count('casting-applications'), 1)
    assert.equal(await count('coverage-requests'), 1)
  })
})

describe('job application endpoint', () => {
  const pdf = (extra = 2000) =>
    new Blob([`%PDF-1.4\n${'x'.repeat(extra)}\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n`], {
      type: 'application/pdf',
    })
  async function application(fields: Record<string, string>, cv: Blob | null, name = 'cv.pdf') {
    const form = new FormData()
    const base = {
      fullName: 'Marta Lopes',
      email: 'marta@example.co.ao',
      phone: '912 345 678',
      province: 'Benguela',
      education: 'licenciatura',
      experienceYears: '4',
      acceptTerms: 'true',
      area: 'Marketing',
    }
    for (const [key, value] of Object.entries({ ...base, ...fields })) form.append(key, value)
    if (cv) form.append('cv', cv, name)
    return post('jobApplicationForm', { body: null, raw: form })
  }
  const cvFiles = () => (existsSync(privateDir) ? readdirSync(privateDir).length : 0)

  it('stores a spontaneous application with its CV in the private folder', async () => {
    const { status } = await application({}, pdf())
    assert.equal(status, 201)
    const { docs } = await payload.find({ collection: 'job-applications', overrideAccess: true, depth: 1 })
    assert.equal(docs.length, 1)
    const cv = docs[0]!.cv
    assert.ok(typeof cv === 'object' && cv.mimeType === 'application/pdf')
    assert.equal(cvFiles(), 1)
    assert.ok(
      path.resolve(privateDir).startsWith(path.resolve(path.dirname(process.env.DATABASE_URL!.replace('file:', '')))),
    )
  })

  it('applies for a published job of the country and refuses an unknown one', async () => {
    const { docs } = await payload.find({
      collection: 'jobs',
      where: { 'country.code': { equals: 'ao' } },
      limit: 1,
      overrideAccess: true,
    })
    const job = docs[0]
    if (job) assert.equal((await application({ job: String(job.id) }, pdf())).status, 201)
    const unknown = await application({ job: '999999' }, pdf())
    assert.equal(unknown.status, 422)
    assert.ok(unknown.refused.fields.job)
  })

  it('refuses a file that is not really a PDF, a missing CV and a CV over 5 MB, storing nothing', async () => {
    const apps = await count('job-applications')
    const files = cvFiles()
    const fake = await application({}, new Blob(['MZ\x90\x00 not a pdf'], { type: 'application/pdf' }))
    assert.equal(fake.status, 422)
    assert.equal(fake.refused.fields.cv, 'O CV tem de ser um ficheiro PDF.')
    assert.equal((await application({}, null)).refused.fields.cv, 'Anexe o seu CV em PDF.')
    // Starts like a PDF but is cut short (no xref, no %%EOF): Payload's structure check refuses it.
    const truncated = await application({}, new Blob(['%PDF-1.4\n1 0 obj'], { type: 'application/pdf' }))
    assert.equal(truncated.refused.fields.cv, 'O CV tem de ser um ficheiro PDF.')
    assert.equal((await application({}, pdf(), 'cv.exe')).status, 422)
    assert.equal((await application({}, pdf(5 * 1024 * 1024 + 100 * 1024))).status, 413)
    assert.equal(await count('job-applications'), apps)
    assert.equal(cvFiles(), files)
  })
})

describe('popup clicks', () => {
  it('counts 200 simultaneous clicks exactly, in one month record and one day row', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post('popupClickForm', { body: { store: i % 2 ? 'apple' : 'play' } })),
    )
    assert.deepEqual([...new Set(results.map((r) => r.status))], [201])
    const months = await payload.find({ collection: 'popup-analytics', overrideAccess: true, depth: 1 })
    assert.equal(months.docs.length, 1)
    const days = await payload.find({ collection: 'popup-analytics-days', overrideAccess: true })
    assert.equal(days.docs.length, 1)
    assert.equal(days.docs[0]!.clickCount, 200)
    assert.match(months.docs[0]!.month, /^[a-zç]+$/)
  })

  it('refuses an unknown store without counting', async () => {
    assert.equal((await post('popupClickForm', { body: { store: 'windows' } })).status, 422)
    const days = await payload.find({ collection: 'popup-analytics-days', overrideAccess: true })
    assert.equal(days.docs[0]!.clickCount, 200)
  })
})

describe('lead access', () => {
  it('refuses creating or reading leads through the CMS API without a user', async () => {
    for (const collection of [
      'newsletter-subscriptions',
      'callback-requests',
      'job-applications',
      'cv-files',
      'popup-analytics',
    ] as const) {
      await assert.rejects(payload.find({ collection, overrideAccess: false }), /not allowed/i, `${collection} read`)
    }
    await assert.rejects(
      payload.create({
        collection: 'callback-requests',
        data: { clientName: 'X', clientPhone: '+244923456789', clientSubject: 'X', country: 1 },
        overrideAccess: false,
      }),
      /not allowed/i,
    )
  })

  it('exports a lead collection as CSV for a signed-in user, neutralising spreadsheet formulas', async () => {
    const { exportCsv } = await import('@/cms/hooks/export-csv')
    const user = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]!
    await post('callbackForm', { body: { clientName: 'Rui Costa', clientPhone: '923456780', clientSubject: 1 } })
    const handler = exportCsv('callback-requests')
    const anonymous = await handler({ payload, user: null } as never)
    assert.equal(anonymous.status, 401)
    const response = await handler({ payload, user: { ...user, collection: 'users' } } as never)
    assert.equal(response.status, 200)
    const csv = await response.text()
    assert.match(csv, /clientName/)
    assert.match(csv, /Rui Costa/)
    assert.match(csv, /\+244923456780/)
    assert.doesNotMatch(csv, /,=|,\+244/) // phones start with "+": exported as '+244… so no formula runs
  })
})
