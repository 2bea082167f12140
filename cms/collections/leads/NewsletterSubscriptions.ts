import { NEWSLETTER_SERVICES } from '../../../lib/forms/service-label'
import { leadCollection } from './lead-collection'

/** One subscription per e-mail, country and service (the compound unique index makes a repeat a no-op). */
export const NewsletterSubscriptions = leadCollection({
  slug: 'newsletter-subscriptions',
  labels: { singular: 'Newsletter subscription', plural: 'Newsletter subscriptions' },
  titleField: 'email',
  columns: ['email', 'service'],
  indexes: [{ fields: ['email', 'service', 'country'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'service', type: 'select', required: true, options: [...NEWSLETTER_SERVICES], admin: { readOnly: true } },
  ],
})
