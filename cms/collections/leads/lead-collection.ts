import type { CollectionConfig, CollectionSlug, Field } from 'payload'
import { adminOrOwnCountry, nobody } from '@/cms/access/rules'
import { leadMetaFields } from '@/cms/fields/lead'
import { exportCsv } from '@/cms/hooks/export-csv'

type LeadOptions<Slug extends CollectionSlug> = Pick<CollectionConfig, 'labels' | 'indexes' | 'hooks'> & {
  slug: Slug
  titleField: string
  columns: string[]
  fields: Field[]
}

/**
 * A lead collection: read and deleted by administrators and the editors of its country, never created or changed through the CMS API
 * (the site's form endpoints write with the server's rights after validating the input). Its slug keeps
 * its literal type, so the list of lead collections (./lead-forms.ts) names them exactly.
 */
export function leadCollection<Slug extends CollectionSlug>({
  slug,
  labels,
  indexes,
  hooks,
  titleField,
  columns,
  fields,
}: LeadOptions<Slug>): CollectionConfig & { slug: Slug } {
  return {
    slug,
    labels,
    indexes,
    hooks,
    admin: {
      group: { pt: 'Contactos recebidos', en: 'Leads' },
      useAsTitle: titleField,
      defaultColumns: [...columns, 'country', 'createdAt'],
      components: {
        beforeListTable: [{ path: '@/cms/components/ExportCsvLink#ExportCsvLink', clientProps: { collection: slug } }],
      },
    },
    access: { read: adminOrOwnCountry, create: nobody, update: nobody, delete: adminOrOwnCountry },
    defaultSort: '-createdAt',
    endpoints: [{ path: '/export.csv', method: 'get', handler: exportCsv(slug) }],
    fields: [...fields, ...leadMetaFields],
  }
}
