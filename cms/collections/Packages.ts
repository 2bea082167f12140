import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { validateChannelClaims } from '@/cms/hooks/channel-claims'
import { validatePackagePage } from '@/cms/hooks/package-page'
import { SERVICE_LABELS } from '@/cms/i18n/options'

/**
 * A commercial offer (satellite or fibre), shown by the package grid and carousel and in the
 * comparison. Which channels it carries is the channels' relation to it (Channels.packages): the one
 * source of every channel count shown, so numbers typed in its texts are checked against it.
 */
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
    {
      name: 'tagline',
      label: { pt: 'Frase de destaque', en: 'Tagline' },
      type: 'text',
      localized: true,
      validate: validateChannelClaims,
    },
    {
      name: 'features',
      label: { pt: 'Vantagens', en: 'Features' },
      type: 'array',
      localized: true,
      fields: [
        {
          name: 'text',
          label: { pt: 'Texto', en: 'Text' },
          type: 'text',
          required: true,
          validate: validateChannelClaims,
        },
      ],
    },
    { name: 'highlighted', label: { pt: 'Destacado', en: 'Highlighted' }, type: 'checkbox', defaultValue: false },
    {
      name: 'ctaAction',
      label: { pt: 'Ação do botão', en: 'Button action' },
      type: 'select',
      required: true,
      defaultValue: 'signup',
      options: [
        { value: 'signup', label: { pt: 'Pedido de adesão com este pacote', en: 'Sign-up request with this package' } },
        { value: 'topup', label: { pt: 'Carregamentos e pagamentos', en: 'Top-ups and payments' } },
        { value: 'page', label: { pt: 'Outra página do site', en: 'Another page of the site' } },
      ],
      admin: {
        description: {
          pt: 'Quando não é a adesão, o cartão mostra também uma ligação "Aderir".',
          en: 'When it is not the sign-up, the card also shows a "Sign up" link.',
        },
      },
    },
    {
      name: 'ctaPage',
      label: { pt: 'Página do botão', en: 'Button page' },
      type: 'relationship',
      relationTo: 'pages',
      validate: validatePackagePage,
      admin: { condition: (_data, siblings: { ctaAction?: string }) => siblings?.ctaAction === 'page' },
    },
    {
      name: 'ctaLabel',
      label: { pt: 'Texto do botão', en: 'Button text' },
      type: 'text',
      localized: true,
      maxLength: 40,
      admin: {
        description: {
          pt: 'Vazio: o texto da ação ("Aderir", "Carregar", "Saber mais").',
          en: 'Empty: the action\'s own words ("Sign up", "Top up", "Learn more").',
        },
      },
    },
    countryField,
  ],
}
