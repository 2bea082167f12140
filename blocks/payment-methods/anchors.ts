import { ANCHOR } from '@/cms/fields/anchor'

/** The longest anchor the CMS accepts (cms/fields/anchor.ts). */
const MAX_LENGTH = 40

/**
 * An anchor made from a method's name ("Referência bancária" -> "referencia-bancaria",
 * "M-Pesa" -> "m-pesa"): lowercase, without accents, words joined by hyphens, starting with a
 * letter, as the CMS's own anchors are.
 */
export function anchorFromName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const anchor = /^[a-z]/.test(words) ? words : words ? `m-${words}` : ''
  return anchor.slice(0, MAX_LENGTH).replace(/-+$/, '')
}

/**
 * Each method's anchor (its tab opens at `…#anchor`): the one its editor typed, else one made from its
 * name, else `metodo-{n}`; a repeated anchor gets `-2`, `-3`… so every id on the page stays unique.
 */
export function methodAnchors(methods: readonly { name: string; anchor?: string | null }[]): string[] {
  const taken = new Set<string>()
  return methods.map((method, index) => {
    const own = method.anchor && ANCHOR.test(method.anchor) ? method.anchor : anchorFromName(method.name)
    const base = own || `metodo-${index + 1}`
    let anchor = base
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`
    taken.add(anchor)
    return anchor
  })
}
