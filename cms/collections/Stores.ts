import { editorialVersions } from './editorial-versions'
import type { CollectionConfig, NumberField, PayloadRequest } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { ALL_PROVINCES } from '@/lib/forms/provinces'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { STORE_KIND_LABELS, optionsOf, sameInBoth } from '@/cms/i18n/options'
import { inAdminLanguage } from '@/cms/i18n/message'
import {
  COORDINATE_RANGE,
  coordinateProblem,
  type CoordinateName,
  type CoordinateProblem,
} from '@/lib/stores/coordinates'

const STORE_KINDS = ['loja', 'agente', 'comercial'] as const

/** Each coordinate problem in the admin's two languages (lib/stores/coordinates.ts finds them). */
const COORDINATE_MESSAGES: Record<CoordinateName, Record<CoordinateProblem, { pt: string; en: string }>> = {
  latitude: {
    notANumber: {
      pt: 'A latitude tem de ser um número, por exemplo -8.84.',
      en: 'The latitude must be a number, e.g. -8.84.',
    },
    outOfRange: {
      pt: 'A latitude vai de -90 a 90 graus (em Angola e Moçambique é negativa, por exemplo -8.84).',
      en: 'The latitude goes from -90 to 90 degrees (in Angola and Mozambique it is negative, e.g. -8.84).',
    },
    onlyOne: {
      pt: 'Indique a latitude e a longitude, ou deixe as duas vazias.',
      en: 'Give both the latitude and the longitude, or leave both empty.',
    },
  },
  longitude: {
    notANumber: {
      pt: 'A longitude tem de ser um número, por exemplo 13.23.',
      en: 'The longitude must be a number, e.g. 13.23.',
    },
    outOfRange: {
      pt: 'A longitude vai de -180 a 180 graus (em Angola e Moçambique é positiva, por exemplo 13.23).',
      en: 'The longitude goes from -180 to 180 degrees (in Angola and Mozambique it is positive, e.g. 13.23).',
    },
    onlyOne: {
      pt: 'Indique a latitude e a longitude, ou deixe as duas vazias.',
      en: 'Give both the latitude and the longitude, or leave both empty.',
    },
  },
}

type Place = { latitude?: number | null; longitude?: number | null }

/**
 * A store's latitude or longitude in decimal degrees: what "Perto de mim" measures from and what
 * "Direções" opens in the visitor's maps app. Optional, but both or neither.
 */
function coordinateField(name: CoordinateName): NumberField {
  const other: CoordinateName = name === 'latitude' ? 'longitude' : 'latitude'
  const { min, max } = COORDINATE_RANGE[name]
  return {
    name,
    type: 'number',
    label: name === 'latitude' ? { pt: 'Latitude', en: 'Latitude' } : { pt: 'Longitude', en: 'Longitude' },
    min,
    max,
    validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: Place }) => {
      const problem = coordinateProblem(name, value, siblingData?.[other])
      return problem ? inAdminLanguage(req, COORDINATE_MESSAGES[name][problem]) : true
    },
    admin: {
      step: 0.000001,
      width: '50%',
      description:
        name === 'latitude'
          ? {
              pt: 'Em graus decimais, como os dá o Google Maps (clique com o botão direito na loja): por exemplo -8.8383 em Luanda.',
              en: 'In decimal degrees, as Google Maps gives them (right-click the store): e.g. -8.8383 in Luanda.',
            }
          : {
              pt: 'Em graus decimais: por exemplo 13.2344 em Luanda. Sem as duas, a loja aparece sem distância nem direções.',
              en: 'In decimal degrees: e.g. 13.2344 in Luanda. Without both, the store shows with no distance or directions.',
            },
    },
  }
}

/** ZAP shops and agents listed by the store search (/apoio-ao-cliente/encontrar-lojas). */
export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: { pt: 'Loja', en: 'Store' }, plural: { pt: 'Lojas e agentes', en: 'Stores and agents' } },
  admin: {
    ...previewAdmin('stores'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'province', 'city', 'neighbourhood', 'country'],
  },
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
    {
      name: 'neighbourhood',
      label: { pt: 'Bairro', en: 'Neighbourhood' },
      type: 'text',
      maxLength: 80,
      admin: {
        description: {
          pt: 'O bairro ou zona da cidade, por exemplo "Maianga" ou "Polana Cimento": os visitantes também pesquisam por ele.',
          en: 'The part of town, e.g. "Maianga" or "Polana Cimento": visitors search by it too.',
        },
      },
    },
    { name: 'address', label: { pt: 'Morada', en: 'Address' }, type: 'text', required: true },
    {
      type: 'row',
      fields: [coordinateField('latitude'), coordinateField('longitude')],
    },
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
