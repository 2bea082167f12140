import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, parse, print } from 'graphql'
import { DAY_LIMIT } from '@/blocks/tv-guide/TvGuide'
import { GRAPHQL_LIMITS, graphqlCostProblem, type GraphqlOperation, PER_DOCUMENT_FIELDS } from './cost'
import { TV_GUIDE_DAY_QUERY } from './tv-guide-query'

// The schema Payload serves, as `npm run generate:graphql` writes it (the one codegen types against).
const schema = buildSchema(readFileSync(path.join(__dirname, '..', '..', 'cms', 'schema.graphql'), 'utf8'))
const op = (query: string, variables?: Record<string, unknown>): GraphqlOperation => ({
  document: parse(query),
  variables,
})
const problem = (...operations: GraphqlOperation[]) => graphqlCostProblem(schema, operations)

/** The reported attack: 160 aliases of Pages(limit: 100), about 6 each by Payload's count (1000 allowed). */
const attack = `{ ${Array.from({ length: 160 }, (_, i) => `alias${i}: Pages(limit: 100) { docs { id title path updatedAt } }`).join('\n')} }`

describe('the GraphQL cost model', () => {
  it('refuses the 160-alias attack, which Payload counted as about 6 per alias', () => {
    expect(problem(op(attack))).toMatch(/aliases|too much/)
  })

  it('accepts the query of the TV guide island with the variables it sends', () => {
    const variables = {
      channels: [1, 2, 3],
      country: 1,
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-02T00:00:00.000Z',
      limit: DAY_LIMIT,
      locale: 'en',
    }
    expect(problem({ document: parse(print(TV_GUIDE_DAY_QUERY)), variables })).toBeNull()
  })

  it('counts a list as its limit, plus its own queries, times the fields of each document', () => {
    // A page of pages passes; so many that a request holds the database does not.
    expect(problem(op('{ Pages(limit: 10) { docs { id title } } }'))).toBeNull()
    expect(problem(op('{ Pages(limit: 100) { docs { id } } }'))).toMatch(/too much/)
    // Each list costs its own queries too: many small lists are as much as one big one.
    expect(problem(op('{ a: Pages(limit: 1) { docs { id } } b: Pages(limit: 1) { docs { id } } }'))).toBeNull()
    expect(
      problem(op(`{ ${Array.from({ length: 5 }, (_, i) => `p${i}: Pages(limit: 1) { docs { id } }`).join(' ')} }`)),
    ).toMatch(/too much/)
    // A limit given through a variable counts the same.
    expect(problem(op('query ($n: Int) { Pages(limit: $n) { docs { id } } }', { n: 100 }))).toMatch(/too much/)
    // Without a limit, Payload reads 10.
    expect(problem(op('{ Pages { docs { id } } }'))).toBeNull()
    expect(problem(op(`{ ${Array.from({ length: 3 }, (_, i) => `p${i}: Pages { docs { id } }`).join(' ')} }`))).toMatch(
      /too much/,
    )
  })

  it('counts `limit: 0` and `pagination: false` as the largest list, and caps the documents of one list', () => {
    expect(problem(op('{ Programmes(limit: 5) { docs { id } } }'))).toBeNull()
    expect(problem(op('{ Programmes(limit: 0) { docs { id } } }'))).toMatch(/at most 500 documents/)
    expect(problem(op('{ Programmes(limit: 5, pagination: false) { docs { id } } }'))).toMatch(/at most 500 documents/)
    expect(problem(op('{ Programmes(limit: -1) { docs { id } } }'))).toMatch(/at most 500 documents/)
    // Within the cost, yet one query of more documents than the site ever asks for at once.
    expect(problem(op(`{ Programmes(limit: ${GRAPHQL_LIMITS.maxListLimit}) { docs { id } } }`))).toBeNull()
    expect(problem(op(`{ Programmes(limit: ${GRAPHQL_LIMITS.maxListLimit + 1}) { docs { id } } }`))).toMatch(
      /at most 500 documents/,
    )
    // Even when nothing of the documents is selected.
    expect(problem(op('{ Countries(pagination: false) { totalDocs } }'))).toMatch(/at most 500 documents/)
  })

  it('multiplies nested lists', () => {
    // A list inside each document of a list (as join fields are) reads limit x limit documents.
    const nestedSchema = buildSchema(`
      type Query { Shelves(limit: Int, pagination: Boolean): Shelves }
      type Shelves { docs: [Shelf!]! totalDocs: Int! }
      type Shelf { id: Int! items(limit: Int): Items }
      type Items { docs: [Item!]! }
      type Item { id: Int! name: String }
    `)
    const cost = (query: string) => graphqlCostProblem(nestedSchema, [op(query)])?.match(/cost is (\d+)/)?.[1]
    // Outer: 1 + (20 + 300) x (each document's own work + 2 stored fields + docs 1 + id 1 + items (1 + (20 + 100)
    // x (its own work + 2 stored + docs 1 + name 1))).
    const own = PER_DOCUMENT_FIELDS
    expect(cost('{ Shelves(limit: 300) { docs { id items(limit: 100) { docs { name } } } } }')).toBe(
      String(1 + 320 * (own + 2 + 1 + 1 + (1 + 120 * (own + 2 + 1 + 1)))),
    )
    expect(
      graphqlCostProblem(nestedSchema, [
        op('{ Shelves(limit: 10) { docs { id items(limit: 10) { docs { name } } } } }'),
      ]),
    ).toBeNull()
  })

  it('caps aliases, even on fields that cost nothing', () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`
    expect(problem(op(aliased(GRAPHQL_LIMITS.maxAliases)))).toBeNull()
    expect(problem(op(aliased(GRAPHQL_LIMITS.maxAliases + 1)))).toMatch(/21 aliases/)
    // A fragment's aliases count every time it is spread.
    const spread = `{ x: Pages(limit: 1) { ...G } y: Pages(limit: 1) { ...G } } fragment G on Pages { ${Array.from({ length: 10 }, (_, i) => `a${i}: totalDocs`).join(' ')} }`
    expect(problem(op(spread))).toMatch(/22 aliases/)
  })

  it('caps depth (fragments add no level)', () => {
    const nested = (levels: number) =>
      `{ __type(name: "Page") { ${'fields { type { '.repeat(levels)} name ${'} } '.repeat(levels)} } }`
    // __type, then fields/type pairs, then name: 2 + 2 x levels fields deep.
    expect(problem(op(nested(4)))).toBeNull()
    expect(problem(op(nested(5)))).toMatch(/depth limit of 10 exceeded, found 12/i)
    expect(
      problem(
        op(
          `{ __type(name: "Page") { ...F } } fragment F on __Type { ${'fields { type { '.repeat(4)} name ${'} } '.repeat(4)} }`,
        ),
      ),
    ).toBeNull()
  })

  it('counts the operations of a batch together', () => {
    const half = op(
      '{ a: Programmes(limit: 340) { docs { id title startsAt endsAt } } b: Programmes(limit: 340) { docs { id title startsAt endsAt } } }',
    )
    expect(problem(half)).toBeNull()
    expect(problem(half, half)).toMatch(/too much/)
  })

  it('refuses a query whose cost cannot be worked out', () => {
    expect(problem(op('query ($n: Int) { Pages(limit: $n) { docs { id } } }', { n: 'many' }))).toMatch(
      /could not be measured/,
    )
  })
})

describe('the heaviest programme query the fault test sends (bench/lib/heaviest-api.mjs)', () => {
  const lists = (n: number) =>
    op(`{ ${Array.from({ length: n }, (_, i) => `p${i}: Programmes(limit: 100) { docs { id } }`).join(' ')} }`)
  it('six lists of 100 programmes are allowed, seven are refused', () => {
    expect(problem(lists(6))).toBeNull()
    expect(problem(lists(7))).toMatch(/too much/)
  })
})
