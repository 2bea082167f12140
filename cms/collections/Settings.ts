import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { tags } from '../../lib/content/tags'
import { validateHref } from '../../lib/security/safe-href'
import { adminOnly, adminOrOwnCountry, anyoneOrOwnCountry, nobody } from '../access/rules'
import { countryField } from '../fields/country'
import { menuItemFields } from '../fields/menu-item'
import { countryCodeOf, expireTags } from '../hooks/revalidate'

const revalidateSettings: CollectionAfterChangeHook = async ({ doc, req }) => {
  const country = await countryCodeOf((doc as { country?: unknown }).country, req)
  if (country) expireTags([tags.settings(country)], req)
  return doc
}

const url = (name: string, description?: string) => ({ name, type: 'text' as const, validate: validateHref, admin: { description } })
const email = (name: string) => ({ name, type: 'email' as const })

/** One document per country: menus, footer, contacts and the operator's details shown in the chrome. */
export const Settings: CollectionConfig = {
  slug: 'settings',
  labels: { singular: 'Country settings', plural: 'Country settings' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'country', 'updatedAt'] },
  access: { read: anyoneOrOwnCountry, create: adminOnly, update: adminOrOwnCountry, delete: nobody },
  hooks: { afterChange: [revalidateSettings] },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Site settings' },
    { ...countryField, unique: true },
    { name: 'operatorName', type: 'text', required: true, defaultValue: 'ZAP', admin: { description: 'Prefix of call-back subjects.' } },
    url('empresasUrl', 'External business site (shown in Angola only).'),
    { name: 'mainMenu', type: 'array', fields: menuItemFields, admin: { description: 'Sections of the main menu, in order.' } },
    {
      name: 'secondaryMenus',
      type: 'group',
      admin: { description: 'Menus of the fibre and cinema sections.' },
      fields: [
        { name: 'fibra', type: 'array', fields: menuItemFields },
        { name: 'cinema', type: 'array', fields: menuItemFields },
      ],
    },
    {
      name: 'footer',
      type: 'group',
      fields: [
        {
          name: 'columns',
          type: 'array',
          maxRows: 6,
          fields: [
            { name: 'title', type: 'text', required: true, localized: true },
            {
              name: 'links',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true, localized: true },
                { name: 'link', type: 'text', required: true, localized: true, validate: validateHref },
                { name: 'newTab', type: 'checkbox', defaultValue: false },
                { name: 'showInMoz', type: 'checkbox', defaultValue: true, label: 'Show in Mozambique' },
              ],
            },
          ],
        },
        { name: 'headOffice', type: 'textarea', localized: true },
        { name: 'companyName', type: 'text', admin: { description: 'Operating company (shown in Mozambique).' } },
        { name: 'companyAddress', type: 'textarea', localized: true },
        {
          name: 'supportEmails',
          type: 'group',
          fields: [email('default'), email('satelite'), email('fibra'), email('cinema')],
        },
        {
          name: 'social',
          type: 'group',
          fields: [url('facebook'), url('instagram'), url('linkedin'), url('youtube')],
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'whatsapp', type: 'text', admin: { description: 'International number, e.g. +244 900 000 000.' } },
        url('messenger', 'Messenger link, e.g. https://m.me/zapangola'),
        { name: 'callCentre', type: 'text', admin: { description: 'Phone number shown in the footer.' } },
      ],
    },
    {
      name: 'popup',
      type: 'group',
      admin: { description: 'Promotional app popup (spec 2.11), shown on the corporate pages.' },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true },
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        url('linkApple', 'App Store link.'),
        url('linkPlayStore', 'Google Play link.'),
        { name: 'time', type: 'number', min: 0, max: 600, admin: { description: 'Seconds after which the phone variant closes itself; empty = stays open.' } },
        { name: 'qrCode', type: 'upload', relationTo: 'media', admin: { description: 'Defaults to the standard QR image.' } },
        {
          name: 'countryPopup',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Ask first-time visitors to confirm their country.' },
        },
      ],
    },
    {
      name: 'terms',
      type: 'group',
      admin: { description: 'Terms and conditions (spec 2.9), opened from the forms.' },
      fields: [
        {
          name: 'items',
          type: 'array',
          localized: true,
          fields: [
            { name: 'term', type: 'text', required: true },
            { name: 'description', type: 'textarea', required: true, admin: { description: 'HTML; scripts and unsafe markup are removed when shown.' } },
          ],
        },
        { name: 'document', type: 'upload', relationTo: 'documents', admin: { description: 'Optional PDF offered for download.' } },
      ],
    },
  ],
}
