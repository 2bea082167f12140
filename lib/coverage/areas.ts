import { foldName, queryWords } from '@/lib/text/match-name'

/**
 * Fibre coverage of a neighbourhood, as editors keep it in the CMS (`coverage-areas`): fibre is
 * there, it arrives in a given month, or it is not planned.
 */
export const COVERAGE_STATUSES = ['available', 'soon', 'planned-not'] as const
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number]

export const isCoverageStatus = (value: unknown): value is CoverageStatus =>
  typeof value === 'string' && (COVERAGE_STATUSES as readonly string[]).includes(value)

/** A covered (or not yet covered) neighbourhood, as the site reads it. */
export type CoverageAreaData = {
  province: string
  municipality: string
  neighbourhood: string
  status: CoverageStatus
  /** The month fibre arrives ("2027-03"), only for `soon`. */
  month: string | null
}

/** An area with its address segment: /zap-fibra/pesquisa-de-cobertura/{slug} shows its result. */
export type CoverageArea = CoverageAreaData & { slug: string }

/** Longest address segment a name becomes: the page path stays far below its 200-character limit. */
export const MAX_SLUG_LENGTH = 60

/**
 * A name as an address segment: no accents, lower case, words joined by hyphens ("Morro Bento" ->
 * "morro-bento", "Ilha de Luanda" -> "ilha-de-luanda"), the same in both languages.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
}

/** Whether an address segment can name an area or a name someone typed (what slugOf makes). */
export const isCoverageSlug = (segment: string): boolean =>
  segment.length <= MAX_SLUG_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment)

const byName = (a: CoverageAreaData, b: CoverageAreaData) =>
  a.neighbourhood.localeCompare(b.neighbourhood, 'pt') ||
  a.municipality.localeCompare(b.municipality, 'pt') ||
  a.province.localeCompare(b.province, 'pt')

/**
 * The areas in name order, each with its own segment: the neighbourhood's name, or, when the
 * country has that name more than once (a "Benfica" in two municipalities), the name and its
 * municipality (then its province). The plain name of such a pair then asks which one is meant.
 */
export function withSlugs<A extends CoverageAreaData>(areas: readonly A[]): (A & { slug: string })[] {
  const sorted = [...areas].sort(byName)
  const count = (key: (area: A) => string) => {
    const counts = new Map<string, number>()
    for (const area of sorted) counts.set(key(area), (counts.get(key(area)) ?? 0) + 1)
    return counts
  }
  const plain = (area: A) => slugOf(area.neighbourhood)
  const withMunicipality = (area: A) => slugOf(`${area.neighbourhood} ${area.municipality}`)
  const plainCounts = count(plain)
  const municipalityCounts = count(withMunicipality)
  const taken = new Set<string>()
  return sorted.map((area, index) => {
    let slug =
      plainCounts.get(plain(area)) === 1
        ? plain(area)
        : municipalityCounts.get(withMunicipality(area)) === 1
          ? withMunicipality(area)
          : slugOf(`${area.neighbourhood} ${area.municipality} ${area.province}`)
    // A name of letters no address can carry, or a segment another area's name already makes.
    if (!slug || taken.has(slug)) slug = `${slugOf(`${slug} ${index + 1}`) || index + 1}`
    taken.add(slug)
    return { ...area, slug }
  })
}

/** Fewer letters than this match too many neighbourhoods to read: suggestions wait for the second. */
export const MIN_QUERY_LETTERS = 2
/** Suggestions shown under the field at most: a phone screen's worth. */
export const MAX_SUGGESTIONS = 8

/**
 * The areas that match what someone is typing, best first: the name itself, then names that start
 * with it, then names that contain every word, then areas whose municipality does (typing "Viana"
 * also offers the neighbourhoods of Viana). Accents, case, spaces and punctuation are ignored
 * (lib/text/match-name.ts, as the channel search), so "talatona", "TALATONA" and "Talatóna" all
 * find Talatona. Nothing for a query of fewer than two letters.
 */
export function suggestAreas<A extends CoverageAreaData>(
  areas: readonly A[],
  query: string,
  limit = MAX_SUGGESTIONS,
): A[] {
  const words = queryWords(query)
  const joined = words.join('')
  if (joined.length < MIN_QUERY_LETTERS) return []
  const ranked: { area: A; rank: number }[] = []
  for (const area of areas) {
    const name = foldName(area.neighbourhood)
    const place = foldName(area.municipality)
    let rank: number
    if (name === joined) rank = 0
    else if (name.startsWith(joined)) rank = 1
    else if (words.every((word) => name.includes(word))) rank = 2
    else if (words.every((word) => name.includes(word) || place.includes(word))) rank = 3
    else continue
    ranked.push({ area, rank })
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || byName(a.area, b.area))
    .slice(0, limit)
    .map(({ area }) => area)
}

/** Edits (a letter added, dropped, changed or two swapped) between two folded names. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1)
      rows[i]![j] = best
    }
  }
  return rows[a.length]![b.length]!
}

/** Closest matches offered for a name the country has no area for. */
export const MAX_CLOSEST = 4

/**
 * The areas a name nobody has was probably meant to be: those that match it as a suggestion does,
 * then names a few letters away from it ("Talatonna", "Kilambá"), closest first.
 */
export function closestAreas<A extends CoverageAreaData>(areas: readonly A[], query: string, limit = MAX_CLOSEST): A[] {
  const found = suggestAreas(areas, query, limit)
  const wanted = foldName(query)
  if (found.length >= limit || wanted.length < MIN_QUERY_LETTERS) return found
  // About one slip every three letters, and at least one.
  const allowed = Math.max(1, Math.floor(wanted.length / 3))
  const near = areas
    .filter((area) => !found.includes(area))
    .map((area) => ({ area, edits: distance(wanted, foldName(area.neighbourhood)) }))
    .filter(({ edits }) => edits <= allowed)
    .sort((a, b) => a.edits - b.edits || byName(a.area, b.area))
    .map(({ area }) => area)
  return [...found, ...near].slice(0, limit)
}

/**
 * What a page at /…/{segment} shows: one area; several areas of that name to choose from; or a
 * name the country has no area for, with the closest ones.
 */
export type CoverageResult<A extends CoverageArea = CoverageArea> =
  | { kind: 'area'; area: A }
  | { kind: 'choose'; query: string; areas: A[] }
  | { kind: 'unknown'; query: string; suggestions: A[] }

/** Small words that stay in lower case inside a place name ("Ilha de Luanda"). */
const CONNECTORS = new Set(['de', 'do', 'da', 'dos', 'das', 'e'])

/** A segment read back as a name, for a name the country has no area for ("bairro-azul" -> "Bairro Azul"). */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word, index) => (index > 0 && CONNECTORS.has(word) ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ')
}

/**
 * The result for an address segment; null when the segment cannot be one (the page then responds
 * with 404). Any well-formed segment has a result: a name the country has no area for has one too,
 * with the closest areas and the request form.
 */
export function resultForSlug<A extends CoverageArea>(areas: readonly A[], segment: string): CoverageResult<A> | null {
  if (!isCoverageSlug(segment)) return null
  const area = areas.find((candidate) => candidate.slug === segment)
  if (area) return { kind: 'area', area }
  const named = areas.filter((candidate) => slugOf(candidate.neighbourhood) === segment)
  const query = nameFromSlug(segment)
  if (named.length > 0) return { kind: 'choose', query, areas: named }
  return { kind: 'unknown', query, suggestions: closestAreas(areas, query) }
}

/**
 * The result for a typed name, as the field shows it when the form is sent: the one area of that name,
 * else the only area the name suggests, else the typed name as it is (several areas, or none).
 */
export function resultForQuery<A extends CoverageArea>(areas: readonly A[], typed: string): CoverageResult<A> | null {
  const wanted = foldName(typed)
  if (!wanted) return null
  const named = areas.filter((area) => foldName(area.neighbourhood) === wanted)
  if (named.length === 1) return { kind: 'area', area: named[0]! }
  const query = typed.trim().replace(/\s+/g, ' ')
  if (named.length > 1) return { kind: 'choose', query, areas: named }
  const suggested = suggestAreas(areas, typed)
  if (suggested.length === 1) return { kind: 'area', area: suggested[0]! }
  return { kind: 'unknown', query, suggestions: closestAreas(areas, typed) }
}

/**
 * The segment whose page shows the result for a typed name (the form's redirect without JavaScript),
 * or null when there is nothing to look up (the page itself then).
 */
export function segmentForQuery(areas: readonly CoverageArea[], typed: string): string | null {
  const result = resultForQuery(areas, typed)
  if (!result) return null
  if (result.kind === 'area') return result.area.slug
  return slugOf(result.query) || null
}
