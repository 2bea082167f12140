import { normalize } from './normalize'

/**
 * A name as a search compares it: the site's one accent- and case-insensitive folding (`normalize`,
 * which the store search uses too), then only letters and digits. Spaces and punctuation go as well,
 * because names are written with and without them ("SportTV" and "Sport TV", "RTP-África"): a
 * visitor typing either form finds the channel.
 */
export function foldName(text: string): string {
  return normalize(text).replace(/[^\p{L}\p{N}]+/gu, '')
}

/** The words of a query, each folded as foldName folds a name: "Sport TV  Áfr" gives ["sport", "tv", "afr"]. */
export function queryWords(query: string): string[] {
  return normalize(query)
    .split(' ')
    .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter(Boolean)
}

/**
 * Whether a name matches a query: every word of the query appears in the folded name, in any order
 * ("sport tv", "SPORTTV", "africa sport" and "sporttv africa" all find "SportTV África"; "noticias"
 * finds "TPA Notícias"). A query without words matches every name, as an empty filter does.
 * `folded` is the name already passed through foldName (done once per name, not once per key press).
 */
export function matchesFolded(folded: string, words: readonly string[]): boolean {
  return words.every((word) => folded.includes(word))
}

/** matchesFolded for a name and a query as typed. */
export function matchesName(name: string, query: string): boolean {
  return matchesFolded(foldName(name), queryWords(query))
}
