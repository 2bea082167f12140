import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import {
  getNamedType,
  isCompositeType,
  isLeafType,
  isUnionType,
  validate,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql'
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity'

/**
 * What one GraphQL request may ask of the database, checked before anything runs. Payload's own
 * complexity rule counts a list as one field however many documents it reads, so 160 aliases of
 * `Pages(limit: 100)` passed it and held the server for half a minute. Here a list costs what its
 * resolver really reads: every document it may return (`limit`, Payload's 10 when not given), plus
 * its own queries (the page and its count cost as much as LIST_QUERY_DOCS documents, measured on
 * SQLite), times the fields stored in one such document plus the fields selected from it, nested
 * lists multiplied.
 */
export const GRAPHQL_LIMITS = {
  /** Total cost of a request (all its operations, and every operation of a batch). */
  maxCost: 20_000,
  /** Aliased fields in a request: each alias runs its resolver again. */
  maxAliases: 20,
  /** Fields nested in fields (fragments do not add a level). */
  maxDepth: 10,
  /**
   * Documents one list may return. A list is read in one query, which SQLite runs synchronously,
   * whatever else waits (ten lists of 1000 programmes kept a cached page waiting 400 ms, of 500 about
   * 200 ms): the TV guide's day (DAY_LIMIT) is the biggest the site asks for.
   */
  maxListLimit: 500,
} as const

/** Payload's page size when a list is asked for without `limit`. */
export const DEFAULT_LIST_LIMIT = 10
/**
 * What a list costs before its first document: the query of the page and the count of all matches.
 * One `Pages(limit: 1)` took about half as long as `Pages(limit: 100)`; twenty documents is less.
 */
export const LIST_QUERY_DOCS = 20
/**
 * What one document costs beyond its stored fields: Payload's per-document work (access, hooks,
 * afterRead, the join of its localized fields) is the same for a 13-field programme as for a
 * 350-field page. Without it, eleven lists of 100 programmes passed at 20,000 and took about 1.7 s
 * each on the seeded SQLite database (2 cores); ten at once ran past the 5 s budget of an anonymous
 * request and one was refused with 503. With it the heaviest programme query is six lists, and ten
 * at once all get their response; a page's cost barely changes.
 */
export const PER_DOCUMENT_FIELDS = 10
/**
 * `limit: 0` and `pagination: false` read a whole collection: counted as this many documents, more
 * than this site has of anything, so such a list only passes when it selects next to nothing.
 */
export const UNBOUNDED_LIST_DOCS = 10_000

/**
 * Fields one document of this type keeps in the database: scalars and relationship ids count 1;
 * groups, arrays and blocks count their own fields, every block type of a layout included (reading
 * a document joins every block table, whichever blocks it holds). Fields with arguments are
 * relationships (resolved later, by id): their ids count 1.
 */
function storedFields(type: GraphQLNamedType, memo: Map<string, number>, path: Set<string> = new Set()): number {
  const known = memo.get(type.name)
  if (known !== undefined) return known
  if (isLeafType(type) || path.has(type.name)) return 1
  path.add(type.name)
  let count = 0
  const members = isUnionType(type) ? type.getTypes() : isCompositeType(type) && 'getFields' in type ? [type] : []
  for (const member of members) {
    for (const field of Object.values(member.getFields())) {
      const inner = getNamedType(field.type)
      count += isLeafType(inner) || field.args.length > 0 ? 1 : storedFields(inner, memo, path)
    }
  }
  path.delete(type.name)
  memo.set(type.name, count)
  return count
}

/** How many documents a list field may return, from its arguments. */
function documentsRead(args: Record<string, unknown>): number {
  if (args.pagination === false) return UNBOUNDED_LIST_DOCS
  const limit = args.limit
  if (limit === undefined || limit === null) return DEFAULT_LIST_LIMIT
  if (typeof limit !== 'number' || limit <= 0) return UNBOUNDED_LIST_DOCS
  return Math.min(limit, UNBOUNDED_LIST_DOCS)
}

/** The documents type of a list field (`Pages` -> `Page`), when the field is one of Payload's lists. */
function listedType(field: {
  args: readonly { name: string }[]
  type: Parameters<typeof getNamedType>[0]
}): GraphQLNamedType | null {
  if (!field.args.some((arg) => arg.name === 'limit')) return null
  const result = getNamedType(field.type)
  if (!isCompositeType(result) || !('getFields' in result)) return null
  const docs = result.getFields().docs
  return docs ? getNamedType(docs.type) : null
}

/** Stored fields per type name, per schema (worked out once: the schema does not change). */
const storedFieldsMemo = new WeakMap<GraphQLSchema, Map<string, number>>()

function costEstimator(schema: GraphQLSchema): ComplexityEstimator {
  let memo = storedFieldsMemo.get(schema)
  if (!memo) storedFieldsMemo.set(schema, (memo = new Map()))
  const known = memo
  return ({ field, args, childComplexity }) => {
    const listed = listedType(field)
    if (!listed) return 1 + childComplexity
    return (
      1 +
      (LIST_QUERY_DOCS + documentsRead(args)) * (PER_DOCUMENT_FIELDS + storedFields(listed, known) + childComplexity)
    )
  }
}

/** Counts aliased fields, every time a fragment that holds them is spread. */
const aliasEstimator: ComplexityEstimator = ({ node, childComplexity }) => (node.alias ? 1 : 0) + childComplexity

/** A query with more fields than this (fragments expanded) is refused uncounted: counting must stay cheap. */
const MAX_QUERY_NODES = 5_000

type Measure = { cost: number; aliases: number; depthProblem: string | null }

function measure(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  estimator: ComplexityEstimator,
): Measure {
  const options = { schema, query: document, variables, maxQueryNodes: MAX_QUERY_NODES }
  const cost = getComplexity({ ...options, estimators: [estimator] })
  const aliases = getComplexity({ ...options, estimators: [aliasEstimator] })
  let depthProblem: string | null = null
  const rule = maxDepthRule({
    n: GRAPHQL_LIMITS.maxDepth,
    flattenFragments: true,
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [(_context, error) => (depthProblem = error.message.replace(/^Syntax Error: /, ''))],
  })
  validate(schema, document, [rule])
  return { cost, aliases, depthProblem }
}

export type GraphqlOperation = { document: DocumentNode; variables?: Record<string, unknown> }

/**
 * Why this request (one operation, or a batch counted together) may not run, or null when it may.
 * A request whose cost cannot be worked out (variables of the wrong type, too many fields to count)
 * is refused too: it would fail in Payload anyway, and it must not get past the count by failing it.
 */
export function graphqlCostProblem(schema: GraphQLSchema, operations: readonly GraphqlOperation[]): string | null {
  const estimator = costEstimator(schema)
  let biggestList = 0
  const listSizes: ComplexityEstimator = (estimate) => {
    if (listedType(estimate.field)) biggestList = Math.max(biggestList, documentsRead(estimate.args))
    return estimator(estimate)
  }
  let cost = 0
  let aliases = 0
  for (const { document, variables } of operations) {
    let measured: Measure
    try {
      measured = measure(schema, document, variables, listSizes)
    } catch (error) {
      return `The query could not be measured: ${error instanceof Error ? error.message : String(error)}`
    }
    if (measured.depthProblem) return measured.depthProblem
    cost += measured.cost
    aliases += measured.aliases
  }
  if (biggestList > GRAPHQL_LIMITS.maxListLimit) {
    return `A list may return at most ${GRAPHQL_LIMITS.maxListLimit} documents (limit 1 to ${GRAPHQL_LIMITS.maxListLimit}; no limit: 0, no pagination: false); ask for further pages with page.`
  }
  if (aliases > GRAPHQL_LIMITS.maxAliases) {
    return `The query uses ${aliases} aliases; at most ${GRAPHQL_LIMITS.maxAliases} are allowed.`
  }
  if (cost > GRAPHQL_LIMITS.maxCost) {
    return (
      `The query would read too much: its cost is ${cost}, and at most ${GRAPHQL_LIMITS.maxCost} is allowed ` +
      `(a list costs its limit, ${DEFAULT_LIST_LIMIT} when not given, plus ${LIST_QUERY_DOCS} for its own queries, times the fields of each document). ` +
      'Ask for fewer documents, fields or lists.'
    )
  }
  return null
}
