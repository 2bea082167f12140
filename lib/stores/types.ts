import type { Store } from '@/cms/payload-types'

/** What the store search shows of a store or agent; plain data, so it can be passed to the browser. */
export type StoreEntry = {
  id: string
  name: string
  kind: Store['kind']
  province: Store['province']
  city: string
  address: string
  phone?: string
  hours?: string
}

/** The store search's filters; empty strings mean "any". */
export type StoreFilters = { province: string; city: string; q: string }

export const NO_FILTERS: StoreFilters = { province: '', city: '', q: '' }
