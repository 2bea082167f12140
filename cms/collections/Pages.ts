import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { layoutBlocks } from '../../registry/block-configs'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from '../hooks/revalidate-pages'
import { checkPagePathOnEverySave, pathOfCopy, uniquePagePath } from '../hooks/unique-path'

/** A page composed of blocks, one document per country, with a path per language. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'country', '_status', 'updatedAt'],
    ...previewAdmin('pages'),
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
      hooks: { beforeChange: [checkPagePathOnEverySave], beforeDuplicate: [pathOfCopy] },
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
      name: 'showNewsletter',
      type: 'checkbox',
      // On by default, so a page created later offers the sign-up with no editor action.
      defaultValue: true,
      label: 'Show the newsletter',
      admin: {
        position: 'sidebar',
        description: "Adds the newsletter sign-up after the page's content, with the section's service. Not added twice when the page has a Newsletter form block.",
      },
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
