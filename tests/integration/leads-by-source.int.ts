import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createPayloadRequest, type Payload, type TypedUser } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { leadsWhere } from '@/cms/components/leads-by-source/leads-where'
import type { CountryLeads } from '@/cms/components/leads-by-source/load-leads-by-source'
import { type SeededRoles, seededWithRoles } from './support/helpers'

/**
 * "Leads by source" in /admin, read from a real seeded SQLite database: leads sent through the
 * site's form endpoints in both countries, from different pages, packages and campaigns, counted by
 * the view's loader as each user would see them. An editor sees only their own country's leads, even
 * when asked for the other one; the administrator sees both. The CSV links of the view export the
 * same leads, through Payload's own request parsing and the user's token.
 */
let roles: SeededRoles
let payload: Payload
let handleLead: typeof import('@/lib/leads/handle-lead').handleLead
let signUpForm: typeof import('@/forms/sign-up/lead-form').signUpForm
let coverageForm: typeof import('@/forms/coverage/lead-form').coverageForm
let newsletterForm: typeof import('@/forms/newsletter/lead-form').newsletterForm
let view: typeof import('@/cms/components/leads-by-source/load-leads-by-source')
let countriesFor: typeof import('@/cms/components/dashboard/load-dashboard').countriesFor
let exportCsv: typeof import('@/cms/hooks/export-csv').exportCsv
let exportCsvHref: typeof import('@/cms/hooks/export-csv').exportCsvHref

const HOSTS: Record<CountryCode, string> = { ao: 'localhost:3000', mz: 'mz.localhost:3000' }
const STAMP = Date.now().toString(36)
const CAMPAIGN = { ao: `lbs-ao-natal-${STAMP}`, aoFibre: `lbs-ao-fibra-${STAMP}`, mz: `lbs-mz-pascoa-${STAMP}` }
const NAMES = { ao1: 'Ana Origem', ao2: 'Bruno Origem', mz: 'Maria Origem' }

let ip = 0
async function post(form: Parameters<typeof handleLead>[1], body: unknown, country: CountryCode) {
  const host = HOSTS[country]
  const request = new Request(`http://${host}/api/forms/x?locale=pt`, {
    method: 'POST',
    headers: { host, 'x-zap-client-ip': `198.51.100.${++ip}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await handleLead(request, form as never)
  assert.equal(response.status, 201, `${country} lead: ${JSON.stringify(await response.clone().json())}`)
}

async function packageId(country: CountryCode, name: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'packages',
    where: { and: [{ name: { equals: name } }, { 'country.code': { equals: country } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  assert.ok(docs[0], `${name} in ${country}`)
  return docs[0].id
}

const signUp = (
  pkg: number,
  clientName: string,
  source: Record<string, string>,
  { phone = '923 456 789', province = 'Luanda' } = {},
) => ({
  clientName,
  clientPhone: phone,
  package: pkg,
  province,
  acceptTerms: true,
  website: '',
  ...source,
})

const of = (report: CountryLeads[], code: CountryCode) => {
  const found = report.find((c) => c.country === code)
  assert.ok(found, `the report has ${code}`)
  return found
}
const campaignsOf = (leads: CountryLeads) => leads.report.campaigns.rows.map((row) => row.campaign)
const countOf = <T extends { count: number }>(rows: T[], match: (row: T) => boolean) => rows.find(match)?.count ?? 0

/** What the seed (and other leads of these weeks) left, read as the administrator before posting. */
let baseline: Record<CountryCode, CountryLeads>

before(async () => {
  roles = await seededWithRoles()
  payload = roles.payload
  ;({ handleLead } = await import('@/lib/leads/handle-lead'))
  ;({ signUpForm } = await import('@/forms/sign-up/lead-form'))
  ;({ coverageForm } = await import('@/forms/coverage/lead-form'))
  ;({ newsletterForm } = await import('@/forms/newsletter/lead-form'))
  view = await import('@/cms/components/leads-by-source/load-leads-by-source')
  ;({ countriesFor } = await import('@/cms/components/dashboard/load-dashboard'))
  ;({ exportCsv, exportCsvHref } = await import('@/cms/hooks/export-csv'))

  const first = await view.loadLeadsBySource(payload, roles.admin, ['ao', 'mz'])
  baseline = { ao: of(first, 'ao'), mz: of(first, 'mz') }

  const maxAo = await packageId('ao', 'ZAP Max')
  const maxMz = await packageId('mz', 'ZAP Max')
  const satellitePage = '/zap-satelite/pacotes-de-canais'
  // Angola: two satellite sign-ups of one campaign, a coverage request of another, a newsletter
  // sign-up of no page or campaign at all.
  const natal = { sourcePage: satellitePage, utmCampaign: CAMPAIGN.ao, utmSource: 'facebook', utmMedium: 'social' }
  await post(signUpForm, signUp(maxAo, NAMES.ao1, natal), 'ao')
  await post(signUpForm, signUp(maxAo, NAMES.ao2, natal, { phone: '923 456 788' }), 'ao')
  await post(
    coverageForm,
    {
      fullName: 'Carla Origem',
      phone: '923000222',
      email: 'carla@example.com',
      province: 'Luanda',
      municipality: 'Talatona',
      neighbourhood: 'Camama',
      address: 'Rua 21, casa 14',
      propertyType: 'apartamento',
      interest: 'tv-net',
      contactTime: 'tarde',
      acceptTerms: true,
      website: '',
      sourcePage: '/zap-fibra',
      utmCampaign: CAMPAIGN.aoFibre,
      utmSource: 'google',
    },
    'ao',
  )
  await post(
    newsletterForm,
    { email: `origem-${STAMP}@example.co.ao`, acceptTerms: true, service: 'TV', website: '' },
    'ao',
  )
  // Mozambique: a satellite sign-up from the same page, of its own campaign.
  await post(
    signUpForm,
    signUp(
      maxMz,
      NAMES.mz,
      { sourcePage: satellitePage, utmCampaign: CAMPAIGN.mz },
      { phone: '84 123 4567', province: 'Sofala' },
    ),
    'mz',
  )
})
after(async () => roles?.cleanup())

/** The Angolan leads posted above, counted in a report of Angola. */
function assertAngolaCounts(ao: CountryLeads) {
  const was = baseline.ao.report
  const now = ao.report
  assert.equal(now.total, was.total + 4)
  assert.equal(now.totals['callback-requests'], was.totals['callback-requests'] + 2)
  assert.equal(now.totals['coverage-requests'], was.totals['coverage-requests'] + 1)
  assert.equal(now.totals['newsletter-subscriptions'], was.totals['newsletter-subscriptions'] + 1)
  // All four arrived this week: the first (newest) row.
  assert.equal(now.weeks[0]!.total, was.weeks[0]!.total + 4)
  assert.equal(now.weeks[0]!.counts['callback-requests'], was.weeks[0]!.counts['callback-requests'] + 2)
  assert.deepEqual(
    now.campaigns.rows.filter((row) => row.campaign === CAMPAIGN.ao).map(({ latest: _l, ...row }) => row),
    [{ campaign: CAMPAIGN.ao, source: 'facebook', medium: 'social', count: 2 }],
  )
  assert.equal(
    countOf(now.campaigns.rows, (row) => row.campaign === CAMPAIGN.aoFibre && row.source === 'google'),
    1,
  )
  const page = (rows: typeof now.pages.rows, label: string | null) => countOf(rows, (row) => row.label === label)
  assert.equal(
    page(now.pages.rows, '/zap-satelite/pacotes-de-canais'),
    page(was.pages.rows, '/zap-satelite/pacotes-de-canais') + 2,
  )
  assert.equal(page(now.pages.rows, '/zap-fibra'), page(was.pages.rows, '/zap-fibra') + 1)
  // The newsletter sign-up has no page, no package and no campaign; the coverage request no package.
  assert.equal(page(now.pages.rows, null), page(was.pages.rows, null) + 1)
  assert.equal(page(now.packages.rows, 'ZAP Max'), page(was.packages.rows, 'ZAP Max') + 2)
  assert.equal(page(now.packages.rows, null), page(was.packages.rows, null) + 2)
  assert.deepEqual(ao.truncated, [])
}

describe('leads by source, per user', () => {
  it('an Angolan editor sees Angola only: its weeks, forms, pages, packages and campaigns', async () => {
    const codes = countriesFor(roles.editorAo, 'mz') // an editor cannot pick the other country
    assert.deepEqual(codes, ['ao'])
    const report = await view.loadLeadsBySource(payload, roles.editorAo, codes)
    assert.deepEqual(
      report.map((c) => c.country),
      ['ao'],
    )
    assertAngolaCounts(report[0]!)
    assert.ok(!campaignsOf(report[0]!).includes(CAMPAIGN.mz), 'no Mozambican campaign')
  })

  it("an editor asking for the other country's leads reads none: the reads use the editor's own access", async () => {
    const [mz] = await view.loadLeadsBySource(payload, roles.editorAo, ['mz'])
    assert.equal(mz!.report.total, 0)
    assert.deepEqual(mz!.report.campaigns.rows, [])
    const [ao] = await view.loadLeadsBySource(payload, roles.editorMz, ['ao'])
    assert.equal(ao!.report.total, 0)
  })

  it('a Mozambican editor sees Mozambique only, with its own campaign and package', async () => {
    const codes = countriesFor(roles.editorMz, undefined)
    assert.deepEqual(codes, ['mz'])
    const [mz, ...others] = await view.loadLeadsBySource(payload, roles.editorMz, codes)
    assert.equal(others.length, 0)
    const was = baseline.mz.report
    assert.equal(mz!.country, 'mz')
    assert.equal(mz!.report.total, was.total + 1)
    assert.equal(mz!.report.totals['callback-requests'], was.totals['callback-requests'] + 1)
    assert.equal(mz!.report.weeks[0]!.total, was.weeks[0]!.total + 1)
    assert.equal(
      countOf(mz!.report.campaigns.rows, (row) => row.campaign === CAMPAIGN.mz && row.source === null),
      1,
    )
    const maxCount = (leads: CountryLeads) => countOf(leads.report.packages.rows, (row) => row.label === 'ZAP Max')
    assert.equal(maxCount(mz!), maxCount(baseline.mz) + 1)
    const campaigns = campaignsOf(mz!)
    assert.ok(!campaigns.includes(CAMPAIGN.ao) && !campaigns.includes(CAMPAIGN.aoFibre), 'no Angolan campaign')
  })

  it('the administrator sees both countries, or the one picked', async () => {
    const codes = countriesFor(roles.admin, undefined)
    assert.deepEqual(codes, ['ao', 'mz'])
    const report = await view.loadLeadsBySource(payload, roles.admin, codes)
    assertAngolaCounts(of(report, 'ao'))
    assert.ok(campaignsOf(of(report, 'mz')).includes(CAMPAIGN.mz))
    assert.ok(!campaignsOf(of(report, 'mz')).includes(CAMPAIGN.ao))
    assert.equal(of(report, 'mz').report.total, baseline.mz.report.total + 1)
    assert.deepEqual(countriesFor(roles.admin, 'mz'), ['mz'])
  })
})

describe("the view's CSV links", () => {
  /** The export the view links to, requested as a signed-in user: Payload parses the address and the token. */
  async function exported(user: TypedUser, password: string, href: string): Promise<string> {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: String((user as { email?: unknown }).email), password },
    })
    const req = await createPayloadRequest({
      config: payload.config,
      request: new Request(`http://localhost:3000${href}`, { headers: { authorization: `JWT ${token}` } }),
    })
    assert.equal(req.user?.id, user.id, 'signed in by the token')
    const response = await exportCsv('callback-requests')(req)
    assert.equal(response.status, 200)
    return response.text()
  }

  it("export the country's leads of these weeks, and an editor's filter can only narrow their own access", async () => {
    const [ao] = await view.loadLeadsBySource(payload, roles.editorAo, ['ao'])
    const window = ao!.report.window
    const href = (country: number) => exportCsvHref('/api', 'callback-requests', leadsWhere(country, window))
    assert.match(href(roles.ids.ao), /^\/api\/callback-requests\/export\.csv\?where%5Band%5D%5B0%5D%5Bcountry%5D/)

    const angola = await exported(roles.editorAo, 'test-pass-123', href(roles.ids.ao))
    assert.match(angola, new RegExp(NAMES.ao1))
    assert.match(angola, new RegExp(NAMES.ao2))
    assert.match(angola, new RegExp(CAMPAIGN.ao))
    assert.doesNotMatch(angola, new RegExp(NAMES.mz))

    // The Angolan editor asking for Mozambique's leads gets the header row and nothing else.
    const other = await exported(roles.editorAo, 'test-pass-123', href(roles.ids.mz))
    assert.doesNotMatch(other, new RegExp(NAMES.mz))
    assert.equal(other.trim().split('\n').length, 1, other)

    // A window that ended before the leads were sent leaves them out.
    const past = leadsWhere(roles.ids.ao, { start: new Date(0), end: window.start })
    const old = await exported(roles.editorAo, 'test-pass-123', exportCsvHref('/api', 'callback-requests', past))
    assert.doesNotMatch(old, new RegExp(NAMES.ao1))
  })
})
