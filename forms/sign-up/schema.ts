import { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import { acceptedTerms, anyName, honeypot, optionalText, province } from '@/lib/forms/fields'
import { anyPhone } from '@/forms/callback/schema'
import { ERR } from '@/lib/forms/messages'

/**
 * The sign-up request for one country, shared by browser and server: who to call (any name, any
 * real number), which package (a published package of the country: checked again when stored),
 * where (the province decides the installation team; the address is optional, the team asks).
 */
export function signUpSchema(country: CountryCode) {
  return z.object({
    clientName: anyName(),
    clientPhone: anyPhone(country),
    package: z.coerce.number(ERR.package).int(ERR.package).positive(ERR.package),
    province: province(country),
    address: optionalText(200),
    acceptTerms: acceptedTerms(),
    website: honeypot(),
  })
}
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>
