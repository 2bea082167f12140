import { z } from 'zod'
import { acceptedTerms, honeypot } from '@/lib/forms/fields'
import { ERR } from '@/lib/forms/messages'
import { NEWSLETTER_EMAIL } from './email'
import { NEWSLETTER_SERVICES } from './service-label'

export { NEWSLETTER_EMAIL }

/** The newsletter form on the server (the browser form checks the same pattern and terms without zod). */
export const newsletterSchema = z.object({
  // The newsletter's pattern (./email.ts) decides when the button is enabled; a real address check then
  // refuses junk such as markup.
  email: z
    .string(ERR.newsletterEmail)
    .trim()
    .toLowerCase()
    .max(254, ERR.newsletterEmail)
    .regex(NEWSLETTER_EMAIL, ERR.newsletterEmail)
    .pipe(z.email(ERR.newsletterEmail)),
  acceptTerms: acceptedTerms(ERR.newsletterTerms),
  service: z.enum(NEWSLETTER_SERVICES, { error: ERR.choice }),
  website: honeypot(),
})
export type NewsletterInput = z.input<typeof newsletterSchema>
