import type { CollectionConfig } from 'payload'
import { adminOrOwnCountry, adminOrOwnCountryVia, nobody } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'

/**
 * Clicks on the app popup's store links, one record per country and month (month name, year,
 * and the days with their click counts). Days are rows of their own so the server can increment one
 * with a single atomic SQL statement; the record lists them through a join field.
 */
export const PopupAnalytics: CollectionConfig = {
  slug: 'popup-analytics',
  labels: {
    singular: { pt: 'Cliques no popup (mês)', en: 'Popup clicks (month)' },
    plural: { pt: 'Cliques no popup', en: 'Popup clicks' },
  },
  admin: {
    group: { pt: 'Contactos recebidos', en: 'Leads' },
    useAsTitle: 'month',
    defaultColumns: ['month', 'year', 'country'],
  },
  access: { read: adminOrOwnCountry, create: nobody, update: nobody, delete: adminOrOwnCountry },
  indexes: [{ fields: ['country', 'year', 'month'], unique: true }],
  fields: [
    {
      name: 'month',
      label: { pt: 'Mês', en: 'Month' },
      type: 'text',
      required: true,
      admin: {
        readOnly: true,
        description: { pt: 'Nome do mês em português, em minúsculas.', en: 'Portuguese month name, lowercase.' },
      },
    },
    { name: 'year', label: { pt: 'Ano', en: 'Year' }, type: 'number', required: true, admin: { readOnly: true } },
    {
      name: 'days',
      label: { pt: 'Dias', en: 'Days' },
      type: 'join',
      collection: 'popup-analytics-days',
      on: 'record',
      defaultSort: 'day',
    },
    { ...countryField, admin: { position: 'sidebar', readOnly: true } },
  ],
}

export const PopupAnalyticsDays: CollectionConfig = {
  slug: 'popup-analytics-days',
  labels: {
    singular: { pt: 'Cliques no popup (dia)', en: 'Popup clicks (day)' },
    plural: { pt: 'Cliques no popup (dias)', en: 'Popup clicks (days)' },
  },
  admin: { group: { pt: 'Contactos recebidos', en: 'Leads' }, hidden: true, useAsTitle: 'day' },
  access: {
    read: adminOrOwnCountryVia('record.country'),
    create: nobody,
    update: nobody,
    delete: adminOrOwnCountryVia('record.country'),
  },
  indexes: [{ fields: ['record', 'day'], unique: true }],
  fields: [
    {
      name: 'record',
      label: { pt: 'Registo do mês', en: 'Month record' },
      type: 'relationship',
      relationTo: 'popup-analytics',
      required: true,
      index: true,
    },
    { name: 'day', label: { pt: 'Dia', en: 'Day' }, type: 'number', required: true, min: 1, max: 31 },
    { name: 'clickCount', label: { pt: 'Cliques', en: 'Clicks' }, type: 'number', required: true, defaultValue: 0 },
  ],
}
