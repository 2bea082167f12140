import { castingSchema } from '@/forms/casting/schema'
import type { LeadForm } from '@/lib/leads/handle-lead'
import { leadMeta } from '@/lib/leads/lead-meta'

export const castingForm: LeadForm<ReturnType<typeof castingSchema>> = {
  name: 'casting',
  maxBytes: 16 * 1024,
  schema: (country) => castingSchema(country),
  successKey: 'forms.successGeneric',
  async store({ acceptTerms: _terms, website: _honeypot, ...fields }, context) {
    await context.payload.create({
      collection: 'casting-applications',
      data: { ...fields, ...leadMeta(context) },
      overrideAccess: true,
    })
  },
}
