/** A document id as an address segment: digits only, and few enough to stay an exact integer. */
const DOC_ID = /^\d{1,12}$/

/** The document id a /path/{id} segment names, or null when the segment is not one. */
export function docIdOf(segment: string): number | null {
  return DOC_ID.test(segment) ? Number(segment) : null
}
