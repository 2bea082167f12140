/** The two countries the site serves: Angola (ao) and Mozambique (mz), no others. */
export const COUNTRY_CODES = ['ao', 'mz'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

export const COUNTRY_NAMES: Record<CountryCode, string> = { ao: 'Angola', mz: 'Moçambique' }

/** ISO 4217 currency and the symbol the operator prints after the amount. */
export const COUNTRY_CURRENCY: Record<CountryCode, { code: string; symbol: string }> = {
  ao: { code: 'AOA', symbol: 'Kz' },
  mz: { code: 'MZN', symbol: 'MT' },
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value)
}
