import type { Store } from '@/cms/payload-types'

/** What the store search shows of a store or agent; plain data, so it can be passed to the browser. */
export type StoreEntry = {
  id: string
  name: string
  kind: Store['kind']
  province: Store['province']
  city: string
  address: string
  /** The part of town ("Maianga", "Polana Cimento"), which visitors search by as often as by city. */
  neighbourhood?: string
  phone?: string
  hours?: string
  /** Where the store is, in decimal degrees; both or neither (the CMS refuses one alone). */
  latitude?: number
  longitude?: number
}

/** A point on the map in decimal degrees (a store's place, or the visitor's). */
export type Coordinates = { latitude: number; longitude: number }
