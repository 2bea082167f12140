import { LOCALES, type Locale } from '@/lib/locales'
import { isLocalized, rowName } from './links'
import { findPlaceholders, type PlaceholderKind } from './placeholder-rules'

/** A placeholder found in a document, and where: the trail an editor reads and the field it lives in. */
export type FoundPlaceholder = {
  kind: PlaceholderKind
  value: string
  /** For people: `footer › supportEmails › default`, `layout (pt) › #2 contactDetails › items`. */
  field: string
  /** Payload's id of the field's input in the edit view (`field-footer__supportEmails__default`). */
  anchor: string
  /** The language to open the document in, for a localized field; null when the field is not localized. */
  locale: Locale | null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Bookkeeping, not content: never shown to visitors as contact data. */
const SKIPPED_KEYS = new Set(['id', 'blockType', 'createdAt', 'updatedAt', '_status', 'country'])

/** Every string of a Lexical tree: the words of its text nodes and the addresses of its links. */
function lexicalStrings(node: Record<string, unknown>): string[] {
  const own = typeof node.text === 'string' ? [node.text] : []
  const url = isRecord(node.fields) && typeof node.fields.url === 'string' ? [node.fields.url] : []
  const children = Array.isArray(node.children)
    ? node.children.flatMap((child) => (isRecord(child) ? lexicalStrings(child) : []))
    : []
  return [...own, ...url, ...children]
}

/**
 * Every placeholder in a document's data, read with `locale: 'all'`, whatever its shape: text
 * fields (localized or not), arrays and blocks, and rich text (its words and link addresses,
 * reported once for the rich-text field).
 */
export function placeholdersIn(
  value: unknown,
  trail: string[] = [],
  path: string[] = [],
  locale: Locale | null = null,
): FoundPlaceholder[] {
  const found: FoundPlaceholder[] = []
  const report = (texts: string[]) => {
    const field = trail.join(' › ')
    const anchor = `field-${path.join('__')}`
    for (const match of texts.flatMap(findPlaceholders)) {
      if (!found.some((f) => f.kind === match.kind && f.value === match.value))
        found.push({ ...match, field, anchor, locale })
    }
  }
  if (typeof value === 'string') {
    report([value])
  } else if (Array.isArray(value)) {
    value.forEach((row, index) =>
      found.push(...placeholdersIn(row, [...trail, rowName(row, index)], [...path, String(index)], locale)),
    )
  } else if (isRecord(value)) {
    if (isRecord(value.root)) {
      report(lexicalStrings(value.root))
      return found
    }
    for (const [key, child] of Object.entries(value)) {
      if (SKIPPED_KEYS.has(key)) continue
      if (isRecord(child) && isLocalized(child)) {
        for (const language of LOCALES) {
          if (child[language] != null)
            found.push(...placeholdersIn(child[language], [...trail, `${key} (${language})`], [...path, key], language))
        }
      } else {
        found.push(...placeholdersIn(child, [...trail, key], [...path, key], locale))
      }
    }
  }
  return found
}
