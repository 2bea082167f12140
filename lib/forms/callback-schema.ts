import { z } from 'zod'
import type { CountryCode } from '../countries'
import { anyName, honeypot } from './fields'
import { internationalPhone } from './international-phone'
import { ERR } from './messages'

/** Spec 9 call-back subjects: six in Angola, the three satellite ones in Mozambique. */
const SUBJECTS = {
  ao: ['Satélite Adesão', 'Satélite Apoio Técnico', 'Satélite Informações', 'Fibra Adesão', 'Fibra Apoio Técnico', 'Fibra Informações'],
  mz: ['Satélite Adesão', 'Satélite Apoio Técnico', 'Satélite Informações'],
} as const satisfies Record<CountryCode, readonly string[]>

/** The subjects offered in a country, each prefixed with the operator's name; value 0 is "Selecione o assunto". */
export function callbackSubjects(country: CountryCode, operator: string): { value: number; label: string }[] {
  return SUBJECTS[country].map((subject, index) => ({ value: index + 1, label: `${operator} ${subject}` }))
}

/**
 * Any real phone number of any country, stored as E.164; one without a country code is read as
 * the site's country. Its own module, so only the call-back form's chunk carries the phone metadata.
 */
const anyPhone = (country: CountryCode) =>
  z.string(ERR.anyPhone).max(25, ERR.anyPhone).transform((value, ctx) => {
    const normalized = internationalPhone(value, country)
    if (!normalized) ctx.addIssue({ code: 'custom', message: ERR.anyPhone })
    return normalized ?? value
  })

/**
 * The call-back form for one country, shared by browser and server. The operator only needs a
 * way to greet and reach the caller: any name a person types and any real number of any country.
 */
export function callbackSchema(country: CountryCode) {
  return z.object({
    clientName: anyName(),
    clientPhone: anyPhone(country),
    clientSubject: z.coerce.number(ERR.subject).int(ERR.subject).min(1, ERR.subject).max(SUBJECTS[country].length, ERR.subject),
    website: honeypot(),
  })
}
export type CallbackInput = z.input<ReturnType<typeof callbackSchema>>
