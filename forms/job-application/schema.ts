import { z } from 'zod'
import type { CountryCode } from '@/lib/countries'
import { cvFile } from './cv-file'
import {
  acceptedTerms,
  choice,
  email,
  honeypot,
  optionalText,
  optionalUrl,
  personName,
  phone,
  province,
} from '@/lib/forms/fields'
import { ERR } from '@/lib/forms/messages'

export const EDUCATION_LEVELS = [
  'secundario',
  'tecnico-profissional',
  'licenciatura',
  'mestrado',
  'doutoramento',
] as const

/**
 * A job application: for one advertised job (`job` is its id) or spontaneous (no job, an area
 * of interest instead). What a recruiter needs to shortlist: contact, where the person lives,
 * education, experience, a CV and optionally a cover letter and a profile link.
 */
export function jobApplicationSchema(country: CountryCode) {
  return z.object({
    job: z
      .string()
      .regex(/^\d{0,12}$/, ERR.choice)
      .optional()
      .default(''),
    area: optionalText(80),
    fullName: personName(),
    email: email(),
    phone: phone(country),
    province: province(country),
    education: choice(EDUCATION_LEVELS),
    experienceYears: z.coerce.number(ERR.number).int(ERR.number).min(0, ERR.number).max(50, ERR.number),
    linkedin: optionalUrl(),
    coverLetter: optionalText(3000),
    cv: cvFile(),
    acceptTerms: acceptedTerms(),
    website: honeypot(),
  })
}
export type JobApplicationInput = z.input<ReturnType<typeof jobApplicationSchema>>
