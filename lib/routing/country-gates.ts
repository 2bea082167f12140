import type { CountryCode } from '@/lib/countries'

/**
 * Sections that do not exist in Mozambique (fibre, cinemas, zap-on, direct debit, zap-facilita): a visit
 * there goes to the home page.
 */
const hiddenInMozambique = ['/zap-fibra', '/zap-cinemas', '/zap-on', '/debito-directo', '/zap-satelite/zap-facilita']

export function isGatedPath(country: CountryCode, path: string): boolean {
  if (country !== 'mz') return false
  return hiddenInMozambique.some((prefix) => path === prefix || path.startsWith(prefix + '/'))
}
