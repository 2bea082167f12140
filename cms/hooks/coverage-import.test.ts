import { beforeEach, describe, expect, it } from '@jest/globals'
import type { PayloadRequest } from 'payload'
import { expireTags } from './revalidate'
import { COVERAGE_IMPORT_CONTEXT, type CoverageImportReply, importCoverageCsv } from './coverage-import'

// No database here: what is under test is what the endpoint decides and in which order it writes.
jest.mock('payload', () => ({
  initTransaction: jest.fn(async () => false),
  commitTransaction: jest.fn(async () => undefined),
  killTransaction: jest.fn(async () => undefined),
}))
jest.mock('./revalidate', () => ({ expireTags: jest.fn() }))

type Area = {
  id: number
  province: string
  municipality: string
  neighbourhood: string
  status: string
  month: string | null
  illustrative: boolean
  country: number
  _status: 'draft' | 'published'
}

const COUNTRIES = [
  { id: 1, code: 'ao' },
  { id: 2, code: 'mz' },
]

/** A Local API over an array of areas, which can be told to fail on the nth write. */
function fakePayload(start: Area[], failOnWrite?: number) {
  const areas = start.map((area) => ({ ...area }))
  let nextId = 100
  let writes = 0
  const calls: { op: string; user: unknown; context: unknown }[] = []
  const write = () => {
    writes++
    if (writes === failOnWrite) throw new Error('disk full')
  }
  type Args = {
    collection: string
    id?: number
    data?: Partial<Area>
    where?: { country?: { equals: number } }
    user?: unknown
    req?: PayloadRequest
  }
  const payload = {
    logger: { error: jest.fn() },
    find: jest.fn(async ({ collection, where }: Args) => {
      if (collection === 'countries') return { docs: COUNTRIES }
      return { docs: areas.filter((area) => area.country === where?.country?.equals).map((area) => ({ ...area })) }
    }),
    create: jest.fn(async ({ data, user, req }: Args) => {
      calls.push({ op: 'create', user, context: req?.context })
      write()
      const doc = { ...(data as Area), id: nextId++ }
      areas.push(doc)
      return doc
    }),
    update: jest.fn(async ({ id, data, user, req }: Args) => {
      calls.push({ op: 'update', user, context: req?.context })
      if (user) write()
      const area = areas.find((a) => a.id === id)!
      Object.assign(area, data)
      return area
    }),
    delete: jest.fn(async ({ id }: Args) => {
      areas.splice(
        areas.findIndex((a) => a.id === id),
        1,
      )
    }),
  }
  return { payload, areas, calls }
}

const stored = (fields: Partial<Area> & Pick<Area, 'id' | 'neighbourhood'>): Area => ({
  province: 'Luanda',
  municipality: 'Talatona',
  status: 'available',
  month: null,
  illustrative: true,
  country: 1,
  _status: 'published',
  ...fields,
})

const editorAo = { id: 5, role: 'editor', country: 1 }
const admin = { id: 6, role: 'admin', country: null }

function request(
  payload: ReturnType<typeof fakePayload>['payload'],
  user: object | null,
  csv: string,
  query = '',
): PayloadRequest {
  return {
    user,
    payload,
    context: {},
    searchParams: new URLSearchParams(query),
    text: async () => csv,
    headers: new Headers(),
  } as unknown as PayloadRequest
}

async function send(req: PayloadRequest) {
  const response = await importCoverageCsv(req)
  return { status: response.status, body: (await response.json()) as CoverageImportReply }
}

const CSV = [
  'province,municipality,neighbourhood,status,month',
  'Luanda,Talatona,Talatona,available,',
  'Luanda,Talatona,Camama,soon,2027-03',
  'Luanda,Cazenga,Cazenga,planned-not,',
].join('\n')

beforeEach(() => {
  jest.clearAllMocks()
})

describe('POST /api/coverage-areas/import', () => {
  it("upserts an editor's rows into their country: created, updated, unchanged; published, no longer illustrative", async () => {
    const fake = fakePayload([
      stored({ id: 1, neighbourhood: 'talatona', status: 'soon', month: '2027-01-01T12:00:00.000Z' }),
      stored({ id: 2, neighbourhood: 'Cazenga', municipality: 'Cazenga', status: 'planned-not', illustrative: false }),
      // Another country's area of the same name is not touched.
      stored({ id: 3, neighbourhood: 'Camama', country: 2 }),
    ])
    const { status, body } = await send(request(fake.payload, editorAo, CSV))
    expect(status).toBe(200)
    expect(body).toEqual({ ok: true, country: 'ao', created: 1, updated: 1, unchanged: 1 })
    expect(fake.areas.find((a) => a.id === 1)).toMatchObject({
      neighbourhood: 'Talatona',
      status: 'available',
      month: null,
      illustrative: false,
      _status: 'published',
    })
    expect(fake.areas.find((a) => a.id === 3)).toMatchObject({ country: 2, illustrative: true })
    expect(fake.areas.find((a) => a.id === 100)).toMatchObject({
      neighbourhood: 'Camama',
      status: 'soon',
      month: '2027-03-01T12:00:00.000Z',
      country: 1,
      illustrative: false,
      _status: 'published',
    })
    // Every write as the editor, through their access, marked as the import's.
    for (const call of fake.calls) {
      expect(call.user).toBe(editorAo)
      expect(call.context).toMatchObject({ [COVERAGE_IMPORT_CONTEXT]: true })
    }
    // The country's pages expire once, after the last row.
    expect(jest.mocked(expireTags)).toHaveBeenCalledTimes(1)
    expect(jest.mocked(expireTags).mock.calls[0]![0]).toEqual(['coverage-areas:ao'])
  })

  it('changes nothing when any row is wrong, and says which and why', async () => {
    const fake = fakePayload([stored({ id: 1, neighbourhood: 'Talatona' })])
    const csv = `${CSV}\nLuanda,Talatona,Morro Bento,soon,`
    const { status, body } = await send(request(fake.payload, editorAo, csv))
    expect(status).toBe(422)
    expect(body).toEqual({
      ok: false,
      problems: [
        {
          line: 5,
          message: {
            pt: 'Mês: um bairro com o estado soon precisa do mês em que a fibra chega, por exemplo 2027-03.',
            en: 'Month: a neighbourhood with the status soon needs the month fibre arrives, e.g. 2027-03.',
          },
        },
      ],
    })
    expect(fake.payload.create).not.toHaveBeenCalled()
    expect(fake.payload.update).not.toHaveBeenCalled()
    expect(expireTags).not.toHaveBeenCalled()
  })

  it('puts back what it wrote when a write fails half-way (a database without transactions)', async () => {
    const fake = fakePayload(
      [stored({ id: 1, neighbourhood: 'Talatona', status: 'soon', month: '2027-01-01T12:00:00.000Z' })],
      3,
    )
    const before = fake.areas.map((area) => ({ ...area }))
    const { status, body } = await send(request(fake.payload, editorAo, CSV))
    expect(status).toBe(500)
    expect(body.ok).toBe(false)
    expect(fake.areas).toEqual(before)
    expect(expireTags).not.toHaveBeenCalled()
  })

  it('keeps an editor to their own country, and asks an administrator which', async () => {
    const fake = fakePayload([])
    expect((await send(request(fake.payload, editorAo, CSV, 'country=mz'))).status).toBe(403)
    expect((await send(request(fake.payload, { id: 7, role: 'editor', country: null }, CSV))).status).toBe(403)
    expect((await send(request(fake.payload, admin, CSV))).status).toBe(400)
    expect((await send(request(fake.payload, null, CSV))).status).toBe(401)
    expect(fake.payload.create).not.toHaveBeenCalled()
    // An administrator's import goes to the country named; its provinces are that country's.
    const mz = await send(request(fake.payload, admin, CSV, 'country=mz'))
    expect(mz.status).toBe(422)
    const { status, body } = await send(request(fake.payload, admin, CSV, 'country=ao'))
    expect([status, body]).toEqual([200, { ok: true, country: 'ao', created: 3, updated: 0, unchanged: 0 }])
    expect(fake.areas.every((area) => area.country === 1)).toBe(true)
  })

  it('refuses a file too large to be a list of neighbourhoods', async () => {
    const fake = fakePayload([])
    const big = `${CSV}\n${'x'.repeat(600 * 1024)}`
    expect((await send(request(fake.payload, editorAo, big))).status).toBe(413)
  })
})
