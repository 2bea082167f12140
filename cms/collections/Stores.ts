import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { ALL_PROVINCES } from '@/lib/forms/provinces'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { STORE_KIND_LABELS, optionsOf, sameInBoth } from '@/cms/i18n/options'

const STORE_KINDS = ['loja', 'agente', 'comercial'] as const

/** ZAP shops and agents listed by the store search (/apoio-ao-cliente/encontrar-lojas). */
export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: { pt: 'Loja', en: 'Store' }, plural: { pt: 'Lojas e agentes', en: 'Stores and agents' } },
  admin: { ...previewAdmin('stores'), useAsTitle: 'name', defaultColumns: ['name', 'province', 'city', 'country'] },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('stores')], afterDelete: [revalidateListing('stores')] },
  fields: [
    { name: 'name', label: { pt: 'Nome', en: 'Name' }, type: 'text', required: true },
    {
      name: 'kind',
      label: { pt: 'Tipo', en: 'Kind' },
      type: 'select',
      required: true,
      defaultValue: 'loja',
      options: optionsOf(STORE_KINDS, STORE_KIND_LABELS),
      admin: {
        description: {
          pt: 'Comercial credenciado = vendedor de fibra acreditado (/zap-fibra/comerciais-credenciados).',
          en: 'Accredited fibre seller = listed on /zap-fibra/comerciais-credenciados.',
        },
      },
    },
    {
      name: 'province',
      label: { pt: 'Província', en: 'Province' },
      type: 'select',
      required: true,
      options: sameInBoth(ALL_PROVINCES),
      index: true,
    },
    { name: 'city', label: { pt: 'Cidade', en: 'City' }, type: 'text', required: true },
    { name: 'address', label: { pt: 'Morada', en: 'Address' }, type: 'text', required: true },
    { name: 'phone', label: { pt: 'Telefone', en: 'Phone' }, type: 'text' },
    {
      name: 'hours',
      label: { pt: 'Horário', en: 'Opening hours' },
      type: 'text',
      localized: true,
      admin: {
        description: { pt: 'Por exemplo "Seg–Sex 8h–18h, Sáb 8h–13h".', en: 'e.g. "Mon–Fri 8am–6pm, Sat 8am–1pm".' },
      },
    },
    countryField,
  ],
}
