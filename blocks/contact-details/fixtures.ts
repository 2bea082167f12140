import { settingsData } from '@/cms/seed/data/settings'
import type { CountryCode } from '@/lib/countries'
import type { ContactSettings } from './ContactDetailsView'

/** The seeded contacts of a country (0 = pt, 1 = en), as getSettings returns them. */
export function contactSettingsFixture(country: CountryCode, lang: 0 | 1 = 0): ContactSettings {
  const { contact, footer } = settingsData(country, lang)
  return {
    contact,
    footer: {
      headOffice: footer.headOffice,
      companyName: footer.companyName,
      companyAddress: footer.companyAddress,
      supportEmails: footer.supportEmails,
      social: footer.social,
    },
  }
}
