import { COUNTRY_NAMES, type CountryCode } from '@/lib/countries'

/** localStorage key of the country the visitor chose (the header's selector, the country question). */
export const COUNTRY_STORAGE_KEY = 'selectedCountry'

/**
 * The stored choice names the country as the data model does (Angola, Moçambique) whatever the
 * page's language: other code reads it as a record, not as text shown to the visitor.
 */
export const storedCountryJson = (code: CountryCode) => JSON.stringify({ name: COUNTRY_NAMES[code], code })
