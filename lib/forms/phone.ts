import type { CountryCode } from '@/lib/countries'

/**
 * Angolan and Mozambican phone numbers, with or without the country prefix (+244 / 00244 / 244,
 * +258 ...), spaces, dots and hyphens allowed. Angola: 9 digits starting with 9 (mobile) or 2
 * (fixed). Mozambique: 9 digits, mobile 8[2-7] or fixed 2. Returns the E.164 form, or null.
 */
const rules: Record<CountryCode, { prefix: string; national: RegExp }> = {
  ao: { prefix: '244', national: /^(9\d{8}|2\d{8})$/ },
  mz: { prefix: '258', national: /^(8[2-7]\d{7}|2\d{7,8})$/ },
}

export function normalizePhone(input: string, country: CountryCode): string | null {
  if (!/^[+\d\s().-]{6,25}$/.test(input.trim())) return null
  let digits = input.replace(/[\s().-]/g, '')
  const { prefix, national } = rules[country]
  if (digits.startsWith('+')) digits = digits.slice(1)
  else if (digits.startsWith('00')) digits = digits.slice(2)
  else if (!(digits.length > 9 && digits.startsWith(prefix))) digits = prefix + digits // a national number
  if (!digits.startsWith(prefix)) return null
  const rest = digits.slice(prefix.length)
  return national.test(rest) ? `+${prefix}${rest}` : null
}
