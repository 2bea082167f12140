import type { CollectionConfig } from 'payload'
import { signedIn } from '../access/rules'

/** CMS users. Per-country editor roles come with the editors' workflow. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  fields: [{ name: 'name', type: 'text' }],
}
