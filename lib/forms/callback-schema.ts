import { z } from 'zod'
import type { CountryCode } from '../countries'
import { honeypot, personName, phone } from './fields'
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

/** The call-back form for one country, shared by browser and server; the phone comes out in E.164. */
export function callbackSchema(country: CountryCode) {
  return z.object({
    clientName: personName(),
    clientPhone: phone(country),
    clientSubject: z.coerce.number(ERR.subject).int(ERR.subject).min(1, ERR.subject).max(SUBJECTS[country].length, ERR.subject),
    website: honeypot(),
  })
}
export type CallbackInput = z.input<ReturnType<typeof callbackSchema>>
