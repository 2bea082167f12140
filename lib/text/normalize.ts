/**
 * The site's one folding of text for searching: lower case without accents or repeated spaces, so
 * "Huíla" and "huila" match, as do "Lubango " and "lubango". The store search and the channel search
 * (through lib/text/match-name.ts) both compare text through it.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
