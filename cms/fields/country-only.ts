import type { Condition, TextField } from 'payload'
import { isCountryCode, type CountryCode } from '@/lib/countries'
import { countryCodeOf } from '@/cms/hooks/revalidate'

/** The field that carries the document's country code into the admin form (never stored). */
export const COUNTRY_CODE = 'countryCode'

/**
 * The code (ao, mz) of the document's country, for the admin's field conditions. Payload evaluates
 * `admin.condition` on the server from the form's own values, where the country is only an id, and a
 * condition cannot look anything up. So the code is read with the document (a virtual field filled
 * after every read from the country it names: nothing stored, nothing to keep in step when a
 * country changes) and travels in the form like any value; its component shows the editor which
 * country's fields the form offers. A new document has no code yet and shows every field.
 */
export const countryCodeField: TextField = {
  name: COUNTRY_CODE,
  label: { pt: 'Campos do país', en: 'Country fields' },
  type: 'text',
  virtual: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    components: { Field: '@/cms/components/country-fields/CountryFieldsNote#CountryFieldsNote' },
  },
  hooks: {
    afterRead: [
      ({ siblingData, req }) => countryCodeOf((siblingData as { country?: unknown } | undefined)?.country, req),
    ],
  },
}

/**
 * Shows a field only in the documents of one country: the other country's site never reads it.
 * Unknown (a document not saved yet): shown, so nothing is out of reach.
 */
export const onlyIn =
  (country: CountryCode): Condition =>
  (data) => {
    const code = (data as Record<string, unknown> | undefined)?.[COUNTRY_CODE]
    return !isCountryCode(code) || code === country
  }
