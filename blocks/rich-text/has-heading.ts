/** Whether a Lexical rich-text value holds a heading anywhere (a heading node, at any depth). */
export function hasHeading(value: unknown): boolean {
  const walk = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return false
    const { type, children } = node as { type?: unknown; children?: unknown }
    return type === 'heading' || (Array.isArray(children) && children.some(walk))
  }
  return Boolean(value) && typeof value === 'object' && walk((value as { root?: unknown }).root)
}
