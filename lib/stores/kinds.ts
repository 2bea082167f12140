import type { Store } from '@/cms/payload-types'

export type StoreKind = Store['kind']

/** Every kind, in the order the CMS offers them. */
const ALL_KINDS: readonly StoreKind[] = ['loja', 'agente', 'comercial']

/** What a store search lists when the editor chose no kind: shops and agents (not fibre sellers). */
export const DEFAULT_KINDS: readonly StoreKind[] = ['loja', 'agente']

/** The kinds a store search block lists: the chosen ones, once each and in a fixed order (a stable cache key). */
export function listedKinds(kinds: readonly StoreKind[] | null | undefined): StoreKind[] {
  const chosen = new Set(kinds ?? [])
  const listed = ALL_KINDS.filter((kind) => chosen.has(kind))
  return listed.length > 0 ? listed : [...DEFAULT_KINDS]
}

/** How the block words its count and empty state: about accredited sellers when it lists only them. */
export type StoreWording = 'stores' | 'sellers'

export function wordingFor(kinds: readonly StoreKind[]): StoreWording {
  return kinds.length === 1 && kinds[0] === 'comercial' ? 'sellers' : 'stores'
}
