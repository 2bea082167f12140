import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * Invented values that stand in for contact data nobody has given us yet (e-mails, numbers,
 * addresses). They are allowed until launch, but must not be forgotten, so they are recognised by
 * what makes them invented rather than by a list of today's values: an editor who types another
 * invented value, or a seed that changes, is still caught.
 *
 * - `example-address`: an e-mail, web address or social handle on a name reserved for examples
 *   (`example`/`exemplo` in the address, or the reserved top-level domains .example, .invalid, .test).
 * - `fake-phone`: an international number (+country code) that no operator can have assigned (not
 *   valid in its country's numbering plan, e.g. +244 900 …) or padded with six zeros in a row.
 * - `zero-number`: a number made of zeros only, two digits or more, standing alone ("n.º 00",
 *   "Av. Julius Nyerere, 0000", "entidade 00000"): no house, block or payment entity is numbered so.
 *   Zeros that belong to a larger number ("1 000 000", "3.595,00", "20:00") are not placeholders.
 * - `filler-text`: lorem ipsum.
 */
export type PlaceholderKind = 'example-address' | 'fake-phone' | 'zero-number' | 'filler-text'

export type PlaceholderMatch = { kind: PlaceholderKind; value: string }

/** An e-mail, URL, handle or host name: has an @, a scheme or a dot between word characters. */
const ADDRESS_LIKE = /@|:\/\/|^www\.|^[\p{L}\p{N}_-]+(\.[\p{L}\p{N}_-]+)+(\/|:|$)/u
const EXAMPLE_ADDRESS = /ex[ae]mpl[eo]|\.(example|invalid|test)(\/|:|\?|#|$)/i
const PHONE = /\+\d[\d\s().-]{5,20}\d/g
/** Alone: no letter or digit touches it, nor a digit group before or after it ("1 000", "00:30", "3,00"). */
const ZERO_NUMBER = /(?<![\p{L}\p{N}])(?<!\p{N}[\s.,:])0{2,}(?![\p{L}\p{N}])(?![\s.,:h]\p{N})/gu
const FILLER = /\blorem ipsum\b/gi

/** Punctuation and a mailto: around a word that are not part of the address ("(mailto:apoio@x.co.ao)." -> apoio@x.co.ao). */
const trimWord = (word: string) =>
  word
    .replace(/^[([«“]+/, '')
    .replace(/^(mailto|tel):/i, '')
    .replace(/[)\]».,;:!?”]+$/, '')

function isFakePhone(text: string): boolean {
  const number = parsePhoneNumberFromString(text)
  if (!number) return false
  return !number.isValid() || /0{6}/.test(number.nationalNumber)
}

/** The placeholders in one text, in order of kind, each value once. */
export function findPlaceholders(text: string): PlaceholderMatch[] {
  const found: PlaceholderMatch[] = []
  const add = (kind: PlaceholderKind, value: string) => {
    if (!found.some((m) => m.kind === kind && m.value === value)) found.push({ kind, value })
  }
  // Quotes and angle brackets split too: addresses also sit in HTML (`href="mailto:…">…</a>`).
  for (const word of text.split(/[\s"'<>]+/).map(trimWord)) {
    if (word && ADDRESS_LIKE.test(word) && EXAMPLE_ADDRESS.test(word)) add('example-address', word)
  }
  for (const [match] of text.matchAll(PHONE)) if (isFakePhone(match.trim())) add('fake-phone', match.trim())
  // A fake phone's zero groups are that phone's, not house numbers.
  const withoutPhones = found.some((m) => m.kind === 'fake-phone') ? text.replace(PHONE, ' ') : text
  for (const match of withoutPhones.matchAll(ZERO_NUMBER))
    add('zero-number', contextOf(withoutPhones, match.index, match[0]))
  for (const [match] of text.matchAll(FILLER)) add('filler-text', match)
  return found
}

/** A bare "00" means nothing in a list: show it with the words before it ("n.º 00", "Nyerere, 0000"). */
function contextOf(text: string, at: number, zeros: string): string {
  const before = text.slice(Math.max(0, at - 24), at)
  const words = before.split(/\s+/).slice(-3).join(' ')
  return `${words}${zeros}`.trim()
}
