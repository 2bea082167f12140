import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { layoutBlocks } from '@/registry/block-configs'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from '@/cms/hooks/revalidate-pages'
import { checkPagePathOnEverySave, pathOfCopy, uniquePagePath } from '@/cms/hooks/unique-path'

/** A page composed of blocks, one document per country, with a path per language. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { pt: 'Página', en: 'Page' }, plural: { pt: 'Páginas', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'country', '_status', 'updatedAt'],
    ...previewAdmin('pages'),
  },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidatePageAfterChange], afterDelete: [revalidatePageAfterDelete] },
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
    {
      name: 'path',
      label: { pt: 'Caminho', en: 'Path' },
      type: 'text',
      required: true,
      localized: true,
      index: true,
      validate: uniquePagePath,
      hooks: { beforeChange: [checkPagePathOnEverySave], beforeDuplicate: [pathOfCopy] },
      admin: {
        description: {
          pt: 'Caminho nesta língua, por exemplo /a-zap (pt) ou /the-zap (en). A página inicial é /.',
          en: 'Path in this language, e.g. /a-zap (pt) or /the-zap (en). Home is /.',
        },
      },
    },
    countryField,
    {
      name: 'takesId',
      label: { pt: 'Serve /caminho/{id}', en: 'Serves /path/{id}' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: {
          pt: 'Serve também endereços com mais um segmento (por exemplo /a-zap/candidatura/12); os blocos leem o id daí.',
          en: 'Also serve addresses one segment deeper (e.g. /a-zap/candidatura/12); blocks read the id from there.',
        },
      },
    },
    {
      name: 'frame',
      label: { pt: 'Moldura', en: 'Frame' },
      type: 'select',
      admin: {
        position: 'sidebar',
        description: {
          pt: 'Deixe vazio para escolher a moldura pelo caminho.',
          en: 'Leave empty to choose the frame from the path.',
        },
      },
      options: [
        { label: { pt: 'Normal', en: 'Default' }, value: 'default' },
        { label: { pt: 'Institucional', en: 'Corporate' }, value: 'corporate' },
        { label: { pt: 'Serviço (fibra, cinemas)', en: 'Service (fibre, cinemas)' }, value: 'service' },
        { label: { pt: 'Novelas', en: 'Soap operas' }, value: 'novelas' },
      ],
    },
    {
      name: 'showNewsletter',
      label: { pt: 'Mostrar a newsletter', en: 'Show the newsletter' },
      type: 'checkbox',
      // On by default, so a page created later offers the sign-up with no editor action.
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: {
          pt: 'Acrescenta a inscrição na newsletter depois do conteúdo da página, com o serviço da secção. Não aparece duas vezes se a página já tiver um bloco de newsletter.',
          en: "Adds the newsletter sign-up after the page's content, with the section's service. Not added twice when the page has a Newsletter form block.",
        },
      },
    },
    {
      name: 'seo',
      label: { pt: 'Pesquisa e partilha', en: 'Search and sharing' },
      type: 'group',
      fields: [
        { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', localized: true, maxLength: 70 },
        {
          name: 'description',
          label: { pt: 'Descrição', en: 'Description' },
          type: 'textarea',
          localized: true,
          maxLength: 170,
        },
      ],
    },
    { name: 'layout', label: { pt: 'Blocos', en: 'Blocks' }, type: 'blocks', localized: true, blocks: layoutBlocks },
  ],
}
