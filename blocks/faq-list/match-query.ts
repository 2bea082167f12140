/** Accent- and case-insensitive form for matching ("Descodificador" ~ "descodificador", "cartão" ~ "cartao"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether every word of the query appears in the folded haystack. */
export function matchesQuery(folded: string, query: string): boolean {
  const words = foldText(query).split(' ').filter(Boolean)
  return words.every((word) => folded.includes(word))
}
