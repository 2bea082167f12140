import { z } from 'zod'
import type { CountryCode } from '../countries'
import { normalizePhone } from './phone'

/** Spec 9 call-back subjects: six in Angola, the three satellite ones in Mozambique. */
const SUBJECTS = {
  ao: ['Satélite Adesão', 'Satélite Apoio Técnico', 'Satélite Informações', 'Fibra Adesão', 'Fibra Apoio Técnico', 'Fibra Informações'],
  mz: ['Satélite Adesão', 'Satélite Apoio Técnico', 'Satélite Informações'],
} as const satisfies Record<CountryCode, readonly string[]>

/** The subjects offered in a country, each prefixed with the operator's name; value 0 is "Selecione o assunto". */
export function callbackSubjects(country: CountryCode, operator: string): { value: number; label: string }[] {
  return SUBJECTS[country].map((subject, index) => ({ value: index + 1, label: `${operator} ${subject}` }))
}

export type CallbackMessages = { name: string; phone: string; subject: string }

/** The call-back form for one country, shared by browser and server; the phone comes out in E.164. */
export function callbackSchema(country: CountryCode, messages: CallbackMessages) {
  return z.object({
    clientName: z.string().trim().min(2, messages.name).max(80, messages.name).regex(/^[\p{L}\p{M}' .-]+$/u, messages.name),
    clientPhone: z.string().max(25, messages.phone).transform((value, ctx) => {
      const phone = normalizePhone(value, country)
      if (!phone) ctx.addIssue({ code: 'custom', message: messages.phone })
      return phone ?? value
    }),
    clientSubject: z.coerce.number().int().min(1, messages.subject).max(SUBJECTS[country].length, messages.subject),
    website: z.string().max(0).optional(),
  })
}
export type CallbackInput = z.infer<ReturnType<typeof callbackSchema>>
