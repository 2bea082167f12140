import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { SERVICE_LABELS } from '@/cms/i18n/options'

/** A commercial offer (satellite or fibre), shown by the package carousel and later the comparison table. */
export const Packages: CollectionConfig = {
  slug: 'packages',
  labels: { singular: { pt: 'Pacote', en: 'Package' }, plural: { pt: 'Pacotes', en: 'Packages' } },
  admin: { ...previewAdmin('packages'), useAsTitle: 'name', defaultColumns: ['name', 'service', 'price', 'country'] },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('packages')], afterDelete: [revalidateListing('packages')] },
  fields: [
    { name: 'name', label: { pt: 'Nome', en: 'Name' }, type: 'text', required: true },
    {
      name: 'service',
      label: { pt: 'Serviço', en: 'Service' },
      type: 'select',
      required: true,
      options: [
        { label: SERVICE_LABELS.satelite, value: 'satelite' },
        { label: SERVICE_LABELS.fibra, value: 'fibra' },
      ],
    },
    {
      name: 'price',
      label: { pt: 'Preço', en: 'Price' },
      type: 'number',
      required: true,
      min: 0,
      admin: { description: { pt: 'Na moeda do país.', en: 'In the country currency.' } },
    },
    {
      name: 'period',
      label: { pt: 'Período', en: 'Period' },
      type: 'text',
      localized: true,
      required: true,
      admin: { description: { pt: 'Por exemplo "30 dias".', en: 'e.g. "30 days".' } },
    },
    { name: 'tagline', label: { pt: 'Frase de destaque', en: 'Tagline' }, type: 'text', localized: true },
    {
      name: 'features',
      label: { pt: 'Vantagens', en: 'Features' },
      type: 'array',
      localized: true,
      fields: [{ name: 'text', label: { pt: 'Texto', en: 'Text' }, type: 'text', required: true }],
    },
    { name: 'highlighted', label: { pt: 'Destacado', en: 'Highlighted' }, type: 'checkbox', defaultValue: false },
    { name: 'ctaLabel', label: { pt: 'Texto do botão', en: 'Button text' }, type: 'text', localized: true },
    { name: 'ctaHref', label: { pt: 'Ligação do botão', en: 'Button link' }, type: 'text' },
    countryField,
  ],
}
