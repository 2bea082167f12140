import { newsletterSchema } from '@/forms/newsletter/schema'
import type { LeadForm } from '@/lib/leads/handle-lead'
import { leadMeta } from '@/lib/leads/lead-meta'
import { isUniqueViolation } from '@/lib/leads/unique-violation'

/** One subscription per e-mail, country and service; a repeat gets the success response. */
export const newsletterForm: LeadForm<typeof newsletterSchema> = {
  name: 'newsletter',
  maxBytes: 4 * 1024,
  schema: () => newsletterSchema,
  successKey: 'forms.newsletter.success',
  async store({ email, service }, context) {
    const { payload, countryId } = context
    try {
      await payload.create({
        collection: 'newsletter-subscriptions',
        data: { email, service, ...leadMeta(context) },
        overrideAccess: true,
      })
    } catch (error) {
      // Already subscribed (the compound unique index): the subscription is stored, which is what was asked.
      const existing = await payload.count({
        collection: 'newsletter-subscriptions',
        where: {
          and: [{ email: { equals: email } }, { service: { equals: service } }, { country: { equals: countryId } }],
        },
        overrideAccess: true,
      })
      if (existing.totalDocs === 0 || !isUniqueViolation(error)) throw error
    }
  },
}
