import type { Field } from 'payload'
import { countryField } from './country'
import { LANGUAGE_LABELS, optionsOf } from '@/cms/i18n/options'

/** A read-only text in the sidebar: what the site recorded, never typed by an editor. */
const recorded = (
  name: string,
  label: { pt: string; en: string },
  description?: { pt: string; en: string },
): Field => ({
  name,
  label,
  type: 'text',
  admin: { position: 'sidebar', readOnly: true, description },
})

/**
 * Fields every lead carries besides its form's own: the country (from the site address, not the
 * visitor), the visitor's IP as seen through the trusted proxy, the language, and where the lead
 * came from (the page it was sent from, the package chosen if any, and the campaign of the visit),
 * so marketing can tell which page, package or campaign brought it.
 */
export const leadMetaFields: Field[] = [
  { ...countryField, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'ip',
    label: { pt: 'Endereço IP', en: 'IP address' },
    type: 'text',
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'locale',
    label: { pt: 'Língua', en: 'Language' },
    type: 'select',
    options: optionsOf(['pt', 'en'] as const, LANGUAGE_LABELS),
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: { pt: 'Língua em que o visitante usou o site.', en: 'Language the visitor used.' },
    },
  },
  recorded(
    'sourcePage',
    { pt: 'Página de origem', en: 'Source page' },
    { pt: 'Página do site de onde o formulário foi enviado.', en: 'Page of the site the form was sent from.' },
  ),
  {
    name: 'package',
    label: { pt: 'Pacote', en: 'Package' },
    type: 'relationship',
    relationTo: 'packages',
    index: true,
    admin: { position: 'sidebar', readOnly: true },
  },
  recorded('utmSource', { pt: 'Campanha: origem (utm_source)', en: 'Campaign: source (utm_source)' }),
  recorded('utmMedium', { pt: 'Campanha: meio (utm_medium)', en: 'Campaign: medium (utm_medium)' }),
  recorded('utmCampaign', { pt: 'Campanha: nome (utm_campaign)', en: 'Campaign: name (utm_campaign)' }),
]
