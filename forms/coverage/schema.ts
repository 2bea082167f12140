import { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import { acceptedTerms, choice, email, honeypot, optionalText, personName, phone, province, text } from '@/lib/forms/fields'

export const PROPERTY_TYPES = ['moradia', 'apartamento', 'empresa'] as const
export const FIBRE_INTERESTS = ['tv-net', 'net', 'nao-sei'] as const
export const CONTACT_TIMES = ['manha', 'tarde', 'qualquer'] as const

/**
 * Fibre coverage survey: the address precisely enough for the sales team to check the network
 * (province, municipality, neighbourhood, street, a landmark), the kind of building, what the
 * person wants and when to call them.
 */
export function coverageSchema(country: CountryCode) {
  return z.object({
    fullName: personName(),
    phone: phone(country),
    email: email(),
    province: province(country),
    municipality: text(2, 80),
    neighbourhood: text(2, 80),
    address: text(5, 200),
    landmark: optionalText(200),
    propertyType: choice(PROPERTY_TYPES),
    interest: choice(FIBRE_INTERESTS),
    contactTime: choice(CONTACT_TIMES),
    acceptTerms: acceptedTerms(),
    website: honeypot(),
  })
}
export type CoverageInput = z.input<ReturnType<typeof coverageSchema>>
