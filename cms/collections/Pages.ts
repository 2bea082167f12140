import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { layoutBlocks } from '../../registry/block-configs'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from '../hooks/revalidate-pages'
import { uniquePagePath } from '../hooks/unique-path'

/** The address the editor reached /admin on (the live preview frame must share it). */
const adminOrigin = (headers: Headers) => `${headers.get('x-forwarded-proto') ?? 'http'}://${headers.get('host') ?? 'localhost:3000'}`

/** A page composed of blocks, one document per country, with a path per language. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'country', '_status', 'updatedAt'],
    // The draft in its country, language and frame, on this site's own address (app/(forms)/api/preview).
    livePreview: {
      // Absolute: the admin accepts the frame's "ready" message only from the URL's own origin.
      url: ({ data, locale, req }) => (data?.id ? `${adminOrigin(req.headers)}/api/preview?id=${data.id}&locale=${locale.code}` : null),
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 360, height: 740 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
    preview: (data, { locale }) => (data?.id ? `/api/preview?id=${data.id}&locale=${locale}` : null),
  },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidatePageAfterChange], afterDelete: [revalidatePageAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      validate: uniquePagePath,
      admin: { description: 'Path in this language, e.g. /a-zap (pt) or /the-zap (en). Home is /.' },
    },
    countryField,
    {
      name: 'takesId',
      type: 'checkbox',
      defaultValue: false,
      label: 'Answers /path/{id}',
      admin: {
        position: 'sidebar',
        description: 'Also serve addresses one segment deeper (e.g. /a-zap/candidatura/12); blocks read the id from there.',
      },
    },
    {
      name: 'frame',
      type: 'select',
      admin: { position: 'sidebar', description: 'Leave empty to choose the frame from the path.' },
      options: [
        { label: 'Default', value: 'default' },
        { label: 'Corporate', value: 'corporate' },
        { label: 'Service (fibre, cinemas)', value: 'service' },
        { label: 'Novelas', value: 'novelas' },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 70 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
      ],
    },
    { name: 'layout', type: 'blocks', localized: true, blocks: layoutBlocks },
  ],
}
