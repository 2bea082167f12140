import { coverageSchema } from '@/forms/coverage/schema'
import type { LeadForm } from '@/lib/leads/handle-lead'
import { leadMeta } from '@/lib/leads/lead-meta'

export const coverageForm: LeadForm<ReturnType<typeof coverageSchema>> = {
  name: 'coverage',
  maxBytes: 16 * 1024,
  schema: coverageSchema,
  successKey: 'forms.successGeneric',
  async store({ acceptTerms: _terms, website: _honeypot, ...fields }, context) {
    await context.payload.create({
      collection: 'coverage-requests',
      data: { ...fields, ...leadMeta(context) },
      overrideAccess: true,
    })
  },
}
