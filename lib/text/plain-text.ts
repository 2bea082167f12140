/** Lexical JSON node, as far as text extraction cares. */
type Node = { type?: unknown; text?: unknown; children?: unknown }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list'])

/**
 * The plain text of a Lexical rich-text value: what the FAQ search matches against in the browser,
 * so the island needs no rich text of its own. Blocks are separated by a space, so words of two
 * paragraphs never run together.
 */
export function plainText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const parts: string[] = []
  const walk = (node: Node) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children))
      for (const child of node.children) if (child && typeof child === 'object') walk(child as Node)
    if (typeof node.type === 'string' && BLOCK_TYPES.has(node.type)) parts.push(' ')
  }
  walk((value as { root: Node }).root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
