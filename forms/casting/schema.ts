import { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import {
  acceptedTerms,
  choice,
  email,
  honeypot,
  optionalUrl,
  personName,
  phone,
  province,
  text,
} from '@/lib/forms/fields'
import { ERR } from '@/lib/forms/messages'

export const TALENTS = ['apresentacao', 'representacao', 'canto', 'danca', 'humor', 'outro'] as const
export const CASTING_MIN_AGE = 18

/** Age in whole years on `today` of someone born on `birth` (YYYY-MM-DD). */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number]
  const age = today.getUTCFullYear() - y
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)
  return beforeBirthday ? age - 1 : age
}

/**
 * Diamante Bruto casting: who the person is, how to reach them, what they do and where the team
 * can see them (a video link). Adults only.
 */
export function castingSchema(country: CountryCode, today: Date = new Date()) {
  return z.object({
    fullName: personName(),
    birthDate: z.iso.date(ERR.date).refine((value) => {
      const age = ageOn(value, today)
      return age >= CASTING_MIN_AGE && age <= 100
    }, ERR.age),
    email: email(),
    phone: phone(country),
    province: province(country),
    city: text(2, 80),
    talent: choice(TALENTS),
    about: text(20, 2000),
    videoUrl: optionalUrl(),
    socialUrl: optionalUrl(),
    acceptTerms: acceptedTerms(),
    website: honeypot(),
  })
}
export type CastingInput = z.input<ReturnType<typeof castingSchema>>
