import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { countryRefusal } from './country-refusal'

/**
 * Who may do what: administrators everything; an editor of a country edits only that
 * country's content and reads only that country's leads; visitors read published content only and
 * never drafts, users or leads.
 */
type Role = 'admin' | 'editor'
export type CmsUser = { id: number | string; role?: Role | null; country?: number | { id: number } | null }

export const userOf = (req: PayloadRequest): CmsUser | null => (req.user ? (req.user as unknown as CmsUser) : null)

export const isAdminUser = (user: CmsUser | null): boolean => user?.role === 'admin'

/** The id of the country an editor works for (the relationship may arrive populated or as an id). */
export function editorCountryId(user: CmsUser | null): number | null {
  const country = user?.country
  if (country == null) return null
  return typeof country === 'object' ? country.id : country
}

const ownCountry = (user: CmsUser | null): Where | false => {
  const country = editorCountryId(user)
  return country === null ? false : { country: { equals: country } }
}

/** Signed-in CMS users (administrators and editors). */
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Administrators only. */
export const adminOnly: Access = ({ req }) => isAdminUser(userOf(req))

/** Anyone may read; used for reference data such as countries and media. */
export const anyone: Access = () => true

/** Leads: the public never creates them through the CMS API, only through the site's form endpoints. */
export const nobody: Access = () => false

const published: Where = { _status: { equals: 'published' } }

/**
 * Visitors read published documents; administrators everything; an editor their own country's
 * documents, drafts included (the other country's stay out of their lists in /admin).
 */
export const publishedOrOwnCountry: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return published
  return isAdminUser(user) ? true : ownCountry(user)
}

/** Content without drafts: anyone reads it; an editor's /admin lists show only their own country. */
export const anyoneOrOwnCountry: Access = ({ req }) => {
  const user = userOf(req)
  if (!user || isAdminUser(user)) return true
  return ownCountry(user)
}

/** Update and delete: administrators any document, an editor only documents of their country. */
export const adminOrOwnCountry: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  return isAdminUser(user) ? true : ownCountry(user)
}

/** The id a relationship value names (an id, a populated document, or nothing). */
export function relationId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value === '' ? null : value
  if (value && typeof value === 'object' && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}

/** True when `country` (an id or a populated document) is the editor's own country. */
export function isOwnCountry(user: CmsUser | null, country: unknown): boolean {
  const own = editorCountryId(user)
  const target = relationId(country)
  return own !== null && target !== null && String(target) === String(own)
}

/**
 * Create: administrators anything; an editor with a country in that country. /admin asks with no
 * document at all (to offer "Create New") and the rule returns yes: the country a new document ends up
 * with (theirs by default) is judged again before it is written (cms/access/country-boundary.ts).
 * A create that names another country, or none, is refused here, before Payload reads an uploaded
 * file, with a message on the country field; asked about an existing document (an id), the rule
 * just returns no, so the admin's permission checks never fail.
 */
export const createInOwnCountry: Access = async ({ req, data, id }) => {
  const user = userOf(req)
  if (!user) return false
  if (isAdminUser(user)) return true
  if (editorCountryId(user) === null) return false
  const country = (data as { country?: unknown } | undefined)?.country
  if (country === undefined || isOwnCountry(user, country)) return true
  if (id !== undefined) return false
  throw await countryRefusal(req, editorCountryId(user), relationId(country))
}

/** Versions (drafts and history): administrators all, an editor their own country's, visitors none. */
export const versionsOfOwnCountry: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  if (isAdminUser(user)) return true
  const country = editorCountryId(user)
  return country === null ? false : { 'version.country': { equals: country } }
}

/** Field access: only administrators change who a user is (role, country). */
export const adminField: FieldAccess = ({ req }) => isAdminUser(userOf(req))

/** A user's own record, or any record for administrators. */
export const selfOrAdmin: Access = ({ req }) => {
  const user = userOf(req)
  if (!user) return false
  return isAdminUser(user) ? true : { id: { equals: user.id } }
}

/** Where a lead-like document's country is reached through a relationship (e.g. a day row's month record). */
export const adminOrOwnCountryVia =
  (path: string): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (!user) return false
    if (isAdminUser(user)) return true
    const country = editorCountryId(user)
    return country === null ? false : { [path]: { equals: country } }
  }
