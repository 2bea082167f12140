import type { Where } from 'payload'

/**
 * The leads a country received in a window: what the loader reads and what the view's CSV links
 * export, written once so the two always cover the same leads. Apart from the loader so the view's
 * markup can be rendered (and tested) without loading Payload's readers.
 */
export function leadsWhere(countryId: number | string | null, window: { start: Date; end: Date }): Where {
  return {
    and: [
      // No country document: a where that matches nothing, never one that matches every country.
      { country: { equals: countryId ?? -1 } },
      { createdAt: { greater_than_equal: window.start.toISOString() } },
      { createdAt: { less_than: window.end.toISOString() } },
    ],
  }
}
