import type { CollectionConfig, Tab } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOnly, adminOrOwnCountry, nobody, publishedOrOwnCountry } from '@/cms/access/rules'
import { openTabOfAnchor } from '@/cms/fields/anchor-tab'
import { countryField } from '@/cms/fields/country'
import { countryCodeField } from '@/cms/fields/country-only'
import { revalidateSettingsOnPublish } from '@/cms/hooks/revalidate-settings'
import { appPopupTab } from '@/cms/collections/settings/app-popup'
import { contactsTab } from '@/cms/collections/settings/contacts'
import { footerTab } from '@/cms/collections/settings/footer'
import { generalTab } from '@/cms/collections/settings/general'
import { menusTab } from '@/cms/collections/settings/menus'
import { termsTab } from '@/cms/collections/settings/terms'

/** The form's areas, in the order editors meet them; each in its own file under settings/. */
const tabs: Tab[] = [menusTab, footerTab, contactsTab, appPopupTab, termsTab, generalTab]

/**
 * One document per country: menus, footer, contacts and the operator's details shown in the chrome.
 * The form is in tabs by area; a country's document offers only the fields its site reads (the
 * chrome's code decides, components/chrome); changes are drafts until published, with a preview of
 * the country's home page in them. The tabs have no names, so the data and its columns are as they
 * were before the tabs.
 */
export const Settings: CollectionConfig = {
  slug: 'settings',
  labels: {
    singular: { pt: 'Definições do país', en: 'Country settings' },
    plural: { pt: 'Definições dos países', en: 'Country settings' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'country', '_status', 'updatedAt'],
    ...previewAdmin('settings'),
  },
  // Visitors read the published version only; an editor reads and writes their own country's.
  access: { read: publishedOrOwnCountry, create: adminOnly, update: adminOrOwnCountry, delete: nobody },
  // Save Draft keeps a change away from visitors; Publish makes it live (and expires the cache).
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { afterChange: [revalidateSettingsOnPublish] },
  fields: [
    {
      name: 'title',
      label: { pt: 'Título', en: 'Title' },
      type: 'text',
      required: true,
      defaultValue: 'Site settings',
    },
    { ...countryField, unique: true },
    countryCodeField,
    openTabOfAnchor(tabs),
    { type: 'tabs', tabs },
  ],
}
