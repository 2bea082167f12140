import type { CountryCode } from '@/lib/countries'

/**
 * The call-back subjects by stable code: six in Angola, the three satellite ones in Mozambique.
 * The form posts an option's position (1-based; 0 is "Select the subject"); the code is what is
 * stored, so a lead means the same whatever language the visitor read the subject in.
 */
export const CALLBACK_SUBJECTS = {
  ao: [
    'satelite-adesao',
    'satelite-apoio-tecnico',
    'satelite-informacoes',
    'fibra-adesao',
    'fibra-apoio-tecnico',
    'fibra-informacoes',
  ],
  mz: ['satelite-adesao', 'satelite-apoio-tecnico', 'satelite-informacoes'],
} as const satisfies Record<CountryCode, readonly string[]>

export type CallbackSubjectCode = (typeof CALLBACK_SUBJECTS)['ao'][number]
export const CALLBACK_SUBJECT_CODES: readonly CallbackSubjectCode[] = CALLBACK_SUBJECTS.ao

export type CallbackSubject = { value: number; code: CallbackSubjectCode; label: string }

/**
 * The subjects offered in a country, each prefixed with the operator's name; `name` gives a subject's
 * words in the visitor's language (forms.callback.subjects.* in locales/*).
 */
export function callbackSubjects(
  country: CountryCode,
  operator: string,
  name: (code: CallbackSubjectCode) => string,
): CallbackSubject[] {
  return CALLBACK_SUBJECTS[country].map((code, index) => ({
    value: index + 1,
    code,
    label: `${operator} ${name(code)}`,
  }))
}
