import { z } from 'zod'
import { acceptedTerms, honeypot } from './fields'
import { ERR } from './messages'
import { NEWSLETTER_SERVICES } from './service-label'

/** Spec 5: local part, @, domain, dot and a 2-4 letter ending. */
export const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,4}$/

/** The newsletter form, the same in the browser (react-hook-form) and on the server. */
export const newsletterSchema = z.object({
  // The spec's pattern decides when the button is enabled; a real address check then refuses junk such as markup.
  email: z.string(ERR.newsletterEmail).trim().toLowerCase().max(254, ERR.newsletterEmail).regex(NEWSLETTER_EMAIL, ERR.newsletterEmail).pipe(z.email(ERR.newsletterEmail)),
  acceptTerms: acceptedTerms(ERR.newsletterTerms),
  service: z.enum(NEWSLETTER_SERVICES, { error: ERR.choice }),
  website: honeypot(),
})
export type NewsletterInput = z.input<typeof newsletterSchema>
