import { normalize } from '@/lib/text/normalize'

/** Accent- and case-insensitive form for matching: the site's one folding (lib/text/normalize.ts). */
export const foldText = normalize

/** Whether every word of the query appears in the folded haystack. */
export function matchesQuery(folded: string, query: string): boolean {
  const words = foldText(query).split(' ').filter(Boolean)
  return words.every((word) => folded.includes(word))
}
