/**
 * Field messages are i18n keys (under `forms.errors` in locales/*), so one schema serves the
 * browser and the server in either language: each side translates the key it gets back.
 */
export const ERR = {
  required: 'forms.errors.required',
  email: 'forms.errors.email',
  newsletterEmail: 'forms.errors.newsletterEmail',
  terms: 'forms.errors.terms',
  newsletterTerms: 'forms.errors.newsletterTerms',
  name: 'forms.errors.name',
  anyName: 'forms.errors.anyName',
  anyPhone: 'forms.errors.anyPhone',
  phone: 'forms.errors.phone',
  subject: 'forms.errors.subject',
  package: 'forms.errors.package',
  choice: 'forms.errors.choice',
  text: 'forms.errors.text',
  url: 'forms.errors.url',
  date: 'forms.errors.date',
  age: 'forms.errors.age',
  number: 'forms.errors.number',
  cvType: 'forms.errors.cvType',
  cvSize: 'forms.errors.cvSize',
  cvMissing: 'forms.errors.cvMissing',
  bot: 'forms.errors.bot',
} as const
export type FormMessageKey = (typeof ERR)[keyof typeof ERR]
