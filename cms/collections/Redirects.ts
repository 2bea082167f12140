import type { CollectionConfig } from 'payload'
import { adminOrOwnCountry, anyoneOrOwnCountry, createInOwnCountry } from '../access/rules'
import { revalidateRedirects } from '../hooks/revalidate-redirects'

const publicPath = (value: unknown) =>
  (typeof value === 'string' && /^\/[^\s?#]*$/.test(value) && value.length <= 300) || 'A path starting with /, without ? or #, e.g. /pesquisa or /en/search.'

/**
 * Legacy addresses (spec 2.3) and where they now live, answered with 308 Permanent Redirect (Next's
 * permanent redirect; never 307). Effective on the next request after a save: a path with no page is
 * looked up here before the 404, and the query string is kept.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'status', 'country'] },
  access: { read: anyoneOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  hooks: { afterChange: [revalidateRedirects], afterDelete: [revalidateRedirects] },
  indexes: [{ fields: ['from', 'country'], unique: true }],
  fields: [
    { name: 'from', type: 'text', required: true, index: true, validate: publicPath, admin: { description: 'Old public path, as visitors type it (English ones start with /en).' } },
    { name: 'to', type: 'text', required: true, validate: publicPath, admin: { description: 'Public path it moves to.' } },
    { name: 'country', type: 'relationship', relationTo: 'countries', admin: { position: 'sidebar', description: 'Empty = both countries.' } },
  ],
}
