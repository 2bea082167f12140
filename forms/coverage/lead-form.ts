import { coverageSchema } from '@/forms/coverage/schema'
import type { LeadForm } from '@/lib/leads/handle-lead'

export const coverageForm: LeadForm<ReturnType<typeof coverageSchema>> = {
  name: 'coverage',
  maxBytes: 16 * 1024,
  schema: coverageSchema,
  successKey: 'forms.successGeneric',
  async store({ acceptTerms: _terms, website: _honeypot, ...fields }, { payload, countryId, ip, locale }) {
    await payload.create({
      collection: 'coverage-requests',
      data: { ...fields, ip, locale, country: countryId },
      overrideAccess: true,
    })
  },
}
