import type { CollectionConfig } from 'payload'
import { adminOrOwnCountry, adminOrOwnCountryVia, nobody } from '../../access/rules'
import { countryField } from '../../fields/country'

/**
 * Clicks on the app popup's store links, one record per country and month (spec 3: month name,
 * year, days with day and clickCount). Days are rows of their own so the server can increment one
 * with a single atomic SQL statement; the record lists them through a join field.
 */
export const PopupAnalytics: CollectionConfig = {
  slug: 'popup-analytics',
  labels: { singular: 'Popup clicks (month)', plural: 'Popup clicks' },
  admin: { group: 'Leads', useAsTitle: 'month', defaultColumns: ['month', 'year', 'country'] },
  access: { read: adminOrOwnCountry, create: nobody, update: nobody, delete: adminOrOwnCountry },
  indexes: [{ fields: ['country', 'year', 'month'], unique: true }],
  fields: [
    { name: 'month', type: 'text', required: true, admin: { readOnly: true, description: 'Portuguese month name, lowercase.' } },
    { name: 'year', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'days', type: 'join', collection: 'popup-analytics-days', on: 'record', defaultSort: 'day' },
    { ...countryField, admin: { position: 'sidebar', readOnly: true } },
  ],
}

export const PopupAnalyticsDays: CollectionConfig = {
  slug: 'popup-analytics-days',
  labels: { singular: 'Popup clicks (day)', plural: 'Popup clicks (days)' },
  admin: { group: 'Leads', hidden: true, useAsTitle: 'day' },
  access: { read: adminOrOwnCountryVia('record.country'), create: nobody, update: nobody, delete: adminOrOwnCountryVia('record.country') },
  indexes: [{ fields: ['record', 'day'], unique: true }],
  fields: [
    { name: 'record', type: 'relationship', relationTo: 'popup-analytics', required: true, index: true },
    { name: 'day', type: 'number', required: true, min: 1, max: 31 },
    { name: 'clickCount', type: 'number', required: true, defaultValue: 0 },
  ],
}
