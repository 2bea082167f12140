import type { Access } from 'payload'

/** Signed-in CMS users (administrators and editors). */
export const signedIn: Access = ({ req }) => Boolean(req.user)

/** Anyone may read; used for reference data such as countries and media. */
export const anyone: Access = () => true

/** Visitors read published documents only; CMS users also read drafts. */
export const publishedOrSignedIn: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** Leads: the public never creates them through the CMS API, only through the site's form endpoints. */
export const nobody: Access = () => false
