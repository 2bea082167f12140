import type { CollectionConfig, Field } from 'payload'

/** How a lead's field reaches the person who sent it. */
export type ContactKind = 'email' | 'phone'

/**
 * The mark a lead field carries when it holds the sender's e-mail or phone number, in Payload's
 * field `custom` (server-side only, no column): /admin → Personal data finds, exports and erases a
 * person by these fields in every lead collection (cms/privacy/person-data.ts), so a new form built
 * from the shared contact fields (./lead-contact.ts) is covered without a list to keep.
 */
export const contactOf = (kind: ContactKind) => ({ personalData: kind })

/** The names of a collection's top-level fields marked as the sender's e-mail and phone number. */
export function contactFieldsOf(collection: Pick<CollectionConfig, 'fields'>): Record<ContactKind, string[]> {
  const found: Record<ContactKind, string[]> = { email: [], phone: [] }
  for (const field of collection.fields as Field[]) {
    const kind = (field.custom as { personalData?: unknown } | undefined)?.personalData
    if ('name' in field && (kind === 'email' || kind === 'phone')) found[kind].push(field.name)
  }
  return found
}
