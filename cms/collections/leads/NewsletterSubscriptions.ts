import { NEWSLETTER_SERVICES } from '@/forms/newsletter/service-label'
import { leadEmailField } from '@/cms/fields/lead-contact'
import { unsubscribeLinkField } from '@/cms/fields/unsubscribe-link'
import { leadCollection } from './lead-collection'
import { NEWSLETTER_SERVICE_LABELS, optionsOf } from '@/cms/i18n/options'

/**
 * One subscription per e-mail, country and service (the compound unique index makes a repeat a
 * no-op), kept until the person unsubscribes with the link every newsletter carries.
 */
export const NewsletterSubscriptions = leadCollection({
  slug: 'newsletter-subscriptions',
  labels: {
    singular: { pt: 'Inscrição na newsletter', en: 'Newsletter subscription' },
    plural: { pt: 'Inscrições na newsletter', en: 'Newsletter subscriptions' },
  },
  titleField: 'email',
  columns: ['email', 'service'],
  indexes: [{ fields: ['email', 'service', 'country'], unique: true }],
  fields: [
    leadEmailField,
    {
      name: 'service',
      label: { pt: 'Serviço', en: 'Service' },
      type: 'select',
      required: true,
      options: optionsOf(NEWSLETTER_SERVICES, NEWSLETTER_SERVICE_LABELS),
      admin: { readOnly: true },
    },
    unsubscribeLinkField,
  ],
})
