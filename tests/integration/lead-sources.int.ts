import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import { readApiError } from '@/lib/rest/api-error'
import { seededPayload } from './support/helpers'

/**
 * From a package to a lead: the sign-up request stores the package, province and subject "Adesão";
 * every form stores where it came from (page, campaign); a package's button can only lead somewhere
 * else, and a number of channels typed in its text must match the channels linked to it.
 */
let payload: Payload
let cleanup: () => Promise<void>
let handleLead: typeof import('@/lib/leads/handle-lead').handleLead
let signUpForm: typeof import('@/forms/sign-up/lead-form').signUpForm
let coverageForm: typeof import('@/forms/coverage/lead-form').coverageForm

before(async () => {
  ;({ payload, cleanup } = await seededPayload())
  ;({ handleLead } = await import('@/lib/leads/handle-lead'))
  ;({ signUpForm } = await import('@/forms/sign-up/lead-form'))
  ;({ coverageForm } = await import('@/forms/coverage/lead-form'))
})
after(async () => cleanup())

let ip = 0
async function post(form: Parameters<typeof handleLead>[1], body: unknown, host = 'localhost:3000', locale = 'pt') {
  const request = new Request(`http://${host}/api/forms/x?locale=${locale}`, {
    method: 'POST',
    headers: { host, 'x-zap-client-ip': `203.0.113.${++ip}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await handleLead(request, form as never)
  // A refusal read as the browser's forms read it: one message per field.
  return { status: response.status, fields: readApiError(await response.json()).fields }
}

async function packageOf(country: 'ao' | 'mz', name: string) {
  const { docs } = await payload.find({
    collection: 'packages',
    where: { and: [{ name: { equals: name } }, { 'country.code': { equals: country } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  assert.ok(docs[0], `${name} in ${country}`)
  return docs[0]
}
const requestsOf = async (name: string) =>
  (
    await payload.find({
      collection: 'callback-requests',
      where: { clientName: { equals: name } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** A save refused with this message on a field (in English: the local API has no admin user, whose language it would be). */
const refusedWith = (message: RegExp) => (error: unknown) => {
  const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
  assert.ok(
    errors.some((e) => message.test(e.message)),
    JSON.stringify(errors),
  )
  return true
}

const signUp = (pkg: number, clientName: string) => ({
  clientName,
  clientPhone: '923 456 789',
  package: pkg,
  province: 'Huíla',
  address: 'Rua 5, Lubango',
  acceptTerms: true,
  website: '',
  sourcePage: '/zap-fibra/pacotes-tv-net',
  utmSource: 'facebook',
  utmMedium: 'social',
  utmCampaign: 'fibra-natal',
})

describe('sign-up request', () => {
  it('is stored as a call-back request about joining, with package, province, page, language and campaign', async () => {
    const fibre = await packageOf('ao', 'ZAP Fibra 50')
    const { status } = await post(signUpForm, signUp(fibre.id, 'Ana Adesão'), 'localhost:3000', 'en')
    assert.equal(status, 201)
    const [row, ...more] = await requestsOf('Ana Adesão')
    assert.equal(more.length, 0)
    assert.equal(row!.subjectCode, 'fibra-adesao')
    assert.match(row!.clientSubject, /ZAP Fibre Subscription — ZAP Fibra 50/)
    assert.equal(row!.package, fibre.id)
    assert.equal(row!.province, 'Huíla')
    assert.equal(row!.address, 'Rua 5, Lubango')
    assert.equal(row!.locale, 'en')
    assert.equal(row!.sourcePage, '/zap-fibra/pacotes-tv-net')
    assert.deepEqual([row!.utmSource, row!.utmMedium, row!.utmCampaign], ['facebook', 'social', 'fibra-natal'])
  })

  it('refuses a package of the other country, an unknown one and a missing one, storing nothing', async () => {
    const mozambican = await packageOf('mz', 'ZAP Max')
    for (const pkg of [mozambican.id, 999_999, '']) {
      const name = `Recusado ${pkg}`
      const { status, fields } = await post(signUpForm, { ...signUp(0, name), package: pkg })
      assert.equal(status, 422, `package ${pkg}`)
      assert.equal(fields.package, 'Escolha um dos pacotes.')
      assert.equal((await requestsOf(name)).length, 0)
    }
  })

  it('in Mozambique a satellite package is a satellite sign-up', async () => {
    const max = await packageOf('mz', 'ZAP Max')
    const body = { ...signUp(max.id, 'Maria Moçambique'), clientPhone: '84 123 4567', province: 'Sofala' }
    assert.equal((await post(signUpForm, body, 'mz.localhost:3000')).status, 201)
    const [row] = await requestsOf('Maria Moçambique')
    assert.equal(row!.subjectCode, 'satelite-adesao')
  })
})

describe('where a lead came from', () => {
  it('a malformed page or campaign is left out, never a reason to lose the lead', async () => {
    const body = {
      fullName: 'Pedro Origem',
      phone: '923000111',
      email: 'pedro@example.com',
      province: 'Luanda',
      municipality: 'Talatona',
      neighbourhood: 'Camama',
      address: 'Rua 21, casa 14',
      propertyType: 'apartamento',
      interest: 'tv-net',
      contactTime: 'tarde',
      acceptTerms: true,
      website: '',
      sourcePage: '//evil.example/phish',
      utmSource: 'x'.repeat(500),
      utmCampaign: 'natal',
    }
    assert.equal((await post(coverageForm, body)).status, 201)
    const { docs } = await payload.find({
      collection: 'coverage-requests',
      where: { fullName: { equals: 'Pedro Origem' } },
      overrideAccess: true,
    })
    assert.equal(docs.length, 1)
    assert.equal(docs[0]!.sourcePage ?? null, null)
    assert.equal(docs[0]!.utmSource ?? null, null)
    assert.equal(docs[0]!.utmCampaign, 'natal')
  })
})

describe('a package’s button and texts, at save', () => {
  it('refuses "go to page" to a page that shows the package, and accepts another page', async () => {
    const fibre = await packageOf('ao', 'ZAP Fibra 20')
    const pageAt = async (path: string) =>
      (
        await payload.find({
          collection: 'pages',
          where: { and: [{ path: { equals: path } }, { 'country.code': { equals: 'ao' } }] },
          depth: 0,
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]!
    const packagesPage = await pageAt('/zap-fibra/pacotes-tv-net')
    await assert.rejects(
      payload.update({ collection: 'packages', id: fibre.id, data: { ctaAction: 'page', ctaPage: packagesPage.id } }),
      refusedWith(/already shows this package/),
    )
    const wifi = await pageAt('/zap-fibra/wifi-6')
    const saved = await payload.update({
      collection: 'packages',
      id: fibre.id,
      data: { ctaAction: 'page', ctaPage: wifi.id },
    })
    assert.equal(typeof saved.ctaPage === 'object' ? saved.ctaPage?.id : saved.ctaPage, wifi.id)
  })

  it('refuses a channel number in a tagline that the linked channels contradict', async () => {
    const max = await packageOf('ao', 'ZAP Max')
    const { totalDocs: linked } = await payload.count({
      collection: 'channels',
      where: { packages: { in: [max.id] } },
      overrideAccess: true,
    })
    assert.ok(linked > 0)
    await assert.rejects(
      payload.update({ collection: 'packages', id: max.id, locale: 'pt', data: { tagline: 'Mais de 110 canais' } }),
      refusedWith(new RegExp(`says 110 channels, but the package has ${linked} channels linked`)),
    )
    const saved = await payload.update({
      collection: 'packages',
      id: max.id,
      locale: 'pt',
      data: { tagline: `${linked} canais em destaque` },
    })
    assert.equal(saved.tagline, `${linked} canais em destaque`)
  })
})
