import type { CollectionConfig, CollectionSlug, Field } from 'payload'
import { adminOrOwnCountry, nobody } from '@/cms/access/rules'
import { leadMetaFields } from '@/cms/fields/lead'
import { exportCsv } from '@/cms/hooks/export-csv'

type LeadOptions = Pick<CollectionConfig, 'labels' | 'indexes'> & {
  slug: CollectionSlug
  titleField: string
  columns: string[]
  fields: Field[]
}

/**
 * A lead collection: read and deleted by administrators and the editors of its country, never created or changed through the CMS API
 * (the site's form endpoints write with the server's rights after validating the input).
 */
export function leadCollection({ slug, labels, indexes, titleField, columns, fields }: LeadOptions): CollectionConfig {
  return {
    slug,
    labels,
    indexes,
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
