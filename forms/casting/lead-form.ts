import { castingSchema } from '@/forms/casting/schema'
import type { LeadForm } from '@/lib/leads/handle-lead'

export const castingForm: LeadForm<ReturnType<typeof castingSchema>> = {
  name: 'casting',
  maxBytes: 16 * 1024,
  schema: (country) => castingSchema(country),
  successKey: 'forms.successGeneric',
  async store({ acceptTerms: _terms, website: _honeypot, ...fields }, { payload, countryId, ip, locale }) {
    await payload.create({
      collection: 'casting-applications',
      data: { ...fields, ip, locale, country: countryId },
      overrideAccess: true,
    })
  },
}
